/**
 * A workspace's vitest projects when some of its files need the machine to themselves (legacy-api's API
 * processes under load, the jobs' worker processes against deadlines): `parallel`, every file but the
 * `*.alone.test.ts` ones, two at a time (each file gets its own database and Redis prefix; two suit a two-core
 * machine); then `alone`, those files one at a time, once every parallel file has finished
 * (`sequence.groupOrder`).
 */
export function parallelThenAlone<Shared extends object>(
  shared: Shared,
  { include, alone }: { include: string[]; alone: string[] },
) {
  return [
    {
      test: {
        ...shared,
        name: 'parallel',
        include,
        exclude: ['**/node_modules/**', '**/*.alone.test.ts'],
        maxWorkers: 2,
        sequence: { groupOrder: 0 },
      },
    },
    {
      test: { ...shared, name: 'alone', include: alone, fileParallelism: false, sequence: { groupOrder: 1 } },
    },
  ];
}
