import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '@tele/data/bench/processes';
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/env.mjs';
import { BENCH_PASSWORD, providerEmail, seedBenchDatabase } from '@tele/data/bench/seed';

/**
 * `npm run bench` (the /appointment page): the built API and web servers over the 1,000,000-appointment
 * bench database, a provider logged in through the real login form, and 16 connections loading the month
 * grid of the bench month, first for a warm-up (BENCH_WARMUP_SECONDS, 30), then measured (BENCH_SECONDS, 10).
 * Target: p95 under 150 ms, warm.
 */
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

async function main() {
  for (const built of ['legacy-api/dist/server.js', 'remix-app/build/server/index.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const seeded = await seedBenchDatabase(base, Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000), log);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const api = start(process.execPath, ['legacy-api/dist/server.js'], root, {
    NODE_ENV: 'production',
    DATABASE_URL: seeded.databaseUrl,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    // The benchmark logs its callers in from one address: no login limit may stop it.
    RATE_LIMIT_ADDRESS_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    REDIS_PREFIX: 'tt_bench_page',
    ROOM_SECRET: 'bench-room-secret-with-enough-length-0123456789',
  });
  // BENCH_WEB_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the web process during the run.
  const webArgs = (process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const web = start(process.execPath, [...webArgs, 'server.js'], path.join(root, 'remix-app'), {
    NODE_ENV: 'production',
    WEB_PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: `http://localhost:${webPort}`,
    SESSION_SECRET: 'bench-session-secret-with-enough-length-0123456789',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/health`);
    await waitForHttp(`http://127.0.0.1:${webPort}/login`);
    const login = await fetch(`http://127.0.0.1:${webPort}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: providerEmail(0, 1), password: BENCH_PASSWORD, timeZone: 'UTC' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    if (login.status !== 302 || !cookie) throw new Error(`login failed: HTTP ${login.status}`);

    const target = '/appointment?view=list&date=2026-11-15';
    const check = await fetch(`http://127.0.0.1:${webPort}${target}`, { headers: { cookie } });
    const html = await check.text();
    if (check.status !== 200 || !html.includes('Session'))
      throw new Error(`the page did not render appointments (HTTP ${check.status})`);

    // Latencies as autocannon times them, kept whole so p95 is read exactly (its summary has p90 and p97.5).
    const run = async (duration: number) => {
      const latencies: number[] = [];
      const instance = autocannon({
        url: `http://127.0.0.1:${webPort}${target}`,
        connections: CONNECTIONS,
        duration,
        headers: { cookie },
      });
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
        latencies.push(ms);
      });
      const result = await instance;
      latencies.sort((a, b) => a - b);
      const at = (share: number) => Math.round(latencies[Math.ceil(share * latencies.length) - 1] ?? NaN);
      return { result, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
    };
    const describe = ({ result, p50, p95, p99 }: Awaited<ReturnType<typeof run>>) =>
      `${result.requests.average.toFixed(0)} req/s  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  errors ${result.errors + result.non2xx}`;

    // A server is measured warm, as it runs most of its life: V8 optimises the render and API code over the
    // first few thousand requests. The warm-up is printed too, as what the first minute after a start is like.
    const warmUp = await run(WARMUP_SECONDS);
    const measured = await run(SECONDS);
    const ok = measured.p95 < 150 && measured.result.non2xx === 0 && measured.result.errors === 0;
    log(`\n/appointment page (month grid, 1,000,000 appointments): ${CONNECTIONS} connections`);
    log(`  just started, first ${WARMUP_SECONDS} s   ${describe(warmUp)}`);
    log(`  warm, the next ${SECONDS} s       ${describe(measured)}`);
    log(`  p95 ${measured.p95} ms (target: p95 < 150 ms) ${ok ? 'PASS' : 'FAIL'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    web.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
