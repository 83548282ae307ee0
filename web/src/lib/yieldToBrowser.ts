/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: work split at these points is several short tasks instead of one long one on a phone.
 * `scheduler.yield()` where the browser has it (Chromium), which resumes ahead of other queued
 * work; a macrotask elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `run` when the browser is idle, or after `timeout` ms at the latest; after `fallback` ms
 * where there is no requestIdleCallback (Safari). Returns a cancel.
 */
export function whenIdle(run: () => void, { timeout, fallback }: { timeout: number; fallback: number }): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallback);
  return () => clearTimeout(id);
}
