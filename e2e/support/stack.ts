/**
 * Starting the e2e stacks: a fresh, migrated database and a flushed Redis db, the fakes (SendGrid, Twilio, the
 * Jitsi stub and Stripe) in this process, and the BUILT api, web and worker processes with the env that points
 * them at the fakes. The journeys' global setup starts one of each (`global-setup.ts`); the many-instances test
 * two of each behind HAProxy (`many-instances/global-setup.ts`). Nothing here talks to a real provider.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadEnv, PRODUCTION_NODE_OPTIONS, PROVIDER_SECRETS } from '../../scripts/lib/env.mjs';
import { NPM, portInUse, ProcessGroup, run, waitForHttp } from '../../scripts/lib/procs.mjs';
import { recreateDatabase, withDatabase, withRedisDb } from '../../scripts/lib/databases.mjs';
import { redisCommand } from '../../scripts/lib/service-urls.mjs';
import { ensureServices } from '../../scripts/lib/services.mjs';
import { startJitsiFake } from '../fakes/jitsi.js';
import type { JitsiFake } from '../fakes/jitsi.js';
import { startSendGridFake } from '../fakes/sendgrid.js';
import type { SendGridFake } from '../fakes/sendgrid.js';
import { startStripeFake } from '../fakes/stripe.js';
import type { StripeFake } from '../fakes/stripe.js';
import { startTwilioFake } from '../fakes/twilio.js';
import type { TwilioFake } from '../fakes/twilio.js';
import { REPO_DIR } from './settings.js';
import type { E2eSettings } from './settings.js';

const execFileAsync = promisify(execFile);
const BUILD_OUTPUTS = ['legacy-api/dist/server.js', 'jobs/dist/worker.js', 'remix-app/build/server/index.js'];
export const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS) || 90_000;
/** The worker sweeps every 5 s rather than every minute: a test waits seconds for what time drives. */
const SWEEP_EVERY_MS = 5_000;

export type ProcessKind = 'api' | 'web' | 'worker';

export interface E2eStack {
  group: ProcessGroup;
  logDir: string;
  env: Record<string, string>;
  sendgrid?: SendGridFake;
  twilio?: TwilioFake;
  jitsi?: JitsiFake;
  stripe?: StripeFake;
  logs: WriteStream[];
  /** The pid of each started process, by name. */
  pids: Record<string, number>;
}

export function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * A fresh database (`settings.database`) migrated, a flushed Redis db (`settings.redisDb`), the build when an
 * output is missing; answers the env of the api, web and worker processes.
 */
export async function prepareStack(
  settings: E2eSettings,
  options: { redisPrefix: string; say: (line: string) => void },
): Promise<Record<string, string>> {
  const { say } = options;
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
    REDIS_PREFIX: options.redisPrefix,
    API_HOST: '127.0.0.1',
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
      { cwd: REPO_DIR, env: { ...env, NODE_ENV: 'production' } },
    );
    if (result.code !== 0) throw new Error('the build failed; see above');
  }
  return env;
}

/** Throws, naming the port, when something already listens on one of them. */
export async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    if (await portInUse(port))
      throw new Error(
        `port ${port} is already in use; stop what listens there or set the E2E_*_PORT variables`,
      );
  }
}

/** A stack with no process yet: its process group, log folder and the env prepareStack answered. */
export function newStack(logDir: string, env: Record<string, string>): E2eStack {
  mkdirSync(logDir, { recursive: true });
  return {
    group: new ProcessGroup({
      onUnexpectedExit: (name, code, signal) =>
        console.error(
          `[e2e] ${name} exited unexpectedly (${signal ?? `code ${code}`}); see ${path.join(logDir, `${name}.log`)}`,
        ),
    }),
    logDir,
    env,
    logs: [],
    pids: {},
  };
}

