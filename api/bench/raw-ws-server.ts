// The realtime benchmarks' baseline: plain `ws` sockets fed from Redis, with no GraphQL or
// session. A client names its channels in the query string; a message on `RAW_PREFIX` + channel
// is written as it is, the same bytes, to every socket on that channel.
import { once } from 'node:events';
import http from 'node:http';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

const prefix = process.env.RAW_PREFIX ?? 'rawbench:';
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const sockets = new Map<string, Set<WebSocket>>();

subscriber.on('message', (fullChannel: string, message: string) => {
  for (const socket of sockets.get(fullChannel.slice(prefix.length)) ?? []) socket.send(message);
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
      void subscriber.subscribe(prefix + channel);
    }
    set.add(socket);
  }
  socket.on('close', () => {
    for (const channel of channels) {
      const set = sockets.get(channel);
      set?.delete(socket);
      if (set && !set.size) {
        sockets.delete(channel);
        void subscriber.unsubscribe(prefix + channel);
      }
    }
  });
  socket.send('ready');
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});
