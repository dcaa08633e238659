/**
 * A workspace's vitest projects when some of its files need the machine to themselves (legacy-api's API
 * processes under load, the jobs' worker processes against deadlines): `parallel`, every `*.test.ts` under `src/`
 * and `test/` but the `*.alone.test.ts` ones, two at a time (each file gets its own database and Redis prefix;
 * two suit a two-core machine); then `alone`, the `*.alone.test.ts` files under `test/` one at a time, once every
 * parallel file has finished (`sequence.groupOrder`). Both run in Node, in UTC, with the same time limits;
 * `setupFiles` is the workspace's own.
 */
export function parallelThenAlone({ setupFiles = [] }: { setupFiles?: string[] } = {}) {
  const shared = {
    environment: 'node' as const,
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
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
  ];
}
