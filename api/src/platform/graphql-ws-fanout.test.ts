import { EventEmitter, on } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { deliverTo } from './graphql-ws-delivery.js';
import { fanOutSubscribe, SHARED_ACROSS_VIEWERS } from './graphql-ws-fanout.js';

// The fan-out stands in for graphql-ws' own subscribe: a client must receive exactly the frames
// graphql-ws would have sent it, while each event executes once per distinct subscription.

type Ctx = { viewer: string };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function schemaCounting(executions: { count: number }, events: EventEmitter) {
  const Tick = new GraphQLObjectType<{ n: number }, Ctx>({
    name: 'Tick',
    fields: {
      n: { type: GraphQLInt },
      seenBy: { type: GraphQLString, resolve: (_tick, _args, ctx) => ctx.viewer },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('this field fails');
        },
      },
    },
  });
  // Every subscriber gets the same event object, as from the app's pubsub.
  const source = async function* () {
    for await (const [tick] of on(events, 'tick')) yield tick as { n: number };
  };
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType<{ n: number }, Ctx>({
      name: 'Subscription',
      fields: {
        ticks: {
          type: Tick,
          args: { times: { type: GraphQLInt } },
          subscribe: source,
          resolve: (tick, { times }: { times?: number }) => {
            executions.count += 1;
            return { n: tick.n * (times ?? 1) };
          },
        },
        publicTicks: {
          type: GraphQLInt,
          extensions: { [SHARED_ACROSS_VIEWERS]: true },
          subscribe: source,
          resolve: (tick) => {
            executions.count += 1;
            return tick.n;
          },
        },
      },
    }),
  });
}

/** A graphql-ws server as documented, or with the fan-out as its `subscribe`. */
async function server(withFanOut: boolean) {
  const events = new EventEmitter();
  const executions = { count: 0 };
  const schema = schemaCounting(executions, events);
  const httpServer = http.createServer();
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const cleanup = useServer<{ viewer: string }, { socket: WebSocket }>(
    {
      schema,
      context: (ctx, id) => {
        const context: Ctx = { viewer: ctx.connectionParams!.viewer };
        return withFanOut ? deliverTo(context, ctx.extra.socket, id) : context;
      },
      ...(withFanOut && {
        subscribe: fanOutSubscribe<Ctx>({
          format: (result: ExecutionResult) => result,
          executionContext: (context) => ({ ...context }),
          viewerKey: (context) => context.viewer,
          listen: (source, next, end) => {
            void (async () => {
              try {
                for (let event = await source.next(); !event.done; event = await source.next()) next(event.value);
                end();
              } catch (error) {
                end(error);
              }
            })();
          },
          catchUpOf: () => undefined,
        }),
      }),
    },
    wss,
  );
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`,
    executions,
    publish: (n: number) => events.emit('tick', { n }),
    close: async () => {
      await cleanup.dispose();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

/** A client speaking graphql-transport-ws by hand, keeping every frame. */
async function client(url: string, viewer: string, operations: Record<string, string>) {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const frames: string[] = [];
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { viewer } }));
  await new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      const text = String(data);
      if (JSON.parse(text).type === 'connection_ack') resolve();
      else frames.push(text);
    }),
  );
  for (const [id, query] of Object.entries(operations)) socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
  return { frames, close: () => socket.close() };
}

let running: Awaited<ReturnType<typeof server>> | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

/** Three sockets, two of one viewer; four operations of which three are distinct; two events. */
async function deliveries(withFanOut: boolean) {
  running = await server(withFanOut);
  const ticks = 'subscription { ticks(times: 2) { n seenBy broken } }';
  const clients = [
    await client(running.url, 'ada', { a: ticks, b: 'subscription { publicTicks }' }),
    await client(running.url, 'ada', { c: ticks }),
    await client(running.url, 'bola', { d: ticks, e: 'subscription { publicTicks }' }),
  ];
  await pause(100); // every subscription listening
  running.publish(1);
  running.publish(2);
  const expected = [4, 2, 4];
  while (clients.some(({ frames }, i) => frames.length < expected[i])) await pause(10);
  await pause(50); // nothing more comes
  for (const { close } of clients) close();
  // Messages as the client reads them (JSON: the order of a payload's keys is not part of it).
  return { frames: clients.map(({ frames }) => [...frames].sort().map((frame) => JSON.parse(frame) as unknown)), executions: running.executions.count };
}

describe('the fan-out, against graphql-ws as documented', () => {
  it('sends every socket the frames graphql-ws would, executing each event once per distinct subscription', async () => {
    const documented = await deliveries(false);
    await running?.close();
    running = null;
    const fannedOut = await deliveries(true);

    expect(fannedOut.frames).toEqual(documented.frames);
    expect(documented.frames[0]).toContainEqual({
      id: 'a',
      type: 'next',
      payload: {
        data: { ticks: { n: 2, seenBy: 'ada', broken: null } },
        errors: [{ message: 'this field fails', locations: [{ line: 1, column: 43 }], path: ['ticks', 'broken'] }],
      },
    });
    expect(documented.executions).toBe(5 * 2); // graphql-ws: each operation, each event
    expect(fannedOut.executions).toBe(3 * 2); // ada's ticks, bola's ticks, and the public ticks for both
  });
});
