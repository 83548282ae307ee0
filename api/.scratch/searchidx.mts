import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { benchDatabaseUrl } from '../bench/harness.js';
import { geoCatalog, pollingUnitIndex, placeSearchIndex } from '../src/modules/geo/geo.catalog.js';

const orm = await MikroORM.init(ormConfig(benchDatabaseUrl()));
const heap0 = process.memoryUsage();
let t = performance.now();
await pollingUnitIndex(orm.em);
console.log('units ms', (performance.now() - t).toFixed(0));
global.gc?.();
const heap1 = process.memoryUsage();
t = performance.now();
const index = await placeSearchIndex(orm.em);
console.log('search index ms', (performance.now() - t).toFixed(0));
global.gc?.();
const heap2 = process.memoryUsage();
const mb = (a: number, b: number) => ((b - a) / 1e6).toFixed(1);
console.log('units heap MB', mb(heap0.heapUsed, heap1.heapUsed), 'ext', mb(heap0.arrayBuffers, heap1.arrayBuffers));
console.log('search heap MB', mb(heap1.heapUsed, heap2.heapUsed), 'ext', mb(heap1.arrayBuffers, heap2.arrayBuffers), 'rss', mb(heap1.rss, heap2.rss));
const terms = ['eziama', 'primary school', 'ilupeju', 'town hall', 'market', 'kofar', 'mosque', 'ogunji', 'primery scool', 'central', 'ab', 'zu', 'school'];
for (const q of terms) {
  for (let i = 0; i < 50; i++) index.search(q, 20);
  const n = 500; t = performance.now();
  for (let i = 0; i < n; i++) index.search(q, 20);
  const lga = performance.now();
  for (let i = 0; i < n; i++) index.search(q, 20, '24/16');
  console.log(q.padEnd(16), ((lga - t) / n * 1000).toFixed(0).padStart(6), 'µs all', ((performance.now() - lga) / n * 1000).toFixed(0).padStart(6), 'µs in 24/16');
}
await orm.close();
