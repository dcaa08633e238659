import { defineConfig } from 'vitest/config';

// The bundle budgets read the production build, so npm test runs them after the build (scripts/test.mjs).
export default defineConfig({
  test: {
    include: ['test/bundle/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC', NODE_ENV: 'production' },
  },
});
