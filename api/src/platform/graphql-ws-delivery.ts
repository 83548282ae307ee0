import type { WebSocket } from 'ws';

/**
 * What the socket fan-out (server/subscriptions.ts) relies on in graphql-ws and ws beyond their
 * documented use, in one place; graphql-ws-delivery.test.ts pins each point against the
 * installed versions, so an upgrade that changes one fails there first:
 *
 * - graphql-ws calls `context(ctx, id, …)` once per operation with the operation's id, and
 *   iterates what `subscribe` returns with `for await`, calling its `return()` when the client
 *   completes the operation or the socket closes;
 * - a `next` message is `{"id":…,"type":"next","payload":…}` (what graphql-ws' stringifyMessage
 *   writes), so a result serialized once can be framed per socket around its bytes;
 * - ws' `bufferedAmount` on a server socket counts the bytes sent but not yet taken by the
 *   network (node's write buffer and ws' own queue): it grows while the client does not read.
 */

/** Where an operation's results go: its socket, and its `next` message up to the payload. */
export type Delivery = { socket: WebSocket; id: string; frameStart: string };

const deliveries = new WeakMap<object, Delivery>();

/**
 * Marks an operation's context (from graphql-ws' `context` hook, which gets the operation id)
 * with its socket and id, so the fan-out can write its `next` messages itself.
 */
export function deliverTo<T extends object>(context: T, socket: WebSocket, id: string): T {
  deliveries.set(context, { socket, id, frameStart: `{"id":${JSON.stringify(id)},"type":"next","payload":` });
  return context;
}

export function deliveryOf(context: object): Delivery | undefined {
  return deliveries.get(context);
}

/**
 * Writes one `next` message around a payload serialized once for every socket that has it:
 * the socket's own frame start, the shared bytes, the closing brace. Nothing is written to a
 * socket that is no longer open.
 */
export function sendNext(delivery: Delivery, payloadJson: string): void {
  const { socket } = delivery;
  if (socket.readyState === socket.OPEN) socket.send(delivery.frameStart + payloadJson + '}');
}

/**
 * Bytes a socket may have waiting for the network before it counts as behind: a client that
 * has not taken what it was sent in a tick gets no more until it has, then the newest state.
 * So what waits for one slow client is at most this and one message.
 */
export const BEHIND_BYTES = 16 * 1024;

/** Whether the client has not yet taken what it was sent (see BEHIND_BYTES). */
export function isBehind(socket: WebSocket): boolean {
  return socket.bufferedAmount > BEHIND_BYTES;
}
