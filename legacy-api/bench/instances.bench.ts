import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { haproxyConfig } from '../../scripts/lib/haproxy.mjs';
import { findBinary } from '../../scripts/lib/private-instances.mjs';
import { dropDatabase } from '@tele/data/create-database';
import {
  cpuMs,
  cpuSplitMs,
  exited,
  findProcess,
  freePort,
  threadsOf,
  verdict,
  waitForHttp,
} from '@tele/data/bench/processes';
import { BENCH_PASSWORD, providerEmail, providerId, seedBenchDatabase } from '@tele/data/bench/seed';
import { CONNECTIONS, SECONDS, sizeBufferPool, startApi, type Started } from './load.js';

/**
 * `npm run bench` (instances, issue 31): the calendar read and a booking through HAProxy (Debian's package, as the
 * many-instances journey runs it) with one API instance behind it and with two, on the same machine and database.
 * Two cores cannot double the requests a second, so the measure is what each request costs: the CPU of the API
 * processes per request (the target: a second instance adds at most 10%), with the balancer's own share and the
 * database server's printed beside it.
 *
 * One HAProxy serves both layouts, on two frontends: one sends everything to the first API, the other round robin
 * to both. Each scenario runs as fast as it goes (BENCH_CONNECTIONS, as the other API benches load) through one and
 * through two, in turn, three times (BENCH_INSTANCES_ROUNDS), and the medians are compared, so a burst of other
 * work on the machine moves one round, not the verdict. Then the same fixed rate (BENCH_INSTANCES_SHARE, 60%, of
 * what one instance served) goes through both, below saturation where a deployment runs: printed, not judged.
 * BENCH_ONLY=booking runs only the scenarios whose name contains it.
 *
 * The bookings are real `create-appointment` calls (the overlap guard, the reminders, the outbox), each a free
 * slot of its own, so the database is a scratch copy of its own (BENCH_INSTANCES_APPOINTMENTS appointments,
 * 100,000 by default), seeded for the run and dropped after it. BENCH_SECONDS and BENCH_CONNECTIONS change the
 * load as in the other API benches.
 */
const APPOINTMENTS = Number(process.env.BENCH_INSTANCES_APPOINTMENTS ?? 100_000);
const DATABASE = 'teletherapy_bench_instances';
/** What a second instance may add to each request's cost. */
const TARGET_GROWTH = 0.1;
const WARM_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_INSTANCES_ROUNDS ?? 3);
/** The share of what one instance served at which both layouts are also measured (printed, not judged). */
const FIXED_SHARE = Number(process.env.BENCH_INSTANCES_SHARE ?? 0.6);
const ONLY = process.env.BENCH_ONLY ?? '';
/** The practices whose providers call: 20 practices of five. */
const CALLER_PRACTICES = Array.from({ length: 20 }, (_v, p) => p + 2);
const GRID_FROM = new Date('2026-11-01T00:00:00Z');
const gridDays = Array.from({ length: 42 }, (_v, i) =>
  new Date(GRID_FROM.getTime() + i * 86_400_000).toISOString(),
);
/** The bookings go into days no seeded session reaches (the seed spans December 2025 to November 2027). */
const BOOKINGS_FROM = Date.UTC(2031, 0, 6);
const SLOT_MS = 30 * 60_000;
const SESSION_MS = 20 * 60_000;

const log = (line: string) => console.log(line);

interface Caller {
  token: string;
  providerId: string;
  clientId: string;
}

/**
 * HAProxy as `e2e/many-instances` configures it (scripts/lib/haproxy.mjs), with a frontend per layout: `one` in
 * front of the first API alone, `two` in front of both.
 */
function balancerConfig(ports: { one: number; two: number }, apis: number[]): string {
  const check = { path: '/health' };
  return haproxyConfig({
    frontends: [
      { name: 'one', port: ports.one, servers: apis.slice(0, 1), check },
      { name: 'two', port: ports.two, servers: apis.slice(0, 2), check },
    ],
  });
}

interface Balancer {
  /** Each layout's address: one API behind it, or two. */
  urls: [string, string];
  pid: number | undefined;
  close(): Promise<void>;
}

