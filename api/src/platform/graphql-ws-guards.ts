import type { WebSocket } from 'ws';

/**
 * What server/websocket.ts relies on in graphql-ws beyond its documented use, to refuse an
 * operation or a connection without harming the rest of the socket; graphql-ws-guards.test.ts
 * pins each point against the installed version:
 *
 * - `ctx.subscriptions` has an entry for every operation in flight on the socket, and the one
 *   being subscribed is in it already when `onSubscribe` runs (graphql-ws records it first);
 * - a socket closed by `onConnect` with a code of ours keeps that code: graphql-ws' own close
 *   (4403) after `onConnect` returns false does nothing on a socket already closing;
 * - anything a hook throws while a message is handled closes the whole socket with 4500, its
 *   other operations with it: a hook answers a refusal with errors, never by throwing.
 */

/** Operations in flight on the socket, the one `onSubscribe` is looking at included. */
export function operationsInFlight(ctx: { subscriptions: Record<string, unknown> }): number {
  return Object.keys(ctx.subscriptions).length;
}

/** Closes a connection `onConnect` refuses with our code and reason; returns what `onConnect` returns. */
export function refuseConnection(socket: WebSocket, code: number, reason: string): false {
  socket.close(code, reason);
  return false;
}
