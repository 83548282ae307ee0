import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { RawSocket } from '../../test/raw-socket.js';
import { operationsInFlight, refuseConnection } from './graphql-ws-guards.js';

// The contract the WebSocket guards rely on in the installed graphql-ws (see graphql-ws-guards.ts).

const schema = buildSchema(`type Query { ok: Boolean } type Subscription { ticks: Int }`);
const forever = () => ({
  next: () => new Promise<IteratorResult<never>>(() => {}),
  return: async () => ({ value: undefined as never, done: true as const }),
  [Symbol.asyncIterator]() {
    return this;
  },
});

async function server(hooks: { refuse?: boolean; throwOn?: string }) {
  const httpServer = http.createServer();
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const counts: number[] = [];
  const cleanup = useServer<Record<string, unknown>, { socket: WebSocket }>(
    {
      schema,
      onConnect: (ctx) => (hooks.refuse ? refuseConnection(ctx.extra.socket, 4429, 'Too many') : true),
      onSubscribe: (ctx, _id, payload) => {
        counts.push(operationsInFlight(ctx));
        if (payload.query === hooks.throwOn) throw new Error('a hook failed');
        if (operationsInFlight(ctx) > 2) return [new GraphQLError('Too many')];
      },
      subscribe: () => forever() as never,
    },
    wss,
  );
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    counts,
    close: async () => {
      await cleanup.dispose();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

let running: Awaited<ReturnType<typeof server>> | null = null;
const sockets: RawSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  await running?.close();
  running = null;
});
const open = async (baseUrl: string) => {
  const socket = new RawSocket(baseUrl);
  sockets.push(socket);
  return socket.init();
};

describe('graphql-ws, as the WebSocket guards use it', () => {
  it('counts the operation being subscribed among those in flight, and forgets one that completed', async () => {
    running = await server({});
    const socket = await open(running.baseUrl);
    const first = socket.subscribe('subscription { ticks }');
    socket.subscribe('subscription { ticks }');
    const third = socket.subscribe('subscription { ticks }');
    expect((await socket.answer(third)).payload).toEqual([{ message: 'Too many' }]);
    socket.send({ id: first, type: 'complete' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.subscribe('subscription { ticks }');
    while (running.counts.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(running.counts).toEqual([1, 2, 3, 2]);
    expect(socket.isOpen).toBe(true);
  });

  it('keeps the close code onConnect chose', async () => {
    running = await server({ refuse: true });
    const socket = await open(running.baseUrl);
    await socket.until(() => socket.closed !== null);
    expect(socket.closed).toEqual({ code: 4429, reason: 'Too many' });
  });

  it('closes the whole socket with 4500 when a hook throws (why the guards never do)', async () => {
    running = await server({ throwOn: '{ ok }' });
    const socket = await open(running.baseUrl);
    socket.subscribe('subscription { ticks }');
    socket.subscribe('{ ok }');
    await socket.until(() => socket.closed !== null);
    expect(socket.closed?.code).toBe(4500);
  });
});
