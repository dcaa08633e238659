import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { createOutboxDispatcher } from '@tele/jobs/enqueue';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createSequelize } from '../src/db/sequelize.js';
import { createRedis } from '../src/lib/redis.js';
import { createLiveEvents } from '../src/services/session-day/live-events.js';
import { findAppointmentPage, findAppointmentsStartingBetween } from '../src/repositories/appointments.js';
import { startFloorServer } from './floor-server.js';
import { BENCH_PASSWORD, practiceId, providerEmail, providerId, seedBenchDatabase } from './seed.js';

/**
 * `npm run bench` (appointments): seeds 10,000 and 1,000,000 appointments, checks that the calendar's
 * queries stay flat as the table grows, then loads the API and a bare floor server with the same SQL.
 * Figures are printed as ratios against the floor measured in the same run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SIZES = [10_000, Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000)];
const GRID_FROM = new Date('2026-11-01T00:00:00Z');
const GRID_TO = new Date('2026-12-13T00:00:00Z');
const gridDays = Array.from({ length: 42 }, (_v, i) => new Date(GRID_FROM.getTime() + i * 86_400_000).toISOString());

const log = (line: string) => console.log(line);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timeQueries(databaseUrl: string) {
  const sequelize = createSequelize(databaseUrl, { poolMax: 2 });
  const measure = async (work: () => Promise<unknown>) => {
    for (let i = 0; i < 30; i += 1) await work();
    const samples: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = process.hrtime.bigint();
      await work();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return median(samples);
  };
  const results = {
    practiceMonth: await measure(() => findAppointmentsStartingBetween({ practiceId: practiceId(0) }, GRID_FROM, GRID_TO)),
    providerMonth: await measure(() => findAppointmentsStartingBetween({ providerId: providerId(0, 1) }, GRID_FROM, GRID_TO)),
    listPage: await measure(() =>
      findAppointmentPage({ scope: { providerId: providerId(0, 1) }, inviteClient: false, excludeStates: [0] }, { offset: 0, limit: 10, sort: [['start_time', 'DESC']] }),
    ),
  };
  await sequelize.close();
  return results;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  options: { url: string; path: string; bodies: () => { body: string; headers?: Record<string, string> } },
  duration = SECONDS,
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: options.path,
        setupRequest: (request: autocannon.Request) => {
          const next = options.bodies();
          return { ...request, body: next.body, headers: { ...request.headers, 'content-type': 'application/json', ...next.headers } };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * A million appointments with their indexes are about 1 GB; MariaDB's default 128 MB buffer pool would make
 * every run a disk benchmark. Give the server a pool that holds the data set (as a production server would),
 * and put the old size back afterwards.
 */
async function sizeBufferPool(databaseUrl: string, bytes: number): Promise<() => Promise<void>> {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  const [rows] = await connection.query('SELECT @@innodb_buffer_pool_size AS size');
  const original = Number((rows as Array<{ size: number }>)[0]!.size);
  if (original >= bytes) {
    await connection.end();
    return async () => undefined;
  }
  try {
    await connection.query('SET GLOBAL innodb_buffer_pool_size = ?', [bytes]);
    log(`buffer pool: ${original / 2 ** 20} MB -> ${bytes / 2 ** 20} MB for the run`);
  } catch (error) {
    log(`buffer pool stays at ${original / 2 ** 20} MB (${(error as Error).message}); figures will include disk reads`);
  }
  await connection.end();
  return async () => {
    const restore = await mysql.createConnection({ uri: databaseUrl });
    await restore.query('SET GLOBAL innodb_buffer_pool_size = ?', [original]).catch(() => undefined);
    await restore.end();
  };
}

