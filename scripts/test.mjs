#!/usr/bin/env node
// npm test: every check of the repository, in order, continuing after failures.
//
//   typecheck, lint, format (prettier)   1 check each (their commands, each workspace's tsc apart, two at a time)
//   vitest: data legacy-api jobs remix-app stories   the tests each suite reports (a crash counts as 1 failed)
//   build                                1 check (each workspace's build, two at a time)
//   bundle: the web app's page budgets   the tests it reports (vitest against the fresh production build)
//   e2e (Playwright, built processes)    the tests it reports
//   many-instances (Playwright, no browser: two api, web and worker behind HAProxy)   the tests it reports
//
// The last line is exactly `N passed, N failed`; the exit code is 0 only when nothing failed.
// Before any suite: dependencies (npm install when node_modules is missing), the pinned Node (the script
// runs itself again under node_modules' Node 24 when started by another), then the machine's parts
// (scripts/lib/provision.mjs: MariaDB, Redis, Chromium and HAProxy from Debian's packages when missing and root,
// else one line saying what to run; the browser suites then count as failed with that reason, and many-instances
// is skipped saying why).
// Options: `npm test -- --only=vitest,e2e` (suite kinds or names; the kind e2e is both Playwright suites), TEST_SUITE_TIMEOUT_MS (default 15 min),
// TEST_E2E_TIMEOUT_MS (the browser journeys', default 35 min).
// `--only=build` builds and runs the bundle budgets on that build; `--only=bundle` builds the web app alone first.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase } from './lib/databases.mjs';
import { PROVIDER_SECRETS, REPO_ROOT, loadEnv } from './lib/env.mjs';
import { ensureDependencies, NPM, NPX, onPinnedNode, paint, run } from './lib/procs.mjs';
import { provision } from './lib/provision.mjs';
import { describeService, ensureServices } from './lib/services.mjs';

const root = REPO_ROOT;
const resultsDir = path.join(root, '.cache', 'test-results');
const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '')
  .slice('--only='.length)
  .split(',')
  .filter(Boolean);

const { env: loaded, dataDir, problems } = loadEnv({ root });
const env = { ...loaded, TZ: 'UTC', CI: loaded.CI || 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
// Tests talk to local fakes only, never to real e-mail, SMS or payment providers.
for (const name of PROVIDER_SECRETS) delete env[name];
delete env.NODE_ENV; // each tool sets its own (vitest: test, builds: production)
const suiteTimeoutMs = Number(env.TEST_SUITE_TIMEOUT_MS) || 15 * 60_000;
// The browser journeys (two workers against one stack whose fakes listen on fixed ports) take about 13 minutes on two
// cores; the limit leaves room for a slower machine.
const e2eTimeoutMs = Number(env.TEST_E2E_TIMEOUT_MS) || 35 * 60_000;

/** Why the browser suites (stories, e2e) cannot run on this machine, when they cannot. */
let browserMissing = '';
/** Why the many-instances test cannot run (no HAProxy), when it cannot. */
let balancerMissing = '';

/** @type {{ name: string, passed: number, failed: number, note: string, ms: number, skipped: boolean }[]} */
const results = [];
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
});

const heading = (text) =>
  console.log(paint('bold', `\n━━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`));
const record = (name, passed, failed, note = '', ms = 0, skipped = false) => {
  results.push({ name, passed, failed, note, ms, skipped });
  const colour = failed ? 'red' : 'green';
  console.log(paint(colour, `${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`));
};
const selected = (name, kind) => only.length === 0 || only.includes(name) || only.includes(kind);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function describeExit(result) {
  if (result.timedOut) return `killed after ${Math.round(suiteTimeoutMs / 60_000)} min`;
  if (result.signal) return `killed by ${result.signal}`;
  return `exit ${result.code}`;
}

// ---------------------------------------------------------------------------------------------
// typecheck, lint, format: single-threaded tools, so two run at a time (CI has two cores, idle meanwhile)

/** How many of the static checks' commands run at once. */
const STATIC_LANES = 2;

/** The workspaces with the npm script `script`, in the root package.json's order. */
function workspacesWith(script) {
  const workspaces = readJson(path.join(root, 'package.json'))?.workspaces ?? [];
  return workspaces.filter((ws) => readJson(path.join(root, ws, 'package.json'))?.scripts?.[script]);
}

/**
 * typecheck (each workspace's `tsc --noEmit`, one check for all of them), lint and format, their commands run
 * STATIC_LANES at a time with their output printed as each ends, and recorded in that order.
 */
/**
 * Runs `jobs` ({ label, command, args, cwd? }) `lanes` at a time with their output kept, printing each one's when
 * it ends; answers each job's result (with `endedAt`).
 */
