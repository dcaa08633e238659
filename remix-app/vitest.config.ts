import { defineConfig } from 'vitest/config';

// Unit tests run without the Remix plugin: they exercise plain modules, not routes.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles: ['./test/setup-unit.ts'],
    restoreMocks: true,
  },
});
