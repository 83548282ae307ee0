import { useSyncExternalStore } from 'react';

/** A write made without a network, kept on the phone until it can be sent; `label` says what it is. */
export type OutboxItem = { key: string; label: string; refused?: string } & NewItem;

type NewItem =
  | { kind: 'post'; label: string; variables: { input: { content: string } } }
  | { kind: 'message'; label: string; variables: { conversationId: string; content: string } }
  | { kind: 'comment'; label: string; variables: { input: { postId: string; content: string; parentCommentId: string | null } } }
  | { kind: 'like'; label: string; variables: { target: 'Post' | 'Comment'; id: string; liked: boolean } }
  | { kind: 'follow'; label: string; variables: { userId: string; follow: boolean } };

const STORAGE_KEY = 'civic.outbox';
const listeners = new Set<() => void>();
let items: OutboxItem[] = read();

export const outboxItems = () => items;

function read(): OutboxItem[] {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as OutboxItem[];
  } catch {
    return [];
  }
}

export function save(next: OutboxItem[]) {
  items = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/**
 * Keeps a write for later; the key made now goes with every attempt as its idempotency
 * key, so however often it is sent (a reply lost on the way back) it is made once.
 */
export function enqueue(item: NewItem) {
  save([...items, { ...item, key: crypto.randomUUID() } as OutboxItem]);
}

export function discard(key: string) {
  save(items.filter((item) => item.key !== key));
}

export function useOutbox(): OutboxItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
  );
}

/** Signing out forgets what waited: it was the member's. */
export function clearOutbox() {
  save([]);
}
