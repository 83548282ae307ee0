import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { lagosTime, replay2023 } from '../modules/election/replay.js';
import { recordSynthetic, SYNTHETIC_RULE, syntheticWatch } from '../modules/watch/synthetic.js';
import { createLogger } from '../shared/logger.js';
import { createInProcessPubSub, createRedisPubSub } from '../shared/pubsub.js';

const USAGE = `Streams INEC's real 2023 upload timeline into a labelled replay election.

  pnpm replay:2023 [--speed 600|max] [--from 2023-02-26T12:00:00Z] [--watch [--watch-seed 2023]]

--speed   2023 seconds per real second (1 to 1,000,000), or max
--from    start the clock here; earlier sheets go in at once
--watch   also stream a synthetic, clearly labelled polling-unit watch (incident reports and members'
          readings of the sheets) drawn by a stated rule from the seed (the same seed, the same set)`;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** `pnpm replay:2023 --speed 600 [--from 2023-02-26T12:00:00Z] [--watch [--watch-seed 2023]]` */
async function main() {
  const speedArg = argument('speed') ?? '600';
  const speed = speedArg === 'max' ? Infinity : Number(speedArg);
  if (!(speed > 0 && (speed <= 1_000_000 || speed === Infinity))) fail(`--speed must be a number from 1 to 1,000,000, or max; got ${speedArg}`);
  const fromArg = argument('from');
  const from = fromArg ? new Date(fromArg) : undefined;
  if (from && Number.isNaN(from.getTime())) fail(`--from must be a time such as 2023-02-26T12:00:00Z; got ${fromArg}`);
  const watch = process.argv.includes('--watch');
  const seed = Number(argument('watch-seed') ?? '2023');
  if (!Number.isInteger(seed)) fail(`--watch-seed must be a whole number; got ${argument('watch-seed')}`);

  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  if (!config.redisUrl) {
    logger.warn('REDIS_URL is not set: the running api will not hear this replay live (its pages poll instead)');
  }
  const pubsub = config.redisUrl ? createRedisPubSub(config.redisUrl, config.redisKeyPrefix, logger) : createInProcessPubSub();
  if (watch) console.log(`Synthetic watch (seed ${seed}): ${SYNTHETIC_RULE}`);
  const draw = syntheticWatch(seed);
  let lastPrint = 0;
  try {
    await replay2023({
      orm: db.orm,
      pubsub,
      logger,
      speed,
      from,
      onSheets: watch ? (electionId, sheets) => recordSynthetic(db.orm.em.fork(), pubsub, electionId, draw(sheets)) : undefined,
      onBatch: ({ clock, sheets, total }) => {
        if (Date.now() - lastPrint < 2000 && sheets < total) return;
        lastPrint = Date.now();
        console.log(`replay ${lagosTime(clock)} WAT: ${sheets.toLocaleString('en-NG')} of ${total.toLocaleString('en-NG')} sheets`);
      },
    });
    console.log('replay finished');
  } finally {
    await pubsub.close();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
