import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { WebSocket } from 'undici';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchApiEnvironment,
  cpuMs,
  exited,
  findProcess,
  freePort,
  residentMib,
  verdict,
  waitForHttp,
  withChildren,
} from '@tele/data/bench/processes';
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/env.mjs';
import { priceBenchPractices } from '@tele/data/bench/money';
import {
  BENCH_PASSWORD,
  PEOPLE_CLIENTS,
  PEOPLE_PRACTICE,
  PROVIDERS_PER_PRACTICE,
  providerEmail,
  seedBenchDatabase,
} from '@tele/data/bench/seed';

/**
 * `npm run bench` (pages): the built API and web servers (production, one web worker per core) over the
 * 1,000,000-appointment bench database, started afresh for each page (ADR 0033). The page's users log in
 * through the real login form (16 practice owners: each connection is one person), then 16 connections load
 * the page, asking for it compressed as a browser does:
 *
 * - the first 30 s after the start (BENCH_COLD_SECONDS), warmed by nothing but the logins and one check of
 *   each user's page: target p95 < 150 ms for /appointment and /dashboard;
 * - then warm, the next 10 s (BENCH_SECONDS): target p95 < 100 ms (/client-management: < 150 ms, issue 24);
 * - then the same load again (40 s), for the memory: each process's resident memory idle after the start and
 *   under each load (the median of its second half), and its heap after a full collection at the end of each
 *   load (asked for through V8's inspector, which the bench opens on a local port), which must not grow by
 *   more than 10% over the second identical load: more than identical loads move it, and enough to catch a
 *   leak of about 2 KB per page (about 3,000 pages on the web server's heap of about 70 MB). Resident memory
 *   also grows with V8's heap sizing (a heap that had room keeps it), so it is printed, not judged.
 *
 * The web server runs with WEB_SERVER_TIMING=true, so every page answers with a Server-Timing header (ADR
 * 0033): the time from the Remix handler to the render (its loaders), the part of it spent waiting for the
 * API (parallel calls counted once), the slowest API call, and the render. The bench prints p50 / p95 of each
 * and of the web app's own share (loaders - API wait), and the CPU each process used per page (the database
 * server's too when it runs here, shared with whatever else uses it). Under load every phase also waits for
 * the CPU; CPU per page is the figure that says what a page costs. Figures from a shared machine are
 * indicative; the targets are for a quiet one.
 *
 * BENCH_PAGES=/dashboard measures the pages whose path starts so, BENCH_PAGE_USERS=1 loads each page as one
 * person, BENCH_PAGE_CONNECTIONS changes the load, and BENCH_WEB_NODE_ARGS='--cpu-prof
 * --cpu-prof-dir=/tmp/prof' profiles the web processes (BENCH_API_NODE_ARGS the API's).
 */
interface Page {
  /** What the report calls it. */
  title: string;
  /** Who load it: each connection is one of them, in turn. */
  emails: string[];
  target: string;
  /**
   * What each user's page holds only when it rendered their data: at least `atLeast` matches of `pattern` (a
   * page of errors or of empty panels is fast, and proves nothing).
   */
  shows: { pattern: RegExp; atLeast: number; what: string };
  /** p95 targets in milliseconds: warm, and in the first 30 s after a start (null: printed, no target). */
  warmP95: number;
  coldP95: number | null;
}

/**
 * The owners of 16 practices of five providers (practice 0, the calendar's, and 2 to 16; not the people
 * practice). Each practice has 104 to 116 sessions in the month grid around 2026-11-15 and 35 to 39 in each
 * fortnight from there: a small practice's fortnight. (One provider's own calendar has 3 to 13 a fortnight.)
 * One person per connection, as 16 people loading their pages at once: one person's 16 parallel pages meet
 * contention on that person's own rows that no person causes (the dashboard's share link lock did, ADR 0033).
 */
const PRACTICE_OWNERS = Array.from({ length: 17 }, (_v, p) => p)
  .filter((p) => p !== PEOPLE_PRACTICE)
  .map((p) => providerEmail(p, 0));
