/**
 * The many-instances test (issue 31): two API, two web and two worker processes behind HAProxy, driven over
 * HTTP (no browser). `npm test` runs it as the suite `many-instances`; alone:
 * `cd e2e && npx playwright test -c many-instances`. See e2e/README.md.
 */
import { defineConfig } from '@playwright/test';
import { useManyInstancesSettings } from './settings.js';

// Before anything reads e2eSettings(): HAProxy's ports, this stack's fakes, database and Redis db.
useManyInstancesSettings();

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../.artifacts/many-instances/test-results',
  globalSetup: './global-setup.ts',
  // The scenarios share one stack and kill part of it: one after the other, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI) && process.env.CI !== 'false',
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
});