async function main() {
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const restoreBufferPool = await sizeBufferPool(base, Number(process.env.BENCH_BUFFER_POOL_MB ?? 2048) * 2 ** 20);
  const timings: Array<{ size: number; practiceMonth: number; providerMonth: number; listPage: number }> = [];
  let largest = '';
  for (const size of SIZES) {
    const seeded = await seedBenchDatabase(base, size, log);
    log(`${seeded.reused ? 'reused' : `seeded in ${seeded.seconds.toFixed(0)} s:`} ${size.toLocaleString('en-US')} appointments`);
    timings.push({ size, ...(await timeQueries(seeded.databaseUrl)) });
    largest = seeded.databaseUrl;
  }

  log('\nQuery time (median of 200, ms), practice 0, a 42-day grid and the first list page:');
  for (const row of timings) {
    log(`  ${row.size.toLocaleString('en-US').padStart(10)}  practice month ${row.practiceMonth.toFixed(2)}  provider month ${row.providerMonth.toFixed(2)}  list page ${row.listPage.toFixed(2)}`);
  }
  const [small, big] = [timings[0]!, timings[timings.length - 1]!];
  const growth = Math.max(big.practiceMonth / small.practiceMonth, big.providerMonth / small.providerMonth, big.listPage / small.listPage);
  log(`  growth from ${small.size.toLocaleString('en-US')} to ${big.size.toLocaleString('en-US')}: ${growth.toFixed(2)}x (target: within 2x) ${growth <= 2 ? 'PASS' : 'FAIL'}`);

  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: largest }), logLevel: 'silent', rateLimitMax: 1_000_000, redisPrefix: 'tt_bench' };
  const sequelize = createSequelize(largest);
  const redis = createRedis(config.redisUrl);
  await redis.connect();
  const outbox = createOutboxDispatcher({ redisUrl: config.redisUrl, prefix: 'tt_bench:bull' });
  const live = createLiveEvents({ publisher: redis, prefix: 'tt_bench' });
  const app = await buildApp({ config, sequelize, redis, outbox, live, clock: () => new Date() });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor = await startFloorServer(largest);

  // Sessions for providers across 20 practices, so requests spread over many calendars.
  const callers: Array<{ token: string; providerId: string }> = [];
  for (let p = 0; p < 20; p += 1) {
    for (let k = 0; k < 5; k += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/api/users/login', payload: { email: providerEmail(p, k), password: BENCH_PASSWORD } });
      callers.push({ token: response.json().results.token, providerId: providerId(p, k) });
    }
  }
  let turn = 0;
  const nextCaller = () => callers[turn++ % callers.length]!;

  log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s each, ${big.size.toLocaleString('en-US')} appointments`);
  const scenarios = [
    {
      name: 'get-month-appointment',
      api: () => {
        const caller = nextCaller();
        return { body: JSON.stringify({ calendar_flag: 1, dateArray: gridDays }), headers: { authorization: `Bearer ${caller.token}` } };
      },
      floorPath: '/month',
      apiPath: '/api/api/appointments/get-month-appointment',
    },
    {
      name: 'calendar list (flag 0)',
      api: () => {
        const caller = nextCaller();
        return { body: JSON.stringify({ flag: 0, appointment_pagination: 10 }), headers: { authorization: `Bearer ${caller.token}` } };
      },
      floorPath: '/list',
      apiPath: '/api/api/appointments/get-clients-appointment',
    },
  ];
  let isPassing = growth <= 2;
  for (const scenario of scenarios) {
    // Warm both servers (and the buffer pool) the same way before measuring either.
    await load({ url: apiUrl, path: scenario.apiPath, bodies: scenario.api }, 3);
    const floorResult = await load({
      url: floor.url,
      path: scenario.floorPath,
      bodies: () => ({ body: JSON.stringify({ providerId: nextCaller().providerId, from: GRID_FROM, to: GRID_TO }) }),
    });
    const apiResult = await load({ url: apiUrl, path: scenario.apiPath, bodies: scenario.api });
    const ratio = apiResult.rps / floorResult.rps;
    const ok = ratio >= 0.5 && apiResult.p99 < 50 && apiResult.errors === 0;
    isPassing &&= ok;
    log(`  ${scenario.name}`);
    log(`    floor  ${floorResult.rps.toFixed(0).padStart(6)} req/s  p50 ${floorResult.p50} ms  p99 ${floorResult.p99} ms  errors ${floorResult.errors}`);
    log(`    api    ${apiResult.rps.toFixed(0).padStart(6)} req/s  p50 ${apiResult.p50} ms  p99 ${apiResult.p99} ms  errors ${apiResult.errors}`);
    log(`    ratio  ${ratio.toFixed(2)} of the floor (target >= 0.5), p99 ${apiResult.p99} ms (target < 50) ${ok ? 'PASS' : 'FAIL'}`);
  }

  await app.close();
  await floor.close();
  await outbox.close();
  await live.close();
  await redis.quit();
  await sequelize.close();
  await restoreBufferPool();
  log(`\nappointments bench: ${isPassing ? 'PASS' : 'FAIL'}`);
  process.exitCode = isPassing ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
