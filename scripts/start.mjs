#!/usr/bin/env node
// npm start: install when needed, find or start MySQL/MariaDB and Redis, migrate, seed the demo
// practice, build, then run API, web and worker together until Ctrl-C.
//
//   npm start                 as above (rebuilds only when sources are newer than the build)
//   npm start -- --rebuild    always rebuild
//   npm start -- --no-build   never build (use what is in dist/ and build/)
//   npm start -- --no-seed    skip the demo seeder
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase } from './lib/databases.mjs';
import { PRODUCTION_NODE_OPTIONS, REPO_ROOT, loadEnv, localStripeEnv } from './lib/env.mjs';
import {
  ensureDependencies,
  NPM,
  onPinnedNode,
  paint,
  portInUse,
  ProcessGroup,
  run,
  waitForHttp,
} from './lib/procs.mjs';
import { provision } from './lib/provision.mjs';
import { ensureServices } from './lib/services.mjs';

const flags = new Set(process.argv.slice(2));
const root = REPO_ROOT;
const say = (line = '') => console.log(line);
const step = (text) => say(paint('bold', `\n▸ ${text}`));
/** The processes started so far: the fake Stripe first (when used), then api, web and worker. */
let group;

function fail(message) {
  console.error(paint('red', `\nnpm start: ${message}`));
  // Whatever already runs (the fake Stripe) stops with us.
  if (group) for (const { child } of group.children.values()) child.kill('SIGTERM');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Build freshness: rebuild when any source is newer than the oldest build output.

const BUILD_OUTPUTS = [
  'legacy-api/dist/server.js',
  'legacy-api/dist/cli.js',
  'jobs/dist/worker.js',
  'remix-app/build/server/index.js',
];
const BUILD_INPUTS = [
  'package-lock.json',
  'scripts/bundle.mjs',
  'legacy-api/src',
  'legacy-api/package.json',
  'jobs/src',
  'jobs/package.json',
  'remix-app/app',
  'remix-app/public',
  'remix-app/package.json',
  'remix-app/vite.config.ts',
  'remix-app/tsconfig.json',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.cache', 'test', '__tests__']);

function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function buildIsStale() {
  let oldestOutput = Infinity;
  for (const output of BUILD_OUTPUTS) {
    try {
      oldestOutput = Math.min(oldestOutput, statSync(path.join(root, output)).mtimeMs);
    } catch {
      return `${output} is missing`;
    }
  }
  const newestInput = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return newestInput > oldestOutput ? 'sources changed since the last build' : null;
}

// ---------------------------------------------------------------------------------------------

const { env, dataDir, fromFile, problems } = loadEnv({ root });
if (problems.length) fail(`the environment has problems:\n  - ${problems.join('\n  - ')}`);
// No Stripe key: the local fake Stripe stands in (e2e/fakes/stripe.ts), so the demo subscribes and pays end to end.
const fakeStripe = localStripeEnv(env, dataDir);
if (fakeStripe) Object.assign(env, fakeStripe);
env.NODE_OPTIONS = [env.NODE_OPTIONS, PRODUCTION_NODE_OPTIONS].filter(Boolean).join(' ');

say(
  paint('bold', `${env.PRODUCT_NAME}: starting`) +
    (fromFile.length ? paint('grey', ` (.env: ${fromFile.join(', ')})`) : ''),
);

let shuttingDown = false;
const newGroup = () =>
  new ProcessGroup({
    onUnexpectedExit: (name, code, signal) =>
      void shutdown(1, `${name} exited (${signal ?? `code ${code}`})`),
  });
async function shutdown(code, why) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (why) say(paint('grey', `\n${why}: stopping api, web and worker ...`));
  if (group) await group.stopAll(Number(env.STOP_GRACE_MS) || 10_000);
  process.exit(code);
}
// Once the services run, a signal stops them all.
// While an npm step runs, run() passes signals on to it and npmStep exits when it ends.
let stepRunning = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    if (stepRunning) return; // run() passes it on to the step; npmStep stops the rest when the step ends
    if (group) void shutdown(code, signal === 'SIGINT' ? 'Ctrl-C' : signal);
    else process.exit(code);
  });
}

async function npmStep(label, args, extraEnv = {}) {
  stepRunning = true;
  const result = await run(NPM, args, { cwd: root, env: { ...env, ...extraEnv }, group: true, label });
  stepRunning = false;
  if (result.signal) await shutdown(128 + (result.signal === 'SIGINT' ? 2 : 15));
  if (result.code !== 0) {
    if (group) await group.stopAll(Number(env.STOP_GRACE_MS) || 10_000);
    fail(`${label} failed (npm ${args.join(' ')} exited with ${result.code ?? result.signal})`);
  }
}

try {
  step('Dependencies');
  await ensureDependencies(root, env);
  await onPinnedNode(root);
  say(`node_modules present; node ${process.version}`);

  step('Machine');
  await provision({ env, wantsBrowser: false, log: say });

  step('MySQL/MariaDB and Redis');
  const services = await ensureServices({
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir,
    log: say,
  });
  const shownDataDir = path.relative(root, dataDir).startsWith('..') ? dataDir : path.relative(root, dataDir);
  for (const s of Object.values(services)) {
    const where = s.private ? paint('grey', ` (private instance in ${shownDataDir}, pid ${s.pid})`) : '';
    say(`${s.kind === 'mariadb' ? 'database' : 'redis   '} ${s.host}:${s.port}  ${s.version}${where}`);
  }
  await ensureDatabase(env.DATABASE_URL, root, say);
} catch (error) {
  fail(error.message);
}

