import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { ada } from '../../test/renderApp';
import { MarkConversationReadMutation } from './documents';

/** A message as the api sends it: what the thread and its bubbles ask for. */
interface Message {
  __typename: 'Message';
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
  isRead: boolean;
}

/** A conversation as the api sends it: what the list and the thread ask for. */
interface Conversation {
  __typename: 'Conversation';
  id: string;
  lastMessageAt: string | null;
  unreadCount: number;
  otherParticipant: { __typename: 'User'; id: string; displayName: string; handle: string; avatarUrl: string };
  lastMessage: { __typename: 'Message'; id: string; content: string; senderId: string } | null;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function makeMessage(id: string, senderId: string, content: string, overrides: Partial<Message> = {}): Message {
  return { __typename: 'Message', id, conversationId: 'c1', senderId, content, createdAt: minutesAgo(10), isRead: false, ...overrides };
}

export function makeConversation(id: string, other: { id: string; displayName: string; handle: string }, overrides: Partial<Conversation> = {}): Conversation {
  const otherParticipant = { __typename: 'User' as const, avatarUrl: `/avatars/${other.id}.png`, ...other };
  return { __typename: 'Conversation', id, lastMessageAt: minutesAgo(5), unreadCount: 0, otherParticipant, lastMessage: null, ...overrides };
}

export const bola = { id: 'u2', displayName: 'Bola Ade', handle: 'bola' };
export const chidi = { id: 'u5', displayName: 'Chidi Eze', handle: 'chidi' };

/** Bola's thread with Ada, newest first as the api gives it: Ada's last message read. */
export const bolaThread: Message[] = [
  makeMessage('m3', ada.id, 'See you at the town hall', { createdAt: minutesAgo(5), isRead: true }),
  makeMessage('m2', 'u2', 'Yes, Saturday at 10', { createdAt: minutesAgo(20), isRead: true }),
  makeMessage('m1', ada.id, 'Is the ward meeting on Saturday?', { createdAt: minutesAgo(30), isRead: true }),
];

/** A conversation's latest message, as the list shows it. */
function latest(id: string, content: string, senderId: string) {
  const message = { __typename: 'Message' as const, id, content, senderId };
  return message;
}

export const withBola = makeConversation('c1', bola, {
  unreadCount: 1,
  lastMessage: latest('m3', 'See you at the town hall', ada.id),
});
export const withChidi = makeConversation('c2', chidi, {
  lastMessageAt: minutesAgo(60),
  lastMessage: latest('m9', 'Thanks for the update', 'u5'),
});

const page = <T extends { id: string }>(typename: string, nodes: T[], hasNextPage = false) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: `cursor-${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `cursor-${nodes.at(-1)!.id}` : null },
});

/** A thread in pages (newest first): the first page, then the page after each cursor. */
function threadPage(pages: Message[][], after: string | null | undefined) {
  const index = after ? pages.findIndex((p) => `cursor-${p.at(-1)?.id}` === after) + 1 : 0;
  return page('Message', pages[index] ?? [], index < pages.length - 1);
}

/** Serves the conversation list, one conversation by id, threads by conversation, and records reads. */
export function serveMessaging({ conversations, threads }: { conversations: Conversation[]; threads: Record<string, Message[] | Message[][]> }) {
  const read: string[] = [];
  server.use(
    graphql.query('Conversations', () => HttpResponse.json({ data: { conversations: page('Conversation', conversations) } })),
    graphql.query<object, { id: string }>('Conversation', ({ variables }) => {
      const found = conversations.find((c) => c.id === String(variables.id));
      return HttpResponse.json(found ? { data: { conversation: found } } : { errors: [{ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } }] });
    }),
    graphql.query<object, { conversationId: string; after?: string | null }>('Messages', ({ variables }) => {
      const thread = threads[String(variables.conversationId)] ?? [];
      const pages = (Array.isArray(thread[0]) ? thread : [thread]) as Message[][];
      return HttpResponse.json({ data: { messages: threadPage(pages, variables.after) } });
    }),
    graphql.mutation(MarkConversationReadMutation, ({ variables }) => {
      read.push(String(variables.conversationId));
      return HttpResponse.json({ data: { markConversationRead: 0 } });
    }),
  );
  return { read };
}

/** Chakra's media queries: a desktop-wide screen, or a phone (jsdom matches nothing by default). */
export function setScreenWidth(width: number, matchMedia = window.matchMedia) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)(rem|em|px)/.exec(query);
    const px = min ? Number(min[1]) * (min[2] === 'px' ? 1 : 16) : Infinity;
    return { ...matchMedia(query), matches: width >= px };
  };
  return () => {
    window.matchMedia = matchMedia;
  };
}
