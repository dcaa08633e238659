/**
 * Starts the e2e stack once per Playwright run:
 *   - a fresh database (E2E_DATABASE, default teletherapy_e2e) on the server of DATABASE_URL, migrated
 *   - a flushed Redis database (E2E_REDIS_DB, default 5) on the server of REDIS_URL
 *   - the fake SendGrid and Twilio servers, the Jitsi stub and the Stripe fake (in this process)
 *   - the BUILT api, web and worker (built first when an output is missing), logs in .artifacts/logs/
 * global-teardown.ts stops everything. Nothing here talks to a real provider. The parts are in support/stack.ts,
 * which the many-instances test shares.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertPortsFree,
  killLeftovers,
  logTails,
  newStack,
  prepareStack,
  removeFile,
  startFakes,
  startProcess,
  stopStack as stopProcesses,
  waitForProcess,
} from './support/stack.js';
import type { E2eStack } from './support/stack.js';
import { ARTIFACTS_DIR, e2eSettings } from './support/settings.js';

const LOG_DIR = path.join(ARTIFACTS_DIR, 'logs');
const STACK_FILE = path.join(ARTIFACTS_DIR, 'stack.json');

export type { E2eStack };

declare global {
  var __teleE2eStack: E2eStack | undefined;
}

const say = (line: string) => console.warn(`[e2e] ${line}`);

export default async function globalSetup(): Promise<void> {
  const settings = e2eSettings();
  killLeftovers(STACK_FILE, say);

  if (!existsSync(settings.chromiumPath)) {
    throw new Error(
      `Chromium is not at ${settings.chromiumPath}: apt-get install chromium (or set CHROMIUM_PATH). Never download browsers here.`,
    );
  }

  const env = await prepareStack(settings, { redisPrefix: 'tt-e2e', say });
  await assertPortsFree([
    settings.apiPort,
    settings.webPort,
    settings.sendgridPort,
    settings.twilioPort,
    settings.jitsiPort,
    settings.stripePort,
  ]);

  const stack = newStack(LOG_DIR, env);
  globalThis.__teleE2eStack = stack;
  try {
    await startFakes(stack, settings);
    startProcess(stack, 'api', 'api', settings.apiPort);
    startProcess(stack, 'web', 'web', settings.webPort);
    startProcess(stack, 'worker', 'worker');
    writeFileSync(STACK_FILE, JSON.stringify({ pids: stack.pids }, null, 2));

    await waitForProcess(stack, 'api', 'api', settings.apiPort);
    await waitForProcess(stack, 'web', 'web', settings.webPort);
    // The worker has no port: give it a moment and make sure it did not die on start.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!stack.group.isAlive('worker')) throw new Error('the worker exited on start');
    say(
      `stack ready: web ${settings.webUrl}, api ${settings.apiUrl}, fakes ${settings.sendgridUrl} ${settings.twilioUrl} ${settings.jitsiUrl} ${settings.stripeUrl}`,
    );
  } catch (error) {
    const logs = logTails(stack, ['api', 'web', 'worker']);
    await stopStack(stack);
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
}

export async function stopStack(stack: E2eStack | undefined): Promise<void> {
  await stopProcesses(stack);
  removeFile(STACK_FILE);
  globalThis.__teleE2eStack = undefined;
}
