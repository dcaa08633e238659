import { defineConfig } from 'vitest/config';

// Unit tests run without the Remix plugin: they exercise plain modules, not routes. The tests beside serve.js
// (*.test.ts at the top) exercise the web server itself: its guards, and serve.js started as a process.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles: ['./test/setup-unit.ts'],
    restoreMocks: true,
  },
});
