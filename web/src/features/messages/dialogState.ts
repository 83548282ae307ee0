import { useSyncExternalStore } from 'react';

/** The Messages dialog: closed, or open on a conversation (null: the first one, or the list on phones). */
export interface MessagesDialogState {
  open: boolean;
  conversationId: string | null;
  /** Bumped on every open, so opening again (another profile's Message button) starts afresh. */
  openedAt: number;
}

let state: MessagesDialogState = { open: false, conversationId: null, openedAt: 0 };
const listeners = new Set<() => void>();

function set(next: MessagesDialogState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Opens the Messages dialog (the header hosts it), on a conversation if given. */
export function openMessages(conversationId: string | null = null) {
  set({ open: true, conversationId, openedAt: Date.now() });
}

export function closeMessages() {
  set({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMessagesDialog(): MessagesDialogState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
