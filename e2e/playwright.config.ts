/**
 * Playwright journeys in Debian's Chromium (/usr/bin/chromium; never `npx playwright install`)
 * against the BUILT api, web and worker that global-setup.ts starts on their own ports, with fake
 * SendGrid and Twilio servers. See e2e/README.md.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, e2eSettings } from './support/settings.js';

const settings = e2eSettings();
const ci = Boolean(process.env.CI) && process.env.CI !== 'false';

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Two browsers at once (E2E_WORKERS): the journeys share one stack, each in a practice it signs up itself, so
  // files run side by side (on two cores: about 10 minutes instead of 22 one at a time).
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './.artifacts/report' }]],
  use: {
    baseURL: settings.webUrl,
    headless: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: settings.chromiumPath, args: CHROMIUM_ARGS },
      },
    },
  ],
});
