import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql module for type-graphql, Apollo and the tests ("another module or realm" otherwise).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Vitest's default leaves a core to its own process, which idles here: on two cores that
    // ran the files one at a time, twice as long as two at once. At most four: each file's app
    // holds PostgreSQL connections of its own.
    maxWorkers: Math.min(4, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