async function startBalancer(binary: string, apis: Started[]): Promise<Balancer> {
  const ports = { one: await freePort(), two: await freePort() };
  const dir = mkdtempSync(path.join(tmpdir(), 'tt-bench-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    balancerConfig(
      ports,
      apis.map((api) => Number(new URL(api.url).port)),
    ),
  );
  // -db: in the foreground, a child of this process.
  const child: ChildProcess = spawn(binary, ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const urls: [string, string] = [`http://127.0.0.1:${ports.one}`, `http://127.0.0.1:${ports.two}`];
  for (const url of urls) await waitForHttp(`${url}/health`);
  // Every server marked up by its health check before the load: a request then reaches each in turn.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return {
    urls,
    pid: child.pid,
    async close() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** The free slot of the n-th booking: the callers in turn, each caller's slots half an hour apart. */
function bookingBody(callers: Caller[], n: number): { body: string; token: string } {
  const caller = callers[n % callers.length]!;
  const start = BOOKINGS_FROM + Math.floor(n / callers.length) * SLOT_MS;
  return {
    token: caller.token,
    body: JSON.stringify({
      auth_id: caller.providerId,
      invitees_id: [caller.clientId],
      title: 'instances bench',
      online: true,
      all_day: false,
      recurring: false,
      payment: 0,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + SESSION_MS).toISOString(),
    }),
  };
}

interface Cost {
  rps: number;
  p99: number;
  errors: number;
  /** CPU milliseconds per request: the API processes together, the balancer, the database server. */
  api: number;
  /** The API processes' share in the kernel (their system calls), of `api`. */
  apiKernel: number;
  balancer: number;
  db: number;
  /** Of `api`: the API processes' main threads (the event loops), the rest being V8's and libuv's helper threads. */
  apiMain: number;
  /** How often per request the API processes' threads were switched out: to wait (idle), or preempted. */
  waits: number;
  preemptions: number;
  /** Each API's own CPU per request it served (round robin: an even share of the requests), in server order. */
  each: number[];
  /** CPU milliseconds a second of the API that serves nothing in this layout (health checks, timers), if one idles. */
  idlePerSecond: number | null;
}

type Requests = NonNullable<autocannon.Options['requests']>;

/** One load through the balancer, with what each request cost every process. */
async function loadThrough(
  balancer: Balancer,
  layout: 0 | 1,
  all: Started[],
  requests: () => Requests,
  seconds: number,
  rate?: number,
): Promise<Cost> {
  const db = findProcess(['mariadbd', 'mysqld']);
  const apis = all.slice(0, layout + 1);
  const idle = all[layout + 1];
  const cpu = (pid: number | undefined) => (pid === undefined ? 0 : (cpuMs(pid) ?? 0));
  const threads = () =>
    apis.reduce(
      (sum, api) => {
        const each = api.pid === undefined ? null : threadsOf(api.pid);
        return each === null
          ? sum
          : {
              main: sum.main + each.main,
              waits: sum.waits + each.waits,
              preemptions: sum.preemptions + each.preemptions,
            };
      },
      { main: 0, waits: 0, preemptions: 0 },
    );
  const apiCpu = () => apis.reduce((sum, api) => sum + cpu(api.pid), 0);
  const apiKernel = () =>
    apis.reduce((sum, api) => sum + (api.pid === undefined ? 0 : (cpuSplitMs(api.pid)?.kernel ?? 0)), 0);
  const before = {
    api: apiCpu(),
    apiKernel: apiKernel(),
    balancer: cpu(balancer.pid),
    db: cpu(db),
    threads: threads(),
    each: apis.map((api) => cpu(api.pid)),
    idle: cpu(idle?.pid),
    at: performance.now(),
  };
  const result = await autocannon({
    url: balancer.urls[layout],
    connections: CONNECTIONS,
    duration: seconds,
    requests: requests(),
    ...(rate !== undefined && { overallRate: Math.round(rate) }),
  });
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    api: (apiCpu() - before.api) / total,
    apiKernel: (apiKernel() - before.apiKernel) / total,
    balancer: (cpu(balancer.pid) - before.balancer) / total,
    db: (cpu(db) - before.db) / total,
    ...(({ main, waits, preemptions }) => ({
      apiMain: (main - before.threads.main) / total,
      waits: (waits - before.threads.waits) / total,
      preemptions: (preemptions - before.threads.preemptions) / total,
    }))(threads()),
    each: apis.map((api, i) => ((cpu(api.pid) - before.each[i]!) * apis.length) / total),
    idlePerSecond:
      idle === undefined ? null : (cpu(idle.pid) - before.idle) / ((performance.now() - before.at) / 1000),
  };
}