/** The fakes, in this process, on the settings' ports (Stripe's webhooks go to `settings.apiUrl`). */
export async function startFakes(stack: E2eStack, settings: E2eSettings): Promise<void> {
  stack.sendgrid = await startSendGridFake({ port: settings.sendgridPort, apiKey: settings.sendgridApiKey });
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
}

/** Writes a process's output to `<logDir>/<name>.log` (and to stdout with E2E_VERBOSE). */
export function logWriter(stack: E2eStack, name: string): (line: string) => void {
  const stream = createWriteStream(path.join(stack.logDir, `${name}.log`), { flags: 'w' });
  stack.logs.push(stream);
  const verbose = Boolean(process.env.E2E_VERBOSE);
  return (line: string) => {
    stream.write(`${line}\n`);
    if (verbose) process.stdout.write(`${name.padEnd(8)}| ${line}\n`);
  };
}

const ENTRY: Record<ProcessKind, { cwd: string; args: string[] }> = {
  api: { cwd: REPO_DIR, args: ['legacy-api/dist/server.js'] },
  web: { cwd: path.join(REPO_DIR, 'remix-app'), args: ['server.js'] },
  worker: { cwd: REPO_DIR, args: ['jobs/dist/worker.js'] },
};

/** Starts one built api (on `port`), web (on `port`) or worker process named `name`. */
export function startProcess(
  stack: E2eStack,
  name: string,
  kind: ProcessKind,
  port?: number,
  extraEnv: Record<string, string> = {},
): void {
  const env: Record<string, string> = { ...stack.env, ...extraEnv };
  if (kind === 'api') Object.assign(env, { PORT: String(port), API_PORT: String(port) });
  if (kind === 'web') Object.assign(env, { PORT: String(port), WEB_PORT: String(port) });
  if (kind === 'worker') env.SWEEP_EVERY_MS = String(SWEEP_EVERY_MS);
  const child = stack.group.start(name, process.execPath, ENTRY[kind].args, {
    cwd: ENTRY[kind].cwd,
    env,
    write: logWriter(stack, name),
  });
  if (child.pid) stack.pids[name] = child.pid;
}

/** Waits for `GET /health` of an API process (200) or `/login` of a web process (below 500). */
export async function waitForProcess(
  stack: E2eStack,
  name: string,
  kind: 'api' | 'web',
  port: number,
): Promise<void> {
  await waitForHttp(`http://127.0.0.1:${port}${kind === 'api' ? '/health' : '/login'}`, {
    timeoutMs: READY_TIMEOUT_MS,
    accept: (status) => (kind === 'api' ? status === 200 : status < 500),
    stillAlive: () => stack.group.isAlive(name),
    what: kind === 'api' ? `the API (${name})` : `the web server (${name})`,
  });
}

/** The last lines of each named process's log, for an error message. */
export function logTails(stack: E2eStack, names: string[]): string {
  return names
    .map((name) => {
      const file = path.join(stack.logDir, `${name}.log`);
      return `--- ${name} (${file})\n${tail(file)}`;
    })
    .join('\n');
}

/** Stops the processes (SIGTERM, then SIGKILL) and the fakes, and closes the logs. */
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
}

/**
 * Stops the processes a previous, crashed run left behind: only the pids its stack file recorded, checked by
 * command line.
 */
export function killLeftovers(stackFile: string, say: (line: string) => void): void {
  if (!existsSync(stackFile)) return;
  try {
    const previous = JSON.parse(readFileSync(stackFile, 'utf8')) as { pids: Record<string, number> };
    for (const [name, pid] of Object.entries(previous.pids)) {
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (/dist\/server\.js|dist\/worker\.js|server\.js|haproxy/.test(cmdline)) {
        say(`stopping ${name} (pid ${pid}) left over from a previous run`);
        process.kill(pid, 'SIGKILL');
      }
    }
  } catch {
    // unreadable: ignore
  }
  rmSync(stackFile, { force: true });
}

/** Removes a file when present (the stack files of a run). */
export function removeFile(file: string): void {
  rmSync(file, { force: true });
}
