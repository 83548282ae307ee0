import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, type ExecutionArgs } from 'graphql';
import { createClient, MessageType, stringifyMessage } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { BEHIND_BYTES, deliverTo, deliveryOf, isBehind, sendNext } from './graphql-ws-delivery.js';

// The contract the socket fan-out relies on in the installed graphql-ws and ws (see graphql-ws-delivery.ts).

const schema = buildSchema(`type Query { ok: Boolean } type Subscription { ticks: Int }`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A graphql-ws server whose subscriptions write their own frames, as server/subscriptions.ts does. */
async function server() {
  const httpServer = http.createServer();
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const seen = { ids: [] as string[], returned: [] as string[], sockets: [] as WebSocket[] };
  const cleanup = useServer<Record<string, unknown>, { socket: WebSocket }>(
    {
      schema,
      context: (ctx, id) => {
        seen.ids.push(id);
        seen.sockets.push(ctx.extra.socket);
        return deliverTo({}, ctx.extra.socket, id);
      },
      subscribe: (args: ExecutionArgs) => {
        const delivery = deliveryOf(args.contextValue as object)!;
        // The iterator graphql-ws gets yields nothing: the results are written beside it.
        let end: (() => void) | null = null;
        const iterator: AsyncIterableIterator<never> = {
          next: () => new Promise((resolve) => (end = () => resolve({ value: undefined as never, done: true }))),
          return: async () => {
            seen.returned.push(delivery.id);
            end?.();
            return { value: undefined as never, done: true };
          },
          throw: async (error) => {
            throw error;
          },
          [Symbol.asyncIterator]() {
            return this;
          },
        };
        setTimeout(() => sendNext(delivery, JSON.stringify({ data: { ticks: 7 } })), 20);
        return iterator;
      },
    },
    wss,
  );
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`;
  return {
    url,
    seen,
    wss,
    close: async () => {
      await cleanup.dispose();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

let running: Awaited<ReturnType<typeof server>> | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

describe('graphql-ws, as the fan-out uses it', () => {
  it("gives the context hook the operation's id, takes our frame as that operation's next, and returns our iterator on complete and on close", async () => {
    running = await server();
    const client = createClient({ url: running.url, webSocketImpl: WebSocket, retryAttempts: 0 });
    const received: unknown[] = [];
    const unsubscribe = client.subscribe({ query: 'subscription { ticks }' }, { next: (value) => received.push(value), error: () => {}, complete: () => {} });
    while (!received.length) await pause(10);
    expect(received).toEqual([{ data: { ticks: 7 } }]);
    const [id] = running.seen.ids;
    expect(id).toEqual(expect.any(String));

    unsubscribe(); // the client's complete message
    while (!running.seen.returned.length) await pause(10);
    expect(running.seen.returned).toEqual([id]);

    client.subscribe({ query: 'subscription { ticks }' }, { next: () => {}, error: () => {}, complete: () => {} });
    while (running.seen.ids.length < 2) await pause(10);
    await client.dispose(); // the socket closes
    while (running.seen.returned.length < 2) await pause(10);
    expect(running.seen.returned).toEqual([id, running.seen.ids[1]]);
  });

  it('frames next exactly as graphql-ws serializes it', () => {
    const sent: string[] = [];
    const socket = { OPEN: 1, readyState: 1, send: (data: string) => sent.push(data) } as unknown as WebSocket;
    const payload = { data: { ticks: 7 }, errors: [{ message: 'é "quoted"' }] };
    const delivery = deliverTo({}, socket, 'op-1 "x"');
    sendNext(deliveryOf(delivery)!, JSON.stringify(payload));
    expect(sent).toEqual([stringifyMessage({ id: 'op-1 "x"', type: MessageType.Next, payload: payload as never })]);
  });
});

describe('ws bufferedAmount', () => {
  it('grows while the client does not read, and falls back once it reads', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    const connected = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const socket = await connected;
    await new Promise((resolve) => (client.readyState === client.OPEN ? resolve(null) : client.once('open', resolve)));
    let received = 0;
    client.on('message', (data: Buffer) => (received += data.length));

    client.pause();
    const chunk = Buffer.alloc(256 * 1024, 1);
    const total = 64 * chunk.length; // more than the kernel's buffers on both ends hold
    for (let i = 0; i < 64; i++) socket.send(chunk);
    await pause(200);
    expect(socket.bufferedAmount).toBeGreaterThan(BEHIND_BYTES);
    expect(isBehind(socket)).toBe(true);

    client.resume();
    while (received < total) await pause(20);
    expect(socket.bufferedAmount).toBe(0);
    expect(isBehind(socket)).toBe(false);
    client.close();
    await new Promise((resolve) => wss.close(resolve));
  });
});
