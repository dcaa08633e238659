/**
 * Starts the e2e stack once per Playwright run:
 *   - a fresh database (E2E_DATABASE, default teletherapy_e2e) on the server of DATABASE_URL, migrated
 *   - a flushed Redis database (E2E_REDIS_DB, default 5) on the server of REDIS_URL
 *   - the fake SendGrid and Twilio servers and the Jitsi stub (in this process)
 *   - the BUILT api, web and worker (built first when an output is missing), logs in .artifacts/logs/
 * global-teardown.ts stops everything. Nothing here talks to a real provider.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadEnv, PRODUCTION_NODE_OPTIONS, PROVIDER_SECRETS } from '../scripts/lib/env.mjs';
import { NPM, portInUse, ProcessGroup, run, waitForHttp } from '../scripts/lib/procs.mjs';
import { recreateDatabase, withDatabase, withRedisDb } from '../scripts/lib/databases.mjs';
import { redisCommand } from '../scripts/lib/service-urls.mjs';
import { ensureServices } from '../scripts/lib/services.mjs';
import { startJitsiFake } from './fakes/jitsi.js';
import type { JitsiFake } from './fakes/jitsi.js';
import { startSendGridFake } from './fakes/sendgrid.js';
import { startStripeFake } from './fakes/stripe.js';
import type { StripeFake } from './fakes/stripe.js';
import type { SendGridFake } from './fakes/sendgrid.js';
import { startTwilioFake } from './fakes/twilio.js';
import type { TwilioFake } from './fakes/twilio.js';
import { ARTIFACTS_DIR, e2eSettings, REPO_DIR } from './support/settings.js';

const execFileAsync = promisify(execFile);
const LOG_DIR = path.join(ARTIFACTS_DIR, 'logs');
const STACK_FILE = path.join(ARTIFACTS_DIR, 'stack.json');
const BUILD_OUTPUTS = ['legacy-api/dist/server.js', 'jobs/dist/worker.js', 'remix-app/build/server/index.js'];
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS) || 90_000;
const SWEEP_EVERY_MS = 5_000;

export interface E2eStack {
  group: ProcessGroup;
  sendgrid?: SendGridFake;
  twilio?: TwilioFake;
  jitsi?: JitsiFake;
  stripe?: StripeFake;
  logs: WriteStream[];
}

declare global {
  var __teleE2eStack: E2eStack | undefined;
}

const say = (line: string) => console.warn(`[e2e] ${line}`);

function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Stops processes a previous, crashed run left behind (only pids it recorded, checked by command line). */
function killLeftovers(): void {
  if (!existsSync(STACK_FILE)) return;
  try {
    const previous = JSON.parse(readFileSync(STACK_FILE, 'utf8')) as { pids: Record<string, number> };
    for (const [name, pid] of Object.entries(previous.pids)) {
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (/dist\/server\.js|dist\/worker\.js|server\.js/.test(cmdline)) {
        say(`stopping ${name} (pid ${pid}) left over from a previous run`);
        process.kill(pid, 'SIGKILL');
      }
    }
  } catch {
    // unreadable: ignore
  }
  rmSync(STACK_FILE, { force: true });
}

