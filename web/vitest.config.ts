import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Chakra's first render in jsdom is slow, and slower on a shared machine: a generous timeout.
      testTimeout: 60000,
      // One file per core: Vitest's default leaves a core to its own process, which idles
      // while jsdom renders (two cores: 210 s one file at a time, 131 s two at a time).
      maxWorkers: Math.min(4, availableParallelism()),
    },
  }),
);