async function runInLanes(jobs, { lanes = STATIC_LANES, extraEnv = {} } = {}) {
  const outcomes = new Map();
  let next = 0;
  const lane = async () => {
    while (next < jobs.length && !interrupted) {
      const job = jobs[next++];
      const result = await run(job.command, job.args, {
        cwd: job.cwd ?? root,
        env: { ...env, ...extraEnv },
        timeoutMs: suiteTimeoutMs,
        label: job.label,
        buffer: true,
      });
      const ok = result.code === 0;
      console.log(
        paint(
          ok ? 'green' : 'red',
          `${job.label}: ${ok ? 'ok' : describeExit(result)} (${(result.ms / 1000).toFixed(0)} s)`,
        ),
      );
      if (result.output.trim()) console.log(result.output.trimEnd());
      outcomes.set(job, { ...result, endedAt: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return outcomes;
}

async function staticChecks() {
  const jobs = [];
  if (selected('lint', 'lint'))
    jobs.push({ check: 'lint', label: 'lint', command: NPX, args: ['--no', 'eslint', '.'] });
  if (selected('typecheck', 'typecheck')) {
    for (const ws of workspacesWith('typecheck')) {
      jobs.push({
        check: 'typecheck',
        label: `typecheck ${ws}`,
        command: NPM,
        args: ['run', '--silent', 'typecheck'],
        cwd: path.join(root, ws),
      });
    }
  }
  // One formatting for code and docs alike (`npm run format` mends what this finds).
  if (selected('format', 'lint')) {
    jobs.push({
      check: 'format',
      label: 'format',
      command: NPX,
      args: ['--no', '--', 'prettier', '--check', '.', '--log-level', 'warn'],
    });
  }
  if (!jobs.length) return;
  heading(`typecheck, lint, format (${STATIC_LANES} at a time)`);
  const started = Date.now();
  const outcomes = await runInLanes(jobs);
  if (interrupted) return;
  for (const name of ['typecheck', 'lint', 'format']) {
    const mine = jobs.filter((job) => job.check === name);
    if (!mine.length) continue;
    const failed = mine.filter((job) => outcomes.get(job)?.code !== 0);
    // typecheck: from the first command's start to its last workspace's end.
    const ms =
      name === 'typecheck'
        ? Math.max(...mine.map((job) => outcomes.get(job)?.endedAt ?? started)) - started
        : (outcomes.get(mine[0])?.ms ?? 0);
    const note = failed.map((job) => `${job.label}: ${describeExit(outcomes.get(job))}`).join('; ');
    record(name, failed.length ? 0 : 1, failed.length ? 1 : 0, note, ms);
  }
}

/**
 * `npm run build` of every workspace that has one, two at a time (the web app's and Storybook's builds are mostly
 * single-threaded; the bundles of api and worker take seconds). The longest first. Answers { code, ms, note }.
 */
async function buildWorkspaces() {
  const longestFirst = ['remix-app', 'stories'];
  const rank = (ws) => (longestFirst.includes(ws) ? longestFirst.indexOf(ws) : longestFirst.length);
  const workspaces = workspacesWith('build').sort((a, b) => rank(a) - rank(b));
  const jobs = workspaces.map((ws) => ({
    label: `build ${ws}`,
    command: NPM,
    args: ['run', 'build'],
    cwd: path.join(root, ws),
  }));
  const started = Date.now();
  const outcomes = await runInLanes(jobs, { extraEnv: { NODE_ENV: 'production' } });
  const failed = jobs.filter((job) => outcomes.get(job)?.code !== 0);
  return {
    code: failed.length ? 1 : 0,
    ms: Date.now() - started,
    note: failed.map((job) => `${job.label}: ${describeExit(outcomes.get(job) ?? {})}`).join('; '),
  };
}

// ---------------------------------------------------------------------------------------------
// vitest

const VITEST_CONFIGS = /^vitest\.(config|workspace)\.[cm]?[jt]s$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.cache', 'storybook-static', 'coverage']);

function hasTestFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (
        !SKIP_DIRS.has(entry.name) &&
        !entry.name.startsWith('.') &&
        hasTestFiles(path.join(dir, entry.name))
      )
        return true;
    } else if (TEST_FILE.test(entry.name)) {
      return true;
    }
  }
  return false;
}

/** The suites that drive Chromium. */
const BROWSER_SUITES = new Set(['vitest stories', 'e2e']);

async function vitestSuite(workspace) {
  const name = `vitest ${workspace}`;
  if (!selected(name, 'vitest') && !selected(workspace, workspace)) return;
  if (BROWSER_SUITES.has(name) && browserMissing) {
    heading(name);
    record(name, 0, 1, `not run: ${browserMissing}`);
    return;
  }
  const cwd = path.join(root, workspace);
  const hasConfig = existsSync(cwd) && readdirSync(cwd).some((f) => VITEST_CONFIGS.test(f));
  if (!hasConfig && !hasTestFiles(cwd)) {
    heading(name);
    record(name, 0, 0, 'no vitest config or test files yet', 0, true);
    return;
  }
  heading(name);
  await runVitest({ name, cwd, report: workspace, args: hasConfig ? ['--passWithNoTests'] : [] });
}

/** Runs vitest in `cwd` and records its tests under `name` (a crash, or a file that fails to load, as failed). */
async function runVitest({ name, cwd, report: reportName, args: extraArgs = [] }) {
  mkdirSync(resultsDir, { recursive: true });
  const output = path.join(resultsDir, `${reportName}.json`);
  rmSync(output, { force: true });
  const args = [
    '--no',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...extraArgs,
  ];
  const result = await run(NPX, args, { cwd, env, timeoutMs: suiteTimeoutMs, label: name });
  const report = readJson(output);
  if (!report) {
    record(name, 0, 1, `no report: the suite crashed (${describeExit(result)})`, result.ms);
    return;
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const notes = [];
  // A file that fails to load reports no tests: count each such file as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  if (brokenFiles.length) {
    failed += brokenFiles.length;
    notes.push(`${brokenFiles.length} file(s) failed outside tests`);
  }
  if (result.code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`${describeExit(result)} with no failed test (errors outside tests)`);
  }
  if (result.timedOut) notes.push(describeExit(result));
  if (report.numPendingTests || report.numTodoTests)
    notes.push(`${(report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)} skipped`);
  if (passed + failed === 0) notes.push('no tests');
  record(name, passed, failed, notes.join('; '), result.ms);
}

