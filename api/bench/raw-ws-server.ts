// The realtime benchmarks' baselines: plain `ws` sockets fed from Redis, with no GraphQL or
// session. A client names its channels in the query string. A message on `RAW_PREFIX` is written
// as it is, the same bytes, to every socket on that channel. A message on `RAW_READ_PREFIX`
// ({id, frame}) first reads the row the event names by primary key, as the api must (events
// carry ids), then writes `frame`: the floor under the api's path.
import { once } from 'node:events';
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const prefix = process.env.RAW_PREFIX ?? 'rawbench:';
const readPrefix = process.env.RAW_READ_PREFIX ?? 'rawreadbench:';
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
// As the api's pool: up to 10 connections, an idle one kept 30 s (pg's own default of 10 s would
// close them between this baseline's rounds, 12 s apart, and charge it new connections).
const database = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });
const sockets = new Map<string, Set<WebSocket>>();

/** The api's reads for these events: a message alone (the web app asks for no sender), a notification with its actor. */
const reads = {
  message: { name: 'raw_message', text: 'select * from messages where id = $1' },
  notification: {
    name: 'raw_notification',
    text: 'select * from notifications n left join users u on u.id = n.from_user_id where n.id = $1',
  },
};

const broadcast = (channel: string, frame: string) => {
  for (const socket of sockets.get(channel) ?? []) socket.send(frame);
};

subscriber.on('message', (fullChannel: string, message: string) => {
  if (fullChannel.startsWith(prefix)) return broadcast(fullChannel.slice(prefix.length), message);
  const channel = fullChannel.slice(readPrefix.length);
  const { id, frame } = JSON.parse(message) as { id: string; frame: string };
  const read = channel.startsWith('message:') ? reads.message : reads.notification;
  database.query({ ...read, values: [id] }).then(
    () => broadcast(channel, frame),
    (error: unknown) => console.error('read failed', error),
  );
});

await once(subscriber, 'ready'); // subscribing before then trips ioredis' ready check
// GET /gc: a full collection, when node runs with --expose-gc (the bench settles both servers' heaps before measuring).
const server = http.createServer((request, response) => {
  if (request.url === '/gc') (globalThis as { gc?: () => void }).gc?.();
  response.end();
});
const wss = new WebSocketServer({ server });
wss.on('connection', (socket, request) => {
  const channels = new URL(request.url ?? '/', 'http://x').searchParams.get('channels')?.split(',') ?? [];
  for (const channel of channels) {
    let set = sockets.get(channel);
    if (!set) {
      sockets.set(channel, (set = new Set()));
      void subscriber.subscribe(prefix + channel, readPrefix + channel);
    }
    set.add(socket);
  }
  socket.on('close', () => {
    for (const channel of channels) {
      const set = sockets.get(channel);
      set?.delete(socket);
      if (set && !set.size) {
        sockets.delete(channel);
        void subscriber.unsubscribe(prefix + channel, readPrefix + channel);
      }
    }
  });
  socket.send('ready');
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});
