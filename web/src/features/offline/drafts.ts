import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'civic.draft.';

/**
 * The drafts as this page knows them, the phone's storage behind them. One store, written at once
 * (not in an effect after a render): a form that unmounts in the same render as it clears its text
 * (a reply form closing when its reply is sent) or that is drawn anew while sending reads the text
 * as it now is, never the one it sent.
 */
const texts = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string {
  let text = texts.get(key);
  if (text === undefined) {
    try {
      text = localStorage.getItem(key) ?? '';
    } catch {
      text = '';
    }
    texts.set(key, text);
  }
  return text;
}

function write(key: string, text: string) {
  texts.set(key, text);
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // full or refused: this page keeps it
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Text being written, kept in the phone's storage as it is typed: going offline, a reload or a
 * closed dialog doesn't lose it. Cleared when what it was for is sent (or queued to send).
 */
export function useDraft(name: string): [string, (text: string) => void] {
  const key = PREFIX + name;
  const text = useSyncExternalStore(subscribe, () => read(key));
  const setText = useCallback((next: string) => write(key, next), [key]);
  return [text, setText];
}

/** Forgets every draft (signing out: they were the member's). */
export function clearDrafts() {
  texts.clear();
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // refused: nothing was stored
  }
  for (const listener of listeners) listener();
}
