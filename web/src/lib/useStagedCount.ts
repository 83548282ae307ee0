import { startTransition, useEffect, useState } from 'react';
import { firstScreen } from './firstScreen';
import { whenIdle } from './yieldToBrowser';

/**
 * How many of a list's `total` items to draw. A list mounted on the app's first screen draws
 * `first` at once (what the server-drawn page showed) and the rest `step` at a time, each in a
 * later idle task and a transition; anywhere else, and once the list is complete, all of them.
 */
export function useStagedCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(() => (firstScreen.drawing && total > first ? first : Infinity));
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((count) => (count + step >= total ? Infinity : count + step))), { timeout: 500, fallback: 50 });
  }, [shown, total, step]);
  return Math.min(shown, total);
}