async function logIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const { results } = (await response.json()) as { results: { token: string } };
  return results.token;
}

async function callersOf(api: Started, databaseUrl: string): Promise<Caller[]> {
  const providers = CALLER_PRACTICES.flatMap((p) => [0, 1, 2, 3, 4].map((k) => ({ p, k })));
  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    const [rows] = await connection.query(
      `SELECT provider_id AS providerId, MIN(client_id) AS clientId FROM client_provider_links
       WHERE provider_id IN (?) GROUP BY provider_id`,
      [providers.map(({ p, k }) => providerId(p, k))],
    );
    const clientOf = new Map(
      (rows as Array<{ providerId: string; clientId: string }>).map((row) => [row.providerId, row.clientId]),
    );
    // One sign-in at a time: the API sheds sign-ins beyond a few at once (503), as it should under a burst.
    const callers: Caller[] = [];
    for (const { p, k } of providers) {
      const clientId = clientOf.get(providerId(p, k));
      if (!clientId) continue;
      callers.push({
        token: await logIn(api.url, providerEmail(p, k)),
        providerId: providerId(p, k),
        clientId,
      });
    }
    return callers;
  } finally {
    await connection.end();
  }
}

const ms = (value: number) => value.toFixed(2);
const signed = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;

/** The round whose API CPU per request is the median (the figures of one round, not a mix). */
function medianCost(costs: Cost[]): Cost {
  return [...costs].sort((a, b) => a.api - b.api)[Math.floor(costs.length / 2)]!;
}

const describe = (cost: Cost) => {
  const shareOfAll = cost.balancer / (cost.api + cost.balancer + cost.db);
  return `${cost.rps.toFixed(0).padStart(5)} req/s  p99 ${String(cost.p99).padStart(4)} ms  errors ${cost.errors} ${verdict(cost.errors === 0)}  CPU ${ms(cost.api)} (kernel ${ms(cost.apiKernel)}) · ${ms(cost.balancer)} · ${ms(cost.db)}  (balancer ${(shareOfAll * 100).toFixed(0)}% of it)`;
};

/**
 * Where the APIs' CPU per request went: their event loops apart from their helper threads, how often their
 * threads were switched out per request (waiting for work, or preempted by another process), each API's own
 * cost, and what the API that serves nothing in this layout spends a second meanwhile.
 */
const whereItWent = (cost: Cost) =>
  `event loops ${ms(cost.apiMain)} · helper threads ${ms(cost.api - cost.apiMain)}; switched out ${cost.waits.toFixed(1)} times to wait and ${cost.preemptions.toFixed(1)} preempted; each API ${cost.each.map(ms).join(' and ')}${cost.idlePerSecond === null ? '' : `; the idle second API ${cost.idlePerSecond.toFixed(1)} ms a second`}`;