const PAGES: Page[] = [
  {
    title: '/appointment (the practice calendar: month grid, a fortnight of sessions)',
    emails: PRACTICE_OWNERS,
    target: '/appointment?view=list&calendar=practice&date=2026-11-15',
    shows: { pattern: /<span>Session \d+<\/span>/g, atLeast: 80, what: 'sessions in the grid' },
    warmP95: 100,
    coldP95: 150,
  },
  {
    title: '/appointment, week view (the practice calendar: the server-rendered time grid of a week)',
    emails: PRACTICE_OWNERS,
    target: '/appointment?view=week&calendar=practice&date=2026-11-15',
    // About half a fortnight's sessions: 17 to 20 in the week.
    shows: { pattern: /<span>Session \d+<\/span>/g, atLeast: 12, what: 'sessions in the week' },
    // Issue 30: the week view, which hydrates into the draggable calendar, still p95 < 150 ms at 16 connections.
    warmP95: 150,
    coldP95: null,
  },
  {
    title: '/dashboard (the same owners: upcoming sessions, clients, requests, invoices, payments)',
    emails: PRACTICE_OWNERS,
    target: '/dashboard',
    // Six upcoming sessions, six clients and six invoices (named by their client), each on a line of its own.
    // The upcoming sessions come from the bench data, which ends on 2027-11-30.
    shows: { pattern: />(?:Client \d+-\d+|Session \d+)</g, atLeast: 18, what: 'rows in the panels' },
    warmP95: 100,
    coldP95: 150,
  },
  {
    title: `/client-management (the team of a practice of ${PEOPLE_CLIENTS.toLocaleString('en-US')} clients)`,
    emails: Array.from({ length: PROVIDERS_PER_PRACTICE }, (_v, k) => providerEmail(PEOPLE_PRACTICE, k)),
    target: '/client-management',
    shows: { pattern: />Client \d+-\d+</g, atLeast: 6, what: 'clients listed' },
    // Issue 24's target; nothing asks for a figure after a start.
    warmP95: 150,
    coldP95: null,
  },
  {
    title: '/payments (the same owners as the dashboard: six invoices owed, and the payout account)',
    emails: PRACTICE_OWNERS,
    target: '/payments',
    shows: { pattern: /<td>Client \d+-\d+<\/td>/g, atLeast: 6, what: 'invoices listed' },
    // Issue 26's target.
    warmP95: 150,
    coldP95: null,
  },
  {
    title: `/reports (the same team: the chart, the month's figures, the first page of 100,000 sessions)`,
    emails: Array.from({ length: PROVIDERS_PER_PRACTICE }, (_v, k) => providerEmail(PEOPLE_PRACTICE, k)),
    target: '/reports',
    shows: { pattern: /<td>Client \d+-\d+<\/td>/g, atLeast: 10, what: 'sessions in the table' },
    // Issue 26's target.
    warmP95: 150,
    coldP95: null,
  },
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COLD_SECONDS = Number(process.env.BENCH_COLD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 16);
/** BENCH_PAGE_USERS=1 loads each page as its first user only (e.g. to see one person's own locks). */
const USERS = Number(process.env.BENCH_PAGE_USERS ?? Infinity);
/** How much a second identical load may grow a process's heap after a full collection (see the header). */
const MEMORY_GROWTH_TOLERANCE = 0.1;
const INTERNAL_SECRET = 'bench-internal-secret-with-enough-length-0123456789';
const log = (line: string) => console.log(line);

/**
 * A built server as production runs it, with the production Node options, and V8's inspector on a free local
 * port (each web worker gets its own), which `inspectors` learns from its standard error.
 */
function start(options: {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  inspectors: Inspectors;
}): ChildProcess {
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', ...options.args], {
    cwd: options.cwd,
    env: { ...process.env, NODE_OPTIONS: PRODUCTION_NODE_OPTIONS, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  options.inspectors.read(child.stderr!);
  return child;
}

interface Servers {
  web: string;
  /**
   * The web server with its workers, the API, and the database server when it runs on this machine (shared
   * with whatever else uses it).
   */
  processes: { web: () => number[]; api: () => number[]; db: () => number[] };
  inspectors: Inspectors;
  stop: () => Promise<void>;
}

/** Starts the API and the web server afresh and waits until both answer. */
async function startServers(databaseUrl: string): Promise<Servers> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const inspectors = new Inspectors();
  const apiArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = start({
    args: [...apiArgs, 'legacy-api/dist/server.js'],
    cwd: root,
    env: {
      ...benchApiEnvironment({
        databaseUrl,
        port: apiPort,
        redisPrefix: 'tt_bench_page',
        uploadsDir: mkdtempSync(path.join(tmpdir(), 'tt-bench-uploads-')),
      }),
      API_INTERNAL_SECRET: INTERNAL_SECRET,
    },
    inspectors,
  });
  const webArgs = (process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const web = start({
    args: [...webArgs, 'server.js'],
    cwd: path.join(root, 'remix-app'),
    env: {
      NODE_ENV: 'production',
      WEB_PORT: String(webPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_URL: `http://localhost:${webPort}`,
      SESSION_SECRET: 'bench-session-secret-with-enough-length-0123456789',
      API_INTERNAL_SECRET: INTERNAL_SECRET,
      WEB_SERVER_TIMING: 'true',
    },
    inspectors,
  });
  const stop = async () => {
    api.kill('SIGTERM');
    web.kill('SIGTERM');
    await Promise.all([exited(api), exited(web)]);
  };
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/health`);
    await waitForHttp(`http://127.0.0.1:${webPort}/login`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    web: `http://127.0.0.1:${webPort}`,
    processes: {
      web: () => withChildren(web.pid),
      api: () => withChildren(api.pid),
      db: () => {
        const db = findProcess(['mariadbd', 'mysqld']);
        return db === undefined ? [] : [db];
      },
    },
    inspectors,
    stop,
  };
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

/**
 * Accepts the terms through the dashboard's form, as every owner does at the first login: the measured pages
 * are the everyday ones, without the Accept Terms modal. (Accepting again changes nothing.)
 */
async function acceptTerms(web: string, cookie: string): Promise<void> {
  const response = await fetch(`${web}/dashboard`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'accept-terms' }),
  });
  if (response.status !== 302) throw new Error(`accepting the terms failed: HTTP ${response.status}`);
}

