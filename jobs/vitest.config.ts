import { defineConfig } from 'vitest/config';

/**
 * Two projects, as legacy-api's: `parallel`, every file but the `*.alone.test.ts` ones, two at a time (each file
 * gets its own database and Redis prefix; two suit a two-core machine); then `alone`, the files that run whole
 * worker processes against deadlines and need the machine to themselves, one at a time once every parallel file
 * has finished (`sequence.groupOrder`).
 */
const shared = {
  environment: 'node' as const,
  env: { TZ: 'UTC', NODE_ENV: 'test' },
  setupFiles: ['test/support/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'parallel',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.alone.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: ['test/**/*.alone.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