// ---------------------------------------------------------------------------------------------
// The web app's bundle budgets (remix-app/bundle-budgets.ts): vitest over the production build

/** Written by the web app's build (remix-app/chunk-modules-plugin.ts): how the budgets know the build is fresh. */
const WEB_BUILD_MODULES = 'remix-app/build/.vite/client-modules.json';

async function bundleSuite(buildStartedAt) {
  const name = 'bundle';
  if (!selected(name, 'build')) return;
  heading(name);
  let isFresh = false;
  try {
    isFresh = statSync(path.join(root, WEB_BUILD_MODULES)).mtimeMs >= buildStartedAt;
  } catch {
    // no build at all
  }
  if (!isFresh) {
    // Measuring an older build would pass or fail for code that is no longer there.
    record(name, 0, 1, "not run: the web app's build failed");
    return;
  }
  await runVitest({
    name,
    cwd: path.join(root, 'remix-app'),
    report: 'bundle',
    args: ['--config', 'vitest.bundle.config.ts'],
  });
}

// ---------------------------------------------------------------------------------------------
// Playwright

const RUNTIME_OUTPUTS = [
  'legacy-api/dist/server.js',
  'jobs/dist/worker.js',
  'remix-app/build/server/index.js',
];

/** Whether the runtime outputs e2e and many-instances start are usable; else the reason they are not run. */
function runtimeBuildProblem(buildStartedAt, buildOk) {
  if (buildStartedAt === null || buildOk) return '';
  // The root build also builds Storybook; run them when the three runtime outputs were still built.
  const fresh = RUNTIME_OUTPUTS.every((file) => {
    try {
      return statSync(path.join(root, file)).mtimeMs >= buildStartedAt;
    } catch {
      return false;
    }
  });
  return fresh ? '' : 'not run: the build of api, worker or web failed';
}

