#!/usr/bin/env node
// npm run bench: the benchmarks of each workspace, one after the other, their output passed through.
//
//   legacy-api   the calendar's queries as the appointments table grows, and the API under load
//   webhooks     Stripe's signed webhooks into the API: events per second, each applied exactly once
//   messages     a thread's page and get-last-messages as the messages table grows, against a floor with the
//                same SQL; live delivery of a message to 200 open threads
//   articles     the blog's and the help centre's lists and help search at 100,000 articles through HTTP against a
//                floor with the same SQL; learn-chatbot's replies with 5,000 pairs and 10,000 help articles
//   availability free slots over a 60-day horizon for a provider with 5,000 future appointments, p99 under
//                20 ms, the ratio against the appointments floor (the busy read alone) printed beside it
//   audit        the client record's read with and without its audit-log entry, in process (at most 1.10x)
//   uploads      a 20 MB document upload into the API: streamed, the API's memory flat against the file's size
//   mixed        a 5-minute mixed load on the API (calendar, a client's record, messages, payments lists) at 32
//                connections: no errors, the whole run's p99 within 2x of the first 30 s', the heap flat after the
//                first minute (ADR 0050; BENCH_MIXED_SECONDS shortens it)
//   instances    the calendar read and a booking through HAProxy with one and with two API instances: the CPU
//                each request costs, which a second instance may raise by at most 10% (the balancer's share printed)
//   jobs         the reminder sweep's query as the tables grow, and sweep + fan-out + delivery of 10,000 reminders
//   remix-app    the /appointment (list and week), /dashboard and /client-management pages under load, through the built web
//                and API servers started afresh for each page: the first 30 s after a start and warm, where a
//                page's time goes (Server-Timing: loaders, API wait, render; CPU per page of each process), and
//                each process's memory idle, under two identical loads and after a full collection (ADR 0033)
//
// The servers under load are the production builds (built first) with the production Node options.
//
// Each runs even when an earlier one fails; the exit code is 0 only when all passed. MariaDB and Redis are
// started as private instances when nothing answers at DATABASE_URL / REDIS_URL (as `npm test` does).
// The benchmarks build (and cache) their own databases; options are the BENCH_* variables each one reads.
import { ensureDatabase } from './lib/databases.mjs';
import { PROVIDER_SECRETS, REPO_ROOT, loadEnv } from './lib/env.mjs';
import { NPM, paint, run } from './lib/procs.mjs';
import { provision } from './lib/provision.mjs';
import { describeService, ensureServices } from './lib/services.mjs';

const { env: loaded, dataDir, problems } = loadEnv({ root: REPO_ROOT });
const env = { ...loaded, TZ: 'UTC' };
// Benchmarks talk to local fakes only, never to real e-mail, SMS or payment providers.
for (const name of PROVIDER_SECRETS) delete env[name];
delete env.NODE_ENV; // each benchmark sets its own