if (fakeStripe) {
  step('Fake Stripe (no STRIPE_SECRET_KEY)');
  if (await portInUse(Number(env.STRIPE_FAKE_PORT)))
    fail(
      `port ${env.STRIPE_FAKE_PORT} (STRIPE_FAKE_PORT) is already in use: stop what listens there or set it`,
    );
  group = newGroup();
  group.start('stripe', process.execPath, ['--import', 'tsx', 'e2e/fakes/stripe-server.ts'], {
    cwd: root,
    env,
    colour: 'grey',
  });
  try {
    await waitForHttp(`${env.STRIPE_API_BASE}/__health`, {
      timeoutMs: 30_000,
      accept: (status) => status === 200,
      stillAlive: () => group.isAlive('stripe'),
      what: 'the fake Stripe',
    });
  } catch (error) {
    await shutdown(1, error.message);
  }
}

step('Migrations');
await npmStep('migrations', ['run', 'migrate', '-w', '@tele/legacy-api']);

if (!flags.has('--no-seed')) {
  step('Demo practice');
  await npmStep('the demo seeder', ['run', 'seed:demo', '-w', '@tele/legacy-api']);
}

if (!flags.has('--no-build')) {
  const reason = flags.has('--rebuild') ? '--rebuild' : buildIsStale();
  if (reason) {
    step(`Build (${reason})`);
    await npmStep(
      'the build',
      ['run', 'build', '-w', '@tele/legacy-api', '-w', '@tele/jobs', '-w', '@tele/remix-app'],
      {
        NODE_ENV: 'production',
      },
    );
  } else {
    step('Build');
    say('up to date (npm start -- --rebuild to force)');
  }
}

step('Starting api, web and worker');
const missingOutputs = BUILD_OUTPUTS.filter((output) => !existsSync(path.join(root, output)));
if (missingOutputs.length) fail(`${missingOutputs.join(', ')} missing: run npm start without --no-build`);
for (const [name, port] of [
  ['API_PORT', env.API_PORT],
  ['WEB_PORT', env.WEB_PORT],
]) {
  if (await portInUse(Number(port)))
    fail(`port ${port} (${name}) is already in use: stop what listens there or set ${name}`);
}

group ??= newGroup();
const runtimeEnv = { ...env, NODE_ENV: 'production' };
group.start('api', process.execPath, ['legacy-api/dist/server.js'], {
  cwd: root,
  env: { ...runtimeEnv, PORT: env.API_PORT },
  colour: 'cyan',
});
// remix-app/server.js serves build/client relative to its working directory: run it from remix-app/.
group.start('web', process.execPath, ['server.js'], {
  cwd: path.join(root, 'remix-app'),
  env: { ...runtimeEnv, PORT: env.WEB_PORT },
  colour: 'magenta',
});
// With no SendGrid key on a developer's machine, nothing is delivered: the worker prints verification and
// reset links to its log so the flows can be followed (a deployment sets the key, and never this).
group.start('worker', process.execPath, ['jobs/dist/worker.js'], {
  cwd: root,
  env: env.SENDGRID_API_KEY ? runtimeEnv : { LOG_LINKS: 'true', ...runtimeEnv },
  colour: 'yellow',
});

const readyTimeoutMs = Number(env.START_READY_TIMEOUT_MS) || 120_000;
try {
  await waitForHttp(`http://127.0.0.1:${env.API_PORT}/health`, {
    timeoutMs: readyTimeoutMs,
    accept: (status) => status === 200,
    stillAlive: () => group.isAlive('api'),
    what: 'the API',
  });
  await waitForHttp(`http://127.0.0.1:${env.WEB_PORT}/`, {
    timeoutMs: readyTimeoutMs,
    accept: (status) => status < 500,
    stillAlive: () => group.isAlive('web'),
    what: 'the web server',
  });
} catch (error) {
  if (!shuttingDown) {
    console.error(paint('red', `\nnpm start: ${error.message}`));
    await shutdown(1);
  }
}

const local = `http://localhost:${env.WEB_PORT}`;
const lines = [
  `${env.PRODUCT_NAME} is running`,
  '',
  `  Open     ${local}${env.PUBLIC_URL.replace(/\/+$/, '') !== local ? `   (PUBLIC_URL ${env.PUBLIC_URL})` : ''}`,
  `  Log in   ${env.DEMO_EMAIL}`,
  `           ${env.DEMO_PASSWORD}`,
  `  API      ${env.API_URL}`,
  ...(fakeStripe ? [`  Stripe   local fake at ${env.STRIPE_API_BASE} (card 4242 4242 4242 4242)`] : []),
  '',
  '  Ctrl-C stops api, web and worker.',
];
const width = Math.max(...lines.map((l) => l.length)) + 2;
say(paint('green', `\n┌${'─'.repeat(width)}┐`));
for (const line of lines) say(paint('green', `│ ${line.padEnd(width - 1)}│`));
say(paint('green', `└${'─'.repeat(width)}┘\n`));
