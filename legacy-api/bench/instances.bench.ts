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
  median,
  threadsOf,
  verdict,
  waitForHttp,
} from '@tele/data/bench/processes';
import { BENCH_PASSWORD, providerEmail, providerId, seedBenchDatabase } from '@tele/data/bench/seed';
import { CONNECTIONS, SECONDS, sizeBufferPool, startApi, type Started } from './load.js';
import { pacedLoad, type PacedRequest } from './paced.js';

/**
 * `npm run bench` (instances, issue 31): the calendar read and a booking through HAProxy (Debian's package, as the
 * many-instances journey runs it) with one API instance behind it and with two, on the same machine and database.
 * Two cores cannot double the requests a second, so the measure is what each request costs: the CPU of the API
 * processes per request (the target: a second instance adds at most 10%), with the balancer's own share and the
 * database server's printed beside it.
 *
 * One HAProxy serves both layouts, on two frontends: one sends everything to the first API, the other round robin
 * to both. Each scenario first runs as fast as it goes (BENCH_CONNECTIONS, as the other API benches load) through
 * one and through two, in turn, three times (BENCH_INSTANCES_ROUNDS): printed, not judged, because flat out on two
 * vCPUs the second API mostly measures three busy processes taking turns on two cores (ADR 0063). Then the same
 * fixed open-loop rates (BENCH_INSTANCES_SHARES, 15% to 60% of what one instance served flat out; `pacedLoad`,
 * evenly spaced requests) through both, in turn, for BENCH_INSTANCES_RATE_SECONDS each, as many rounds. The
 * database server's CPU per request is the control (ADR 0066): its work per request is the same whatever the number
 * of APIs, so where it moves by at most CONTROL_LIMIT between the layouts the machine is not contended and the
 * APIs' ratio is what the second instance adds in work. The bar is judged at the highest of those rates where the
 * control holds and both layouts kept the rate, and the verdict names the rate and the control's figure; where
 * there is none, the bench fails and says so. BENCH_ONLY=booking runs only the scenarios whose name contains it.
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
/**
 * How far the database server's CPU per request may move between the layouts for the machine to count as not
 * contended at that rate (the control: its work per request does not depend on the number of APIs).
 */
const CONTROL_LIMIT = 0.05;
const WARM_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_INSTANCES_ROUNDS ?? 3);
/** The shares of what one instance served flat out at which both layouts are measured at a fixed rate. */
const SHARES = (process.env.BENCH_INSTANCES_SHARES ?? '0.15,0.3,0.45,0.6').split(',').map(Number);
/** Long enough at the lowest rate for a second of CPU a round (the kernel counts CPU time in 10 ms ticks). */
const RATE_SECONDS = Number(process.env.BENCH_INSTANCES_RATE_SECONDS ?? 8);
const ONLY = process.env.BENCH_ONLY ?? '';
/** How often HAProxy checks each API (its `inter`; the journey's 500 ms by default). */
const CHECK_INTERVAL = process.env.BENCH_INSTANCES_CHECK_INTERVAL ?? '500ms';
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
    checkInterval: CHECK_INTERVAL,
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
  /**
   * The statements the database server ran per request (its `Questions`, the whole server's): the database's work,
   * which contention does not move, so a rise here is work the second instance adds (a per-process cache's misses).
   */
  statements: number;
}

type Requests = NonNullable<autocannon.Options['requests']>;

/** What a load reports of itself: how fast it went, its tail, its failures and how many requests it made. */
interface Load {
  rps: number;
  p99: number;
  errors: number;
  requests: number;
}