const BENCHES = [
  // The API is measured on its production build, so the build comes first (and is never stale).
  { name: 'legacy-api', workspace: '@tele/legacy-api', build: ['@tele/legacy-api'] },
  // Stripe's webhooks into the built API (ADR 0035): at least 500 events a second, each applied exactly once.
  { name: 'webhooks', workspace: '@tele/legacy-api', script: 'bench:webhooks', build: ['@tele/legacy-api'] },
  // Secure messages (ADR 0040): a thread's page and get-last-messages at 10,000 and 1,000,000 messages against a
  // floor running the same SQL, and live delivery to 200 open threads (BENCH_MESSAGES, BENCH_OPEN_THREADS).
  { name: 'messages', workspace: '@tele/legacy-api', script: 'bench:messages' },
  // Articles, the help centre and the chatbot (ADR 0043): the lists and help search at 100,000 articles a library
  // at least 0.8 of a floor running the same SQL; learn-chatbot p99 under 50 ms (BENCH_ARTICLES, BENCH_CHATBOT_*).
  { name: 'articles', workspace: '@tele/legacy-api', script: 'bench:articles', build: ['@tele/legacy-api'] },
  // Free slots (issue 30, ADR 0051): 60 days of a provider with 5,000 appointments, p99 under 20 ms beside the
  // appointments floor (BENCH_AVAILABILITY_APPOINTMENTS, BENCH_AVAILABILITY_OTHERS).
  { name: 'availability', workspace: '@tele/legacy-api', script: 'bench:availability' },
  // The audit log (ADR 0049): the client record's read with its entry written at most 1.10x the read without it,
  // over a log of BENCH_AUDIT_ENTRIES (200,000) entries (BENCH_AUDIT_ROUNDS reads each).
  { name: 'audit', workspace: '@tele/legacy-api', script: 'bench:audit' },
  // A 20 MB document upload into the built API streams: its memory grows by far less than the file (ADR 0041).
  { name: 'uploads', workspace: '@tele/legacy-api', script: 'bench:uploads', build: ['@tele/legacy-api'] },
  // A long mixed load on the built API (issue 29, ADR 0050): the calendar, a client's record, messages and the
  // payments lists for BENCH_MIXED_SECONDS (300) at 32 connections; no errors, p99 within 2x of the first 30 s',
  // memory flat after the first minute. Runs after legacy-api, whose database it reuses.
  { name: 'mixed', workspace: '@tele/legacy-api', script: 'bench:mixed', build: ['@tele/legacy-api'] },
  // Many instances (issue 31): the calendar read and a booking through HAProxy with one and with two built APIs,
  // printed as CPU per request (two cores cannot double the rate); a second instance adds at most 10%.
  {
    name: 'instances',
    workspace: '@tele/legacy-api',
    script: 'bench:instances',
    build: ['@tele/legacy-api'],
  },
  { name: 'jobs', workspace: '@tele/jobs' },
  { name: 'remix-app', workspace: '@tele/remix-app', build: ['@tele/legacy-api', '@tele/remix-app'] },
];

const heading = (text) =>
  console.log(paint('bold', `\n━━━ bench: ${text} ${'━'.repeat(Math.max(3, 62 - text.length))}`));

async function main() {
  if (problems.length) {
    console.error(paint('red', `the environment has problems:\n  - ${problems.join('\n  - ')}`));
    return 1;
  }
  // The instances bench runs HAProxy (Debian's package), which `npm test` installs the same way.
  const unmet = await provision({ env, wantsBrowser: false, wantsBalancer: true });
  if (unmet.balancer) console.log(paint('yellow', `${unmet.balancer}: the instances bench will fail`));
  try {
    const services = await ensureServices({
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      dataDir,
    });
    for (const s of Object.values(services)) console.log(describeService(s));
    // The benchmarks create their own databases beside this one, and read its server settings through it.
    await ensureDatabase(env.DATABASE_URL);
  } catch (error) {
    console.error(paint('red', `services: ${error.message}`));
    return 1;
  }

  const results = [];
  for (const bench of BENCHES) {
    heading(bench.name);
    if (bench.build) {
      const built = await run(NPM, ['run', 'build', ...bench.build.flatMap((w) => ['-w', w])], {
        cwd: REPO_ROOT,
        env,
        group: true,
      });
      if (built.code !== 0) {
        results.push({ name: bench.name, passed: false, why: 'build failed', seconds: built.ms / 1000 });
        continue;
      }
    }
    const result = await run(NPM, ['run', bench.script ?? 'bench', '-w', bench.workspace], {
      cwd: REPO_ROOT,
      env,
      group: true,
    });
    const passed = result.code === 0;
    const why = result.signal ? `killed by ${result.signal}` : `exit ${result.code}`;
    results.push({ name: bench.name, passed, why, seconds: result.ms / 1000 });
  }

  console.log(paint('bold', '\n━━━ bench: summary'));
  for (const r of results) {
    const line = `${r.name}: ${r.passed ? 'PASS' : `FAIL (${r.why})`} in ${r.seconds.toFixed(0)} s`;
    console.log(paint(r.passed ? 'green' : 'red', line));
  }
  return results.every((r) => r.passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
