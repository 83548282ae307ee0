import { hostile } from '../test/hostile/documents.js';
import { RawSocket } from '../test/raw-socket.js';
import { percentile, startApi } from './harness.js';

const RUNS = 40;
const WARMUP = 5;
/** Every hostile document is refused within this, at the 99th percentile, over HTTP and WebSocket. */
const BUDGET_MS = 50;

/**
 * How long the api takes to refuse each hostile document of the security review (and its
 * neighbours just inside the token budget), over HTTP and over one WebSocket, one at a time, as
 * deployed; beside `{ __typename }`, the cheapest document it answers. Each refusal is checked to
 * be the expected error, so a document that slipped through can't look fast.
 */
export async function hostileBench(): Promise<boolean> {
  const api = await startApi();
  const socket = await new RawSocket(api.baseUrl).init();
  const http = async (query: string) => {
    const res = await fetch(`${api.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return ((await res.json()) as { errors?: { message: string }[]; data?: unknown });
  };
  const ws = async (query: string) => {
    const answer = await socket.answer(socket.subscribe(query));
    return answer.type === 'error' ? { errors: answer.payload as { message: string }[] } : answer.payload;
  };
  const time = async (send: (query: string) => Promise<{ errors?: { message: string }[] }>, query: string, expect: RegExp | null) => {
    const times: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now();
      const result = await send(query);
      const elapsed = performance.now() - started;
      const message = result.errors?.[0]?.message ?? null;
      if (expect ? !message || !expect.test(message) : message) throw new Error(`${query.slice(0, 40)}…: got ${message}`);
      if (run >= WARMUP) times.push(elapsed);
    }
    return times;
  };
  let ok = true;
  try {
    console.log(`${'document'.padEnd(52)} ${'http p50'.padStart(9)} ${'http p99'.padStart(9)} ${'ws p50'.padStart(9)} ${'ws p99'.padStart(9)}  budget`);
    const cases: [string, string, RegExp | null][] = [
      ['{ __typename } (answered, for comparison)', '{ __typename }', null],
      ...Object.entries(hostile).map(([name, { query, message }]) => [name, query, message] as [string, string, RegExp]),
    ];
    for (const [name, query, expect] of cases) {
      const overHttp = await time(http, query, expect);
      const overWs = await time(ws, query, expect);
      const worst = Math.max(percentile(overHttp, 99), percentile(overWs, 99));
      const within = !expect || worst <= BUDGET_MS;
      ok &&= within;
      const ms = (value: number) => value.toFixed(2).padStart(9);
      console.log(
        `${name.padEnd(52)} ${ms(percentile(overHttp, 50))} ${ms(percentile(overHttp, 99))} ${ms(percentile(overWs, 50))} ${ms(percentile(overWs, 99))}  ${expect ? `≤${BUDGET_MS} ms ${within ? 'ok' : 'OVER'}` : ''}`,
      );
    }
    if (!socket.isOpen) throw new Error(`the socket was closed: ${JSON.stringify(socket.closed)}`);
  } finally {
    await socket.close();
    await api.stop();
  }
  return ok;
}
