import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits a two-core machine.
    maxWorkers: 2,
  },
});