export default async function globalSetup(): Promise<void> {
  const settings = e2eSettings();
  mkdirSync(LOG_DIR, { recursive: true });
  killLeftovers();

  if (!existsSync(settings.chromiumPath)) {
    throw new Error(
      `Chromium is not at ${settings.chromiumPath}: apt-get install chromium (or set CHROMIUM_PATH). Never download browsers here.`,
    );
  }

  const { env: base, dataDir } = loadEnv({ root: REPO_DIR, generateSecret: false });
  for (const name of PROVIDER_SECRETS) delete base[name];

  await ensureServices({ databaseUrl: base.DATABASE_URL!, redisUrl: base.REDIS_URL!, dataDir, log: say });

  const databaseUrl = withDatabase(base.DATABASE_URL!, settings.database);
  const redisUrl = withRedisDb(base.REDIS_URL!, settings.redisDb);
  say(`fresh database ${settings.database}, Redis db ${settings.redisDb}`);
  await recreateDatabase(databaseUrl, REPO_DIR);
  await redisCommand(redisUrl, 'FLUSHDB');

  const env: Record<string, string> = {
    ...base,
    NODE_ENV: 'production',
    NODE_OPTIONS: [base.NODE_OPTIONS, PRODUCTION_NODE_OPTIONS].filter(Boolean).join(' '),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: 'tt-e2e',
    API_PORT: String(settings.apiPort),
    API_HOST: '127.0.0.1',
    WEB_PORT: String(settings.webPort),
    API_URL: settings.apiUrl,
    PUBLIC_URL: settings.webUrl,
    SESSION_SECRET: settings.sessionSecret,
    API_INTERNAL_SECRET: settings.internalSecret,
    ROOM_SECRET: settings.roomSecret,
    SENDGRID_API_KEY: settings.sendgridApiKey,
    SENDGRID_BASE_URL: settings.sendgridUrl,
    MAIL_FROM: settings.mailFrom,
    TWILIO_ACCOUNT_SID: settings.twilioAccountSid,
    TWILIO_AUTH_TOKEN: settings.twilioAuthToken,
    TWILIO_FROM: settings.twilioFrom,
    TWILIO_BASE_URL: settings.twilioUrl,
    // The video rooms open in the Jitsi stub (its own origin, so the CSP is tested as it ships).
    JITSI_DOMAIN: settings.jitsiUrl,
    // As a self-hosted Jitsi: each admitted participant's room gets a signed token (ADR 0022).
    JITSI_APP_ID: settings.jitsiAppId,
    JITSI_APP_SECRET: settings.jitsiAppSecret,
    // Stripe is the fake (its webhooks go to the API; its /v3 is the Stripe.js the pages load).
    STRIPE_SECRET_KEY: settings.stripeSecretKey,
    STRIPE_PUBLISHABLE_KEY: settings.stripePublishableKey,
    STRIPE_WEBHOOK_SECRET: settings.stripeWebhookSecret,
    STRIPE_API_BASE: settings.stripeUrl,
    // Journeys log in many times a minute from one address.
    RATE_LIMIT_MAX: process.env.E2E_RATE_LIMIT_MAX || '10000',
    RATE_LIMIT_ADDRESS_MAX: process.env.E2E_RATE_LIMIT_MAX || '10000',
    RATE_LIMIT_ACCOUNT_MAX: process.env.E2E_RATE_LIMIT_MAX || '10000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
  };

  try {
    await execFileAsync(NPM, ['run', 'migrate', '-w', '@tele/legacy-api'], {
      cwd: REPO_DIR,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`migrating ${settings.database} failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`);
  }

  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(path.join(REPO_DIR, file)));
  if (missing.length) {
    say(`building (missing ${missing.join(', ')})`);
    const result = await run(
      NPM,
      ['run', 'build', '-w', '@tele/legacy-api', '-w', '@tele/jobs', '-w', '@tele/remix-app'],
      {
        cwd: REPO_DIR,
        env: { ...env, NODE_ENV: 'production' },
      },
    );
    if (result.code !== 0) throw new Error('the build failed; see above');
  }

  for (const port of [
    settings.apiPort,
    settings.webPort,
    settings.sendgridPort,
    settings.twilioPort,
    settings.jitsiPort,
    settings.stripePort,
  ]) {
    if (await portInUse(port))
      throw new Error(
        `port ${port} is already in use; stop what listens there or set the E2E_*_PORT variables`,
      );
  }

  const stack: E2eStack = {
    group: new ProcessGroup({
      onUnexpectedExit: (name, code, signal) =>
        console.error(
          `[e2e] ${name} exited unexpectedly (${signal ?? `code ${code}`}); see ${path.join(LOG_DIR, `${name}.log`)}`,
        ),
    }),
    logs: [],
  };
  globalThis.__teleE2eStack = stack;

  try {
    stack.sendgrid = await startSendGridFake({
      port: settings.sendgridPort,
      apiKey: settings.sendgridApiKey,
    });
    stack.twilio = await startTwilioFake({
      port: settings.twilioPort,
      accountSid: settings.twilioAccountSid,
      authToken: settings.twilioAuthToken,
    });
    stack.jitsi = await startJitsiFake({ port: settings.jitsiPort });
    stack.stripe = await startStripeFake({
      port: settings.stripePort,
      secretKey: settings.stripeSecretKey,
      publishableKey: settings.stripePublishableKey,
      webhookSecret: settings.stripeWebhookSecret,
      webhookUrl: `${settings.apiUrl}/api/payment/webhook`,
    });

    const verbose = Boolean(process.env.E2E_VERBOSE);
    const logWriter = (name: string) => {
      const stream = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: 'w' });
      stack.logs.push(stream);
      return (line: string) => {
        stream.write(`${line}\n`);
        if (verbose) process.stdout.write(`${name.padEnd(6)}| ${line}\n`);
      };
    };
    const children = {
      api: stack.group.start('api', process.execPath, ['legacy-api/dist/server.js'], {
        cwd: REPO_DIR,
        env: { ...env, PORT: String(settings.apiPort) },
        write: logWriter('api'),
      }),
      web: stack.group.start('web', process.execPath, ['server.js'], {
        cwd: path.join(REPO_DIR, 'remix-app'),
        env: { ...env, PORT: String(settings.webPort) },
        write: logWriter('web'),
      }),
      worker: stack.group.start('worker', process.execPath, ['jobs/dist/worker.js'], {
        cwd: REPO_DIR,
        // Sweeps every 5 s rather than every minute: a journey waits seconds for what time drives.
        env: { ...env, SWEEP_EVERY_MS: String(SWEEP_EVERY_MS) },
        write: logWriter('worker'),
      }),
    };
    writeFileSync(
      STACK_FILE,
      JSON.stringify(
        { pids: Object.fromEntries(Object.entries(children).map(([name, child]) => [name, child.pid])) },
        null,
        2,
      ),
    );

    await waitForHttp(`${settings.apiUrl}/health`, {
      timeoutMs: READY_TIMEOUT_MS,
      accept: (status) => status === 200,
      stillAlive: () => stack.group.isAlive('api'),
      what: 'the API',
    });
    await waitForHttp(`http://127.0.0.1:${settings.webPort}/login`, {
      timeoutMs: READY_TIMEOUT_MS,
      accept: (status) => status < 500,
      stillAlive: () => stack.group.isAlive('web'),
      what: 'the web server',
    });
    // The worker has no port: give it a moment and make sure it did not die on start.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!stack.group.isAlive('worker')) throw new Error('the worker exited on start');
    say(
      `stack ready: web ${settings.webUrl}, api ${settings.apiUrl}, fakes ${settings.sendgridUrl} ${settings.twilioUrl} ${settings.jitsiUrl} ${settings.stripeUrl}`,
    );
  } catch (error) {
    const logs = ['api', 'web', 'worker']
      .map(
        (name) =>
          `--- ${name} (${path.join(LOG_DIR, `${name}.log`)})\n${tail(path.join(LOG_DIR, `${name}.log`))}`,
      )
      .join('\n');
    await stopStack(stack);
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
}

export async function stopStack(stack: E2eStack | undefined): Promise<void> {
  if (!stack) return;
  await stack.group.stopAll(10_000);
  await Promise.all([
    stack.sendgrid?.close(),
    stack.twilio?.close(),
    stack.jitsi?.close(),
    stack.stripe?.close(),
  ]);
  await Promise.all(stack.logs.map((stream) => new Promise<void>((resolve) => stream.end(() => resolve()))));
  rmSync(STACK_FILE, { force: true });
  globalThis.__teleE2eStack = undefined;
}
