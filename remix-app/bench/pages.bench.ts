import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiEnvironment, freePort, waitForHttp } from '@tele/data/bench/processes';
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/env.mjs';
import {
  BENCH_PASSWORD,
  PEOPLE_CLIENTS,
  PEOPLE_PRACTICE,
  providerEmail,
  seedBenchDatabase,
} from '@tele/data/bench/seed';

/**
 * `npm run bench` (pages): the built API and web servers over the 1,000,000-appointment bench database, each
 * page's user logged in through the real login form, and 16 connections loading the page, first for a
 * warm-up (BENCH_WARMUP_SECONDS, 30), then measured (BENCH_SECONDS, 10). Target: p95 under 150 ms, warm.
 */
interface Page {
  /** What the report calls it. */
  title: string;
  /** Who loads it. */
  email: string;
  target: string;
  /** Text the page shows only when it rendered its data. */
  shows: string;
}
const PAGES: Page[] = [
  {
    title: '/appointment page (month grid, 1,000,000 appointments)',
    email: providerEmail(0, 1),
    target: '/appointment?view=list&date=2026-11-15',
    shows: 'Session',
  },
  {
    title: `/client-management (the owner of a practice of ${PEOPLE_CLIENTS.toLocaleString('en-US')} clients)`,
    email: providerEmail(PEOPLE_PRACTICE, 0),
    target: '/client-management',
    shows: 'Add New Client',
  },
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 16);
const log = (line: string) => console.log(line);

/** A built server as production runs it, with the production Node options. */
function start(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_OPTIONS: PRODUCTION_NODE_OPTIONS, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/** Logs the page's user in through the login form: the session cookie. */
async function logIn(web: string, email: string): Promise<string> {
  const login = await fetch(`${web}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: BENCH_PASSWORD, timeZone: 'UTC' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (login.status !== 302 || !cookie) throw new Error(`login as ${email} failed: HTTP ${login.status}`);
  return cookie;
}

/** Latencies as autocannon times them, kept whole so p95 is read exactly (its summary has p90 and p97.5). */
async function load(url: string, cookie: string, duration: number) {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration, headers: { cookie } });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.ceil(share * latencies.length) - 1] ?? NaN);
  return { result, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const describe = ({ result, p50, p95, p99 }: Awaited<ReturnType<typeof load>>) =>
  `${result.requests.average.toFixed(0)} req/s  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  errors ${result.errors + result.non2xx}`;

/** Loads one page warm and reports it: true when it met its target. */
async function measurePage(web: string, page: Page): Promise<boolean> {
  const cookie = await logIn(web, page.email);
  const check = await fetch(`${web}${page.target}`, { headers: { cookie } });
  const html = await check.text();
  if (check.status !== 200 || !html.includes(page.shows))
    throw new Error(`${page.target} did not render its data (HTTP ${check.status})`);
  // A server is measured warm, as it runs most of its life: V8 optimises the render and API code over the
  // first few thousand requests. The warm-up is printed too, as what the first minute after a start is like.
  const warmUp = await load(`${web}${page.target}`, cookie, WARMUP_SECONDS);
  const measured = await load(`${web}${page.target}`, cookie, SECONDS);
  const ok = measured.p95 < 150 && measured.result.non2xx === 0 && measured.result.errors === 0;
  log(`\n${page.title}: ${CONNECTIONS} connections`);
  log(`  just started, first ${WARMUP_SECONDS} s   ${describe(warmUp)}`);
  log(`  warm, the next ${SECONDS} s       ${describe(measured)}`);
  log(`  p95 ${measured.p95} ms (target: p95 < 150 ms) ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

async function main() {
  for (const built of ['legacy-api/dist/server.js', 'remix-app/build/server/index.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const seeded = await seedBenchDatabase(base, Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000), log);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const api = start(
    process.execPath,
    ['legacy-api/dist/server.js'],
    root,
    benchApiEnvironment({
      databaseUrl: seeded.databaseUrl,
      port: apiPort,
      redisPrefix: 'tt_bench_page',
      uploadsDir: mkdtempSync(path.join(tmpdir(), 'tt-bench-uploads-')),
    }),
  );
  // BENCH_WEB_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the web process during the run.
  const webArgs = (process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const webServer = start(process.execPath, [...webArgs, 'server.js'], path.join(root, 'remix-app'), {
    NODE_ENV: 'production',
    WEB_PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: `http://localhost:${webPort}`,
    SESSION_SECRET: 'bench-session-secret-with-enough-length-0123456789',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/health`);
    await waitForHttp(`http://127.0.0.1:${webPort}/login`);
    const web = `http://127.0.0.1:${webPort}`;
    let passed = true;
    for (const page of PAGES) passed = (await measurePage(web, page)) && passed;
    process.exitCode = passed ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    webServer.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
