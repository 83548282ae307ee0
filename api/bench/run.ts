import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { feedsBench } from './feeds.bench.js';
import { geoBench } from './geo.bench.js';
import { hostileBench } from './hostile.bench.js';
import { moneyBench } from './money.bench.js';
import { peopleBench } from './people.bench.js';
import { resultsBench } from './results.bench.js';
import { scaleBench } from './scale.bench.js';
import { realtimeBench } from './realtime.bench.js';
import { watchBench } from './watch.bench.js';
import { webBench } from './web.bench.js';

/** `pnpm bench [suite…]`: every suite by default. Prints a table per suite; exits 1 when a budget is missed. */
const suites: Record<string, () => Promise<boolean>> = {
  geo: geoBench,
  feeds: feedsBench,
  people: peopleBench,
  realtime: realtimeBench,
  results: resultsBench,
  scale: scaleBench,
  money: moneyBench,
  hostile: hostileBench,
  web: webBench,
  watch: watchBench,
};

const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = chosen.filter((name) => !suites[name]);
if (unknown.length) {
  console.error(`unknown bench suite ${unknown.join(', ')}; suites: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
// The api runs from dist/, as deployed: compile what is checked out now.
execFileSync('pnpm', ['run', '--silent', 'build'], { stdio: 'inherit' });
let ok = true;
for (const name of chosen.length ? chosen : Object.keys(suites)) {
  console.log(`\n# ${name}`);
  ok = (await suites[name]()) && ok;
}
process.exit(ok ? 0 : 1);