/** As fast as it goes: autocannon's connections, each sending its next request when the last is answered. */
async function flatOut(url: string, requests: () => Requests, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: requests() });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** A load through the balancer's `layout`, with what each request cost every process. */
async function measure(
  balancer: Balancer,
  layout: 0 | 1,
  all: Started[],
  statements: () => Promise<number>,
  load: (url: string) => Promise<Load>,
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
    statements: await statements(),
    at: performance.now(),
  };
  const result = await load(balancer.urls[layout]);
  const total = Math.max(1, result.requests);
  const statementsAfter = await statements();
  return {
    rps: result.rps,
    p99: result.p99,
    errors: result.errors,
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
    statements: (statementsAfter - before.statements) / total,
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
  `${cost.statements.toFixed(1)} database statements; event loops ${ms(cost.apiMain)} · helper threads ${ms(cost.api - cost.apiMain)}; switched out ${cost.waits.toFixed(1)} times to wait and ${cost.preemptions.toFixed(1)} preempted; each API ${cost.each.map(ms).join(' and ')}${cost.idlePerSecond === null ? '' : `; the idle second API ${cost.idlePerSecond.toFixed(1)} ms a second`}`;

/** A layout's figures at one fixed rate: each the median of its rounds. */
interface AtRate {
  rps: number;
  p99: number;
  api: number;
  db: number;
  /** The APIs' threads switched out per request: to wait, and preempted. */
  waits: number;
  preemptions: number;
  statements: number;
  /** CPU ms a second of the API that serves nothing in this layout (its health checks and timers), if one idles. */
  idlePerSecond: number | null;
}

function atRate(costs: Cost[]): AtRate {
  const of = (pick: (cost: Cost) => number) => median(costs.map(pick));
  return {
    rps: of((cost) => cost.rps),
    p99: of((cost) => cost.p99),
    api: of((cost) => cost.api),
    db: of((cost) => cost.db),
    waits: of((cost) => cost.waits),
    preemptions: of((cost) => cost.preemptions),
    statements: of((cost) => cost.statements),
    idlePerSecond: costs[0]?.idlePerSecond === null ? null : of((cost) => cost.idlePerSecond ?? 0),
  };
}

/** One fixed rate through both layouts: what the second API adds, and whether the control held. */
interface RateRow {
  share: number;
  rate: number;
  one: AtRate;
  two: AtRate;
  /** The APIs' CPU per request, two against one. */
  growth: number;
  /** The database server's CPU per request, two against one: the control. */
  control: number;
}

/**
 * Whether both layouts served the rate asked (within 5%: the last answers' latency counts in the time): a layout
 * that fell behind was saturated there, whatever its share of the flat-out rate said.
 */
const keptRate = (row: RateRow) => Math.min(row.one.rps, row.two.rps) >= row.rate * 0.95;

/**
 * The row the bar is judged at: the highest rate at which the database server's CPU per request moved by at most
 * CONTROL_LIMIT between the layouts (the machine not contended there) and both layouts kept the rate; undefined
 * when there is none.
 */
function judgedRow(rows: RateRow[]): RateRow | undefined {
  return rows
    .filter((row) => Math.abs(row.control) <= CONTROL_LIMIT && keptRate(row))
    .reduce<RateRow | undefined>(
      (best, row) => (best === undefined || row.rate > best.rate ? row : best),
      undefined,
    );
}

const describeAtRate = (figures: AtRate) =>
  `${figures.rps.toFixed(0).padStart(5)} req/s  p99 ${String(Math.round(figures.p99)).padStart(4)} ms  CPU ${ms(figures.api)} · ${ms(figures.db)}  ${figures.statements.toFixed(1)} statements  switched out ${figures.waits.toFixed(1)} · ${figures.preemptions.toFixed(1)}`;

const describeRow = (row: RateRow) =>
  [
    `    ${`${(row.share * 100).toFixed(0)}%`.padStart(3)}  one API   ${describeAtRate(row.one)}`,
    `         two APIs  ${describeAtRate(row.two)}`,
    `         a second instance: the APIs' CPU per request ${signed(row.growth)}, the database server's ${signed(row.control)} (the control: ${Math.abs(row.control) <= CONTROL_LIMIT ? `holds, within ${CONTROL_LIMIT * 100}%` : 'contended'})${keptRate(row) ? '' : `; not judged: a layout fell behind the ${row.rate.toFixed(0)} req/s asked (saturated)`}${backgroundOf(row)}`,
  ].join('\n');

/**
 * What the second API spends serving nothing (HAProxy's health checks, its timers), measured while it idles in the
 * one-API rounds, as a share of a request at this rate: work a second instance adds whatever the load.
 */
const backgroundOf = (row: RateRow) => {
  const idle = row.one.idlePerSecond;
  if (idle === null) return '';
  const perRequest = idle / row.rate;
  return `; of it the second API's own background (${idle.toFixed(1)} ms a second while it idles): ${ms(perRequest)} ms a request, ${signed(perRequest / row.one.api)}`;
};

/**
 * One API at a rate against two at twice it, where each API serves the same rate: a process's cost per request
 * follows how busy it is (a sleeping process pays for each wake), so this pair holds that apart from what the
 * second instance adds, which still shows here (its health checks, a cache each process misses). Printed, not judged.
 */
function samePerProcess(rows: RateRow[]): string[] {
  return rows.flatMap((row) => {
    const twice = rows.find((other) => Math.abs(other.share - row.share * 2) < 1e-9);
    if (!twice) return [];
    return [
      `    at the same rate per API (${row.rate.toFixed(0)} req/s each): one API at ${(row.share * 100).toFixed(0)}% ${ms(row.one.api)} ms a request, two at ${(twice.share * 100).toFixed(0)}% ${ms(twice.two.api)} ms (${signed(twice.two.api / row.one.api - 1)}; the database's statements per request ${row.one.statements.toFixed(1)} and ${twice.two.statements.toFixed(1)})`,
    ];
  });
}

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
  const status = await mysql.createConnection({ uri: base });
  const statements = async () => {
    const [rows] = await status.query("SHOW GLOBAL STATUS LIKE 'Questions'");
    return Number((rows as Array<{ Value: string }>)[0]?.Value ?? 0);
  };
  const apis: Started[] = [];
  let isPassing = true;
  try {
    apis.push(await startApi(seeded.databaseUrl));
    const callers = await callersOf(apis[0]!, seeded.databaseUrl);
    const monthBody = JSON.stringify({ calendar_flag: 1, dateArray: gridDays });
    let booked = 0;
    const monthRequest = (caller: Caller): PacedRequest => ({
      method: 'POST',
      path: '/api/api/appointments/get-month-appointment',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
      body: monthBody,
    });
    const bookingRequest = (): PacedRequest => {
      const { body, token } = bookingBody(callers, booked);
      booked += 1;
      return {
        method: 'POST',
        path: '/api/api/appointments/create-appointment',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      };
    };
    const scenarios: Array<{ name: string; requests: () => Requests; next: (n: number) => PacedRequest }> = [
      {
        name: 'the calendar read (get-month-appointment)',
        requests: () => callers.map(monthRequest),
        next: (n) => monthRequest(callers[n % callers.length]!),
      },
      {
        name: 'a booking (create-appointment, a free slot each)',
        requests: () => [
          {
            method: 'POST' as const,
            path: '/api/api/appointments/create-appointment',
            setupRequest: (request) => ({ ...request, ...bookingRequest() }),
          },
        ],
        next: bookingRequest,
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
        const flat = (url: string, seconds: number) => flatOut(url, scenario.requests, seconds);
        for (const { layout } of layouts)
          await measure(balancer, layout, apis, statements, (url) => flat(url, WARM_SECONDS));
        const rounds: Cost[][] = [[], []];
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const { layout } of layouts)
            rounds[layout]!.push(
              await measure(balancer, layout, apis, statements, (url) => flat(url, SECONDS)),
            );
        }
        const [one, two] = rounds.map(medianCost) as [Cost, Cost];
        for (const [i, { name }] of layouts.entries())
          log(
            `    ${name.padEnd(8)} as fast as it goes, median of ${ROUNDS}   ${describe(i === 0 ? one : two)}`,
          );
        for (const [i, { name }] of layouts.entries())
          log(`    ${name.padEnd(8)} where the API CPU went: ${whereItWent(i === 0 ? one : two)}`);
        const whole = (cost: Cost) => cost.api + cost.balancer + cost.db;
        log(
          `    flat out (not judged: on two vCPUs this is contention, ADR 0063), a second instance adds ${signed(two.api / one.api - 1)} to each request's API CPU (${ms(one.api)} -> ${ms(two.api)} ms) and the database server's own, whose work is the same, moves ${signed(two.db / one.db - 1)}; in user space ${signed((two.api - two.apiKernel) / (one.api - one.apiKernel) - 1)} and in the kernel ${signed(two.apiKernel / one.apiKernel - 1)}; with the balancer and the database, ${signed(whole(two) / whole(one) - 1)} (${ms(whole(one))} -> ${ms(whole(two))} ms); the balancer's own ${ms(one.balancer)} and ${ms(two.balancer)} ms`,
        );

        // Fixed open-loop rates below saturation, where a deployment runs, through both layouts in turn.
        log(
          `    at fixed open-loop rates, a share of one API's flat-out rate (evenly spaced requests, ${RATE_SECONDS} s a round, each figure the median of ${ROUNDS}): CPU ms per request of the APIs · the database server, the database's statements per request, the APIs' threads switched out per request (to wait · preempted)`,
        );
        const rows: RateRow[] = [];
        for (const share of SHARES) {
          const rate = one.rps * share;
          const paced = (url: string) =>
            pacedLoad({ url, rate, seconds: RATE_SECONDS, connections: CONNECTIONS, next: scenario.next });
          const costs: Cost[][] = [[], []];
          for (let round = 0; round < ROUNDS; round += 1) {
            for (const { layout } of layouts)
              costs[layout]!.push(await measure(balancer, layout, apis, statements, paced));
          }
          const [oneAt, twoAt] = costs.map(atRate) as [AtRate, AtRate];
          const row = {
            share,
            rate,
            one: oneAt,
            two: twoAt,
            growth: twoAt.api / oneAt.api - 1,
            control: twoAt.db / oneAt.db - 1,
          };
          rows.push(row);
          log(describeRow(row));
          rounds.push(...costs);
        }

        for (const line of samePerProcess(rows)) log(line);

        const judged = judgedRow(rows);
        const errors = rounds.flat().reduce((sum, cost) => sum + cost.errors, 0);
        const ok = judged !== undefined && judged.growth <= TARGET_GROWTH && errors === 0;
        if (!ok) isPassing = false;
        log(
          judged === undefined
            ? `    at no rate measured did the database server's CPU per request stay within ${CONTROL_LIMIT * 100}% between the layouts with both keeping the rate: the machine is contended at every rate, so what a second instance adds cannot be told apart from it here ${verdict(false)}`
            : `    a second instance adds ${signed(judged.growth)} to each request's API CPU (${ms(judged.one.api)} -> ${ms(judged.two.api)} ms; target <= ${TARGET_GROWTH * 100}%) ${verdict(judged.growth <= TARGET_GROWTH)}, judged at ${(judged.share * 100).toFixed(0)}% of one instance's flat-out rate (${judged.rate.toFixed(0)} req/s), the highest rate measured at which the control, the database server's CPU per request, moved within ${CONTROL_LIMIT * 100}% (${signed(judged.control)}) and both layouts kept the rate`,
        );
        if (errors > 0) log(`    ${errors} requests failed ${verdict(false)}`);
      }
    } finally {
      await balancer.close();
    }
  } finally {
    await Promise.all(apis.map((api) => api.close()));
    await status.end();
    await dropDatabase(seeded.databaseUrl);
    await restoreBufferPool();
  }
  log(`\ninstances bench: ${isPassing ? 'PASS' : 'FAIL'}`);
  process.exitCode = isPassing ? 0 : 1;
}

await main();