/** Fails unless the page rendered its data (a page of errors or of empty panels is fast, and proves nothing). */
async function checkRenders(web: string, page: Page, cookie: string): Promise<number> {
  const response = await fetch(`${web}${page.target}`, { headers: { cookie } });
  const found = (await response.text()).match(page.shows.pattern)?.length ?? 0;
  if (response.status !== 200 || found < page.shows.atLeast)
    throw new Error(
      `${page.target} did not render its data: HTTP ${response.status}, ${found} ${page.shows.what} (at least ${page.shows.atLeast} expected)`,
    );
  return found;
}

/** Logs each of the page's users in and checks their page: their cookies, and the least data a page showed. */
async function prepareUsers(web: string, page: Page): Promise<{ cookies: string[]; fewest: number }> {
  const cookies: string[] = [];
  let fewest = Infinity;
  for (const email of page.emails.slice(0, USERS)) {
    const cookie = await logIn(web, email);
    await acceptTerms(web, cookie);
    fewest = Math.min(fewest, await checkRenders(web, page, cookie));
    cookies.push(cookie);
  }
  return { cookies, fewest };
}

type Phase = 'loaders' | 'api' | 'api-slowest' | 'render';
type Timing = Partial<Record<Phase, number>> & { slowestCall?: string };

/**
 * One Server-Timing header: `loaders;dur=12.5, api;dur=8.1;desc="3 calls",
 * api-slowest;dur=7.9;desc="users/get-drag", render;dur=6.0`.
 */
function readServerTiming(value: string): Timing {
  const timing: Timing = {};
  for (const entry of value.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const duration = params.find((param) => param.startsWith('dur='));
    if (name && duration) timing[name as Phase] = Number(duration.slice(4));
    const description = params.find((param) => param.startsWith('desc='));
    if (name === 'api-slowest' && description) timing.slowestCall = description.slice(6, -1);
  }
  return timing;
}

