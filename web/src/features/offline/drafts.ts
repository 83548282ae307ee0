import { useEffect, useState } from 'react';

const PREFIX = 'civic.draft.';

/**
 * Text being written, kept in the phone's storage as it is typed: going offline, a reload or a
 * closed dialog doesn't lose it. Cleared when what it was for is sent (or queued to send).
 */
export function useDraft(name: string): [string, (text: string) => void] {
  const key = PREFIX + name;
  const [text, setText] = useState(() => localStorage.getItem(key) ?? '');
  useEffect(() => {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  }, [key, text]);
  return [text, setText];
}

/** Forgets every draft (signing out: they were the member's). */
export function clearDrafts() {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}