/** Runs Playwright in e2e/ with `args` and records the tests its JSON report counts under `name`. */
async function runPlaywright(name, args) {
  const cwd = path.join(root, 'e2e');
  mkdirSync(resultsDir, { recursive: true });
  const output = path.join(resultsDir, `${name}.json`);
  rmSync(output, { force: true });
  const result = await run(NPX, ['--no', 'playwright', 'test', ...args, '--reporter=list,json'], {
    cwd,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    timeoutMs: e2eTimeoutMs,
    label: name,
  });
  const report = readJson(output);
  if (!report?.stats) {
    record(name, 0, 1, `no report: Playwright crashed (${describeExit(result)})`, result.ms);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  let failed = unexpected;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
  if (skipped) notes.push(`${skipped} skipped`);
  if ((report.errors ?? []).length && failed === 0) {
    failed = 1;
    notes.push(
      `error outside tests: ${String(report.errors[0].message ?? '')
        .split('\n')[0]
        .slice(0, 160)}`,
    );
  }
  if (result.code !== 0 && failed === 0) {
    failed = 1;
    notes.push(describeExit(result));
  }
  record(name, expected + flaky, failed, notes.join('; '), result.ms);
}

async function e2eSuite(buildStartedAt, buildOk) {
  const name = 'e2e';
  if (!selected(name, 'e2e')) return;
  heading(name);
  if (!existsSync(path.join(root, 'e2e', 'playwright.config.ts'))) {
    record(name, 0, 0, 'no e2e/playwright.config.ts', 0, true);
    return;
  }
  if (browserMissing) {
    record(name, 0, 1, `not run: ${browserMissing}`);
    return;
  }
  const buildProblem = runtimeBuildProblem(buildStartedAt, buildOk);
  if (buildProblem) {
    record(name, 0, 1, buildProblem);
    return;
  }
  await runPlaywright(name, []);
}

/** Two of each process behind HAProxy (e2e/many-instances): over HTTP, so it needs no browser. */
async function manyInstancesSuite(buildStartedAt, buildOk) {
  const name = 'many-instances';
  if (!selected(name, 'e2e')) return;
  heading(name);
  if (balancerMissing) {
    record(name, 0, 0, `skipped: ${balancerMissing}`, 0, true);
    return;
  }
  const buildProblem = runtimeBuildProblem(buildStartedAt, buildOk);
  if (buildProblem) {
    record(name, 0, 1, buildProblem);
    return;
  }
  await runPlaywright(name, ['-c', 'many-instances']);
}

// ---------------------------------------------------------------------------------------------

function printSummary() {
  const width = Math.max(...results.map((r) => r.name.length), 10) + 2;
  console.log(paint('bold', '\n━━━ Summary ━━━'));
  for (const r of results) {
    const counts = r.skipped
      ? '   skipped'
      : `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed`;
    const time = r.ms ? `${(r.ms / 1000).toFixed(0).padStart(5)} s` : '       ';
    const line = `  ${r.name.padEnd(width)} ${counts.padEnd(22)} ${time}  ${r.note}`;
    console.log(r.failed ? paint('red', line) : line);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

async function main() {
  if (problems.length) {
    heading('environment');
    record('environment', 0, 1, problems.join('; '));
    return;
  }

  heading('setup');
  try {
    await ensureDependencies(root, env);
  } catch (error) {
    record('install', 0, 1, error.message);
    return;
  }
  await onPinnedNode(root);
  console.log(`node ${process.version} (${process.execPath})`);
  const unmet = await provision({
    env,
    wantsBrowser:
      selected('vitest stories', 'vitest') || selected('stories', 'stories') || selected('e2e', 'e2e'),
    wantsBalancer: selected('many-instances', 'e2e'),
  });
  browserMissing = unmet.browser ?? '';
  balancerMissing = unmet.balancer ?? '';
  try {
    const services = await ensureServices({
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      dataDir,
    });
    for (const s of Object.values(services)) console.log(describeService(s));
    await ensureDatabase(env.DATABASE_URL, root, console.log);
  } catch (error) {
    // The suites that need a database or Redis will fail and say so; the others still run.
    console.error(paint('red', `services: ${error.message}`));
    record('services', 0, 1, error.message.split('\n')[0]);
  }

  const steps = [
    () => staticChecks(),
    () => vitestSuite('scripts'),
    () => vitestSuite('data'),
    () => vitestSuite('legacy-api'),
    () => vitestSuite('jobs'),
    () => vitestSuite('remix-app'),
    () => vitestSuite('stories'),
  ];
  for (const stepFn of steps) {
    if (interrupted) return;
    await stepFn();
  }
  if (interrupted) return;

  let buildStartedAt = null;
  let buildOk = true;
  const wantsE2e = selected('e2e', 'e2e') || selected('many-instances', 'e2e');
  if (selected('build', 'build') || wantsE2e) {
    buildStartedAt = Date.now() - 1000;
    // --only=e2e (or many-instances): the build is e2e's precondition rather than a check of its own.
    const asCheck = selected('build', 'build');
    if (asCheck) heading('build (two workspaces at a time)');
    const build = await buildWorkspaces();
    buildOk = build.code === 0;
    if (asCheck) record('build', buildOk ? 1 : 0, buildOk ? 0 : 1, build.note, build.ms);
  } else if (selected('bundle', 'build')) {
    // --only=bundle: the web app's build alone, its precondition rather than a check of its own.
    buildStartedAt = Date.now() - 1000;
    await run(NPM, ['run', 'build', '-w', '@tele/remix-app'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      timeoutMs: suiteTimeoutMs,
    });
  }
  if (interrupted) return;
  await bundleSuite(buildStartedAt);
  if (interrupted) return;
  await e2eSuite(buildStartedAt, buildOk);
  if (interrupted) return;
  await manyInstancesSuite(buildStartedAt, buildOk);
}

await main();
if (interrupted) {
  record('interrupted', 0, 1, 'Ctrl-C');
}
const failed = printSummary();
process.exit(interrupted ? 130 : failed === 0 ? 0 : 1);