const percentile = (sorted: number[], share: number) => sorted[Math.ceil(share * sorted.length) - 1] ?? NaN;
const sortedNumbers = (values: number[]) => [...values].sort((a, b) => a - b);

/** The CPU time the processes have used so far, in milliseconds. */
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);

/**
 * One load: latencies as autocannon times them, kept whole so p95 is read exactly (its summary has p90 and
 * p97.5), each answer's Server-Timing phases, and the CPU each server used per page.
 */
async function load(servers: Servers, target: string, cookies: string[], duration: number) {
  const latencies: number[] = [];
  const timings: Timing[] = [];
  let connection = 0;
  const cpuBefore = {
    web: cpuOf(servers.processes.web()),
    api: cpuOf(servers.processes.api()),
    db: cpuOf(servers.processes.db()),
  };
  const instance = autocannon({
    url: `${servers.web}${target}`,
    connections: CONNECTIONS,
    duration,
    setupClient: (client) => {
      // Each connection is one of the page's users, in turn, and asks for what a browser asks for: the page
      // comes compressed (serve.js), and compressing it is part of its cost.
      client.setHeaders({
        cookie: cookies[connection++ % cookies.length]!,
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      // autocannon hands on its HTTP parser's headers, names and values in turn (its types say otherwise).
      (client as unknown as EventEmitter).on('headers', ({ headers }: { headers: string[] }) => {
        const index = headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'server-timing');
        if (index >= 0) timings.push(readServerTiming(headers[index + 1] ?? ''));
      });
    },
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  const pages = Math.max(1, result.requests.total);
  const sorted = sortedNumbers(latencies);
  return {
    result,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    timings,
    cpuPerPage: {
      web: (cpuOf(servers.processes.web()) - cpuBefore.web) / pages,
      api: (cpuOf(servers.processes.api()) - cpuBefore.api) / pages,
      db: (cpuOf(servers.processes.db()) - cpuBefore.db) / pages,
    },
  };
}
type Load = Awaited<ReturnType<typeof load>>;

const isClean = (run: Load) =>
  run.result.errors === 0 && run.result.non2xx === 0 && run.result.timeouts === 0;
const ms = (value: number) => `${Math.round(value)} ms`;

const describeLoad = (run: Load) =>
  `${run.result.requests.average.toFixed(0).padStart(4)} req/s  p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  p99 ${ms(run.p99)}  errors ${run.result.errors + run.result.non2xx + run.result.timeouts}`;

/** A load's line with its target's verdict, or without one. */
function loadLine(label: string, run: Load, target: number | null): { line: string; ok: boolean } {
  const ok = isClean(run) && (target === null || run.p95 < target);
  const judged = target === null ? '(no target)' : `target p95 < ${target} ms ${verdict(ok)}`;
  return { line: `  ${label.padEnd(26)}${describeLoad(run)}   ${judged}`, ok };
}

/** p50 / p95 of each phase, and of the web app's own share: its loaders' time less the API wait. */
function describeTimings(run: Load): string {
  const of = (pick: (t: Timing) => number | undefined) => {
    const values = sortedNumbers(
      run.timings.map(pick).filter((value): value is number => value !== undefined),
    );
    return `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.95).toFixed(1)}`.padEnd(18);
  };
  return [
    of((t) => t.loaders),
    of((t) => t.api),
    of((t) => (t.loaders === undefined || t.api === undefined ? undefined : t.loaders - t.api)),
    of((t) => t.render),
    `${run.cpuPerPage.web.toFixed(1)} · ${run.cpuPerPage.api.toFixed(1)} · ${run.cpuPerPage.db.toFixed(1)}`,
  ].join('');
}

/** The API call a page waited for longest, most often: its name, how often it was the slowest, p50 / p95. */
function describeSlowestCall(run: Load): string {
  const counts = new Map<string, number>();
  for (const { slowestCall } of run.timings)
    if (slowestCall) counts.set(slowestCall, (counts.get(slowestCall) ?? 0) + 1);
  const [name, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!name || !count) return 'none';
  const durations = sortedNumbers(
    run.timings.filter((t) => t.slowestCall === name).map((t) => t['api-slowest'] ?? NaN),
  );
  return `${name} (the slowest in ${Math.round((100 * count) / run.timings.length)}% of pages), p50 / p95 ${percentile(durations, 0.5).toFixed(1)} / ${percentile(durations, 0.95).toFixed(1)} ms`;
}

/** Resident memory of the web server (with its workers) and of the API, in MiB. */
function residentOf(servers: Servers) {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + (residentMib(pid) ?? 0), 0);
  return { web: sum(servers.processes.web()), api: sum(servers.processes.api()) };
}
type Memory = { web: number; api: number };

/**
 * Resident memory under a load: the median of samples every 250 ms over its second half (one reading says
 * more about where the last collection fell than about the process).
 */
function sampleResident(servers: Servers): { stop: () => Memory } {
  const samples: Memory[] = [];
  const timer = setInterval(() => samples.push(residentOf(servers)), 250);
  return {
    stop: () => {
      clearInterval(timer);
      const steady = samples.slice(Math.floor(samples.length / 2));
      const median = (key: keyof Memory) => percentile(sortedNumbers(steady.map((m) => m[key])), 0.5);
      return { web: median('web'), api: median('api') };
    },
  };
}

/** What a load left: resident memory under it, and each process's heap after a full collection at its end. */
interface AfterLoad {
  resident: Memory;
  heaps: Map<number, number>;
}

/** The memory lines: resident idle, under the load and under it again; the heaps after both; growth. */
function memoryLines(servers: Servers, idle: Memory, first: AfterLoad, second: AfterLoad) {
  const groups = [
    { name: `web (server + ${servers.processes.web().length - 1} workers)`, key: 'web' as const },
    { name: 'API', key: 'api' as const },
  ];
  const lines: string[] = [];
  let ok = true;
  const mib = (value: number, width: number) =>
    (Number.isNaN(value) ? '?' : value.toFixed(0)).padStart(width);
  const growthOf = (before: number, after: number) => (after - before) / before;
  const percent = (share: number) =>
    (Number.isNaN(share) ? '?' : `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`).padStart(8);
  for (const { name, key } of groups) {
    // The group's processes that answered after both loads (a worker replaced meanwhile has no before).
    const pids = servers.processes[key]().filter((pid) => first.heaps.has(pid) && second.heaps.has(pid));
    const heapOf = (after: AfterLoad) =>
      pids.length === 0 ? NaN : pids.reduce((total, pid) => total + after.heaps.get(pid)!, 0);
    const [firstHeap, secondHeap] = [heapOf(first), heapOf(second)];
    const heapGrowth = growthOf(firstHeap, secondHeap);
    const rowOk = heapGrowth <= MEMORY_GROWTH_TOLERANCE;
    ok &&= rowOk;
    lines.push(
      `    ${name.padEnd(26)}${mib(idle[key], 6)}${mib(first.resident[key], 9)}${mib(second.resident[key], 9)}${percent(growthOf(first.resident[key], second.resident[key]))}` +
        `${mib(firstHeap, 12)}${mib(secondHeap, 9)}${percent(heapGrowth)} ${verdict(rowOk)}`,
    );
  }
  return { lines, ok };
}

/**
 * The servers' V8 inspectors: what each process's heap holds after a full collection, asked for when a load
 * is over (as the jobs bench asks its workers, ADR 0034). That is what a leak grows; resident memory also
 * grows with V8's heap sizing (a heap that had room keeps it), so it is printed, and the verdict is on the
 * heap.
 */
class Inspectors {
  private readonly addresses: string[] = [];

  /** Reads a server's standard error: the inspectors' addresses are kept, their other lines dropped. */
  read(stderr: Readable): void {
    createInterface({ input: stderr }).on('line', (line) => {
      const address = /^Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
      if (address) this.addresses.push(address);
      else if (!/^(For help, see:|Debugger attached\.|Debugger ending on)/.test(line))
        process.stderr.write(`${line}\n`);
    });
  }

  /** Each process's heap in use after a full collection, in MiB, by pid (processes gone are left out). */
  async heapsAfterCollection(): Promise<Map<number, number>> {
    const heaps = new Map<number, number>();
    for (const address of this.addresses) {
      const heap = await collectAndMeasure(address).catch(() => null);
      if (heap) heaps.set(heap.pid, heap.usedMib);
    }
    return heaps;
  }
}

/** Over one inspector session: the process's pid, a full collection, and the heap in use after it. */
async function collectAndMeasure(address: string): Promise<{ pid: number; usedMib: number }> {
  const socket = new WebSocket(address);
  const answers = new Map<number, (result: Record<string, unknown>) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
    if (message.id !== undefined) answers.get(message.id)?.(message.result ?? {});
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      lastId += 1;
      answers.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  try {
    const evaluated = await call('Runtime.evaluate', { expression: 'process.pid', returnByValue: true });
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return {
      pid: Number((evaluated.result as { value: unknown }).value),
      usedMib: Number(usage.usedSize) / 2 ** 20,
    };
  } finally {
    socket.close();
  }
}

/** Measures one page on servers of its own: true when it met its targets. */
async function measurePage(databaseUrl: string, page: Page): Promise<boolean> {
  const servers = await startServers(databaseUrl);
  try {
    const idle = residentOf(servers);
    const { cookies, fewest } = await prepareUsers(servers.web, page);
    const firstResident = sampleResident(servers);
    const cold = await load(servers, page.target, cookies, COLD_SECONDS);
    const warm = await load(servers, page.target, cookies, SECONDS);
    const afterFirst = {
      resident: firstResident.stop(),
      heaps: await servers.inspectors.heapsAfterCollection(),
    };
    const secondResident = sampleResident(servers);
    const again = await load(servers, page.target, cookies, COLD_SECONDS + SECONDS);
    const afterSecond = {
      resident: secondResident.stop(),
      heaps: await servers.inspectors.heapsAfterCollection(),
    };

    const coldLine = loadLine(`first ${COLD_SECONDS} s after a start`, cold, page.coldP95);
    const warmLine = loadLine(`warm, the next ${SECONDS} s`, warm, page.warmP95);
    const againLine = loadLine(`the same load again`, again, null);
    const memory = memoryLines(servers, idle, afterFirst, afterSecond);
    log(
      `\n${page.title}: ${page.target}, ${cookies.length} users (at least ${fewest} ${page.shows.what} each), ${CONNECTIONS} connections`,
    );
    for (const { line } of [coldLine, warmLine, againLine]) log(line);
    log(`  where a page's time goes, ms p50 / p95 (Server-Timing), and CPU ms per page:`);
    log(
      `    ${''.padEnd(24)}${['loaders', 'API wait', 'own share', 'render'].map((name) => name.padEnd(18)).join('')}CPU web · API · DB`,
    );
    log(`    ${`first ${COLD_SECONDS} s`.padEnd(24)}${describeTimings(cold)}`);
    log(`    ${'warm'.padEnd(24)}${describeTimings(warm)}`);
    log(`    ${'again'.padEnd(24)}${describeTimings(again)}`);
    log(`  the API call a warm page waits for longest: ${describeSlowestCall(warm)}`);
    log(
      `  memory, MiB                 resident: idle     load   2nd load  growth   heap after GC: 1st 2nd   growth (target ≤ ${MEMORY_GROWTH_TOLERANCE * 100}%)`,
    );
    for (const line of memory.lines) log(line);
    return coldLine.ok && warmLine.ok && isClean(again) && memory.ok;
  } finally {
    await servers.stop();
  }
}

async function main() {
  for (const built of ['legacy-api/dist/server.js', 'remix-app/build/server/index.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const seeded = await seedBenchDatabase(base, Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000), log);
  await priceBenchPractices(seeded.databaseUrl);
  log(
    `pages: own share = loaders - API wait (the web app's work before the render); render = the page's HTML; ` +
      `CPU = all the process's threads, per page`,
  );
  // BENCH_PAGES=/dashboard,/appointment measures only the pages whose path starts so (to profile one).
  const only = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
  const pages = PAGES.filter(
    (page) => only.length === 0 || only.some((path) => page.target.startsWith(path)),
  );
  let passed = true;
  for (const page of pages) passed = (await measurePage(seeded.databaseUrl, page)) && passed;
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