async function main() {
  const haproxy = findBinary(['haproxy']);
  if (!haproxy) {
    throw new Error(
      "HAProxy is not installed: `apt-get install -y haproxy` (npm test installs it from Debian's packages when root)",
    );
  }
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const restoreBufferPool = await sizeBufferPool(base, 1024 * 2 ** 20);
  const scratch = new URL(base);
  scratch.pathname = `/${DATABASE}`;
  await dropDatabase(scratch.toString());
  const seeded = await seedBenchDatabase(base, APPOINTMENTS, log, DATABASE);
  const apis: Started[] = [];
  let isPassing = true;
  try {
    apis.push(await startApi(seeded.databaseUrl));
    const callers = await callersOf(apis[0]!, seeded.databaseUrl);
    const monthBody = JSON.stringify({ calendar_flag: 1, dateArray: gridDays });
    let booked = 0;
    const scenarios: Array<{ name: string; requests: () => Requests }> = [
      {
        name: 'the calendar read (get-month-appointment)',
        requests: () =>
          callers.map((caller) => ({
            method: 'POST' as const,
            path: '/api/api/appointments/get-month-appointment',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
            body: monthBody,
          })),
      },
      {
        name: 'a booking (create-appointment, a free slot each)',
        requests: () => [
          {
            method: 'POST' as const,
            path: '/api/api/appointments/create-appointment',
            setupRequest: (request) => {
              const { body, token } = bookingBody(callers, booked);
              booked += 1;
              return {
                ...request,
                body,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              };
            },
          },
        ],
      },
    ];

    apis.push(await startApi(seeded.databaseUrl));
    const balancer = await startBalancer(haproxy, apis);
    const layouts = [
      { name: 'one API', layout: 0 as const },
      { name: 'two APIs', layout: 1 as const },
    ];
    log(
      `\nThrough HAProxy, ${CONNECTIONS} connections, ${callers.length} providers of ${CALLER_PRACTICES.length} practices, ${APPOINTMENTS.toLocaleString('en-US')} appointments`,
    );
    log(
      'CPU ms per request: the API processes together (of it in the kernel: their system calls) · the balancer · the database server',
    );
    try {
      for (const scenario of scenarios.filter((each) => each.name.includes(ONLY))) {
        log(`\n  ${scenario.name}`);
        for (const { layout } of layouts)
          await loadThrough(balancer, layout, apis, scenario.requests, WARM_SECONDS);
        const rounds: Cost[][] = [[], []];
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const { layout } of layouts)
            rounds[layout]!.push(await loadThrough(balancer, layout, apis, scenario.requests, SECONDS));
        }
        const [one, two] = rounds.map(medianCost) as [Cost, Cost];
        for (const [i, { name }] of layouts.entries())
          log(
            `    ${name.padEnd(8)} as fast as it goes, median of ${ROUNDS}   ${describe(i === 0 ? one : two)}`,
          );
        for (const [i, { name }] of layouts.entries())
          log(`    ${name.padEnd(8)} where the API CPU went: ${whereItWent(i === 0 ? one : two)}`);
        const growth = two.api / one.api - 1;
        const ok = growth <= TARGET_GROWTH;
        const errors = rounds.flat().reduce((sum, cost) => sum + cost.errors, 0);
        if (!ok || errors > 0) isPassing = false;
        const whole = (cost: Cost) => cost.api + cost.balancer + cost.db;
        log(
          `    a second instance adds ${signed(growth)} to each request's API CPU (${ms(one.api)} -> ${ms(two.api)} ms; target <= ${TARGET_GROWTH * 100}%) ${verdict(ok)}; in user space ${signed((two.api - two.apiKernel) / (one.api - one.apiKernel) - 1)} and in the kernel ${signed(two.apiKernel / one.apiKernel - 1)}; with the balancer and the database, ${signed(whole(two) / whole(one) - 1)} (${ms(whole(one))} -> ${ms(whole(two))} ms); the balancer's own ${ms(one.balancer)} and ${ms(two.balancer)} ms`,
        );
        // Below saturation, where a deployment runs: the same fixed rate through both, printed (not judged).
        const rate = one.rps * FIXED_SHARE;
        const below = [];
        for (const { layout } of layouts)
          below.push(await loadThrough(balancer, layout, apis, scenario.requests, SECONDS, rate));
        for (const [i, { name }] of layouts.entries())
          log(
            `    ${name.padEnd(8)} at ${rate.toFixed(0)} req/s (${FIXED_SHARE * 100}%)    ${describe(below[i]!)}`,
          );
        if (below.some((cost) => cost.errors > 0)) isPassing = false;
      }
    } finally {
      await balancer.close();
    }
  } finally {
    await Promise.all(apis.map((api) => api.close()));
    await dropDatabase(seeded.databaseUrl);
    await restoreBufferPool();
  }
  log(`\ninstances bench: ${isPassing ? 'PASS' : 'FAIL'}`);
  process.exitCode = isPassing ? 0 : 1;
}

await main();
