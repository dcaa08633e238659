import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/env.mjs';
import {
  benchApiEnvironment,
  cpuMs,
  exited,
  findProcess,
  freePort,
  heapProbe,
  verdict,
  waitForHttp,
} from '@tele/data/bench/processes';

/**
 * The API benchmarks' harness: the built API and the floor (a bare node:http server running the same SQL) each in
 * a process of its own, and autocannon's load against each in turn, with the CPU each request cost. Every target
 * is a ratio against the floor of the same run (ADR 0034). BENCH_SECONDS and BENCH_CONNECTIONS change the load.
 */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const log = (line: string) => console.log(line);

/** A server the bench started, in a process of its own. */
export interface Started {
  url: string;
  pid: number | undefined;
  close(): Promise<void>;
}

/** How the bench asks the API and the floor for their heap after a full collection (by a signal, not an inspector). */
export const HEAP_PROBE = heapProbe();

/**
 * The API as production runs it: the built bundle (dist/server.js, `npm run bench` builds it first) with the
 * production Node options, on the benchmark database.
 */
export async function startApi(databaseUrl: string): Promise<Started> {
  const apiRoot = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(path.join(apiRoot, 'dist/server.js')))
    throw new Error('legacy-api/dist/server.js is missing: run npm run build -w @tele/legacy-api first');
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...HEAP_PROBE.nodeArgs, 'dist/server.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...HEAP_PROBE.env,
      NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
      ...benchApiEnvironment({
        databaseUrl,
        port,
        redisPrefix: 'tt_bench',
        uploadsDir: mkdtempSync(path.join(tmpdir(), 'tt-bench-uploads-')),
      }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`);
  return {
    url,
    pid: child.pid,
    async close() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** The floor (floor-server.ts) in a process of its own. */
export async function startFloor(databaseUrl: string): Promise<Started> {
  const child = fork(fileURLToPath(new URL('./floor.process.ts', import.meta.url)), [databaseUrl], {
    execArgv: ['--import', 'tsx', ...HEAP_PROBE.nodeArgs],
    env: { ...process.env, ...HEAP_PROBE.env, NODE_OPTIONS: PRODUCTION_NODE_OPTIONS },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await new Promise<{ url: string }>((resolve) =>
    child.once('message', (m) => resolve(m as { url: string })),
  );
  return {
    url,
    pid: child.pid,
    async close() {
      child.disconnect();
      await exited(child);
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU milliseconds per request of the server measured (API or floor) and of the database server (shared with
   * whatever else uses it): what a request costs, which a busy machine moves less than it moves the rates.
   */
  cpuPerRequest: { server: number; db: number };
}

export interface Call {
  body: string;
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  calls: Call[];
  floorCalls: Call[];
  floorPath: string;
  apiPath: string;
  /** The targets: a share of the floor's requests per second, and a p99 within a multiple of the floor's. */
  target: { ratio: number; p99: number };
}

/**
 * Each connection (BENCH_CONNECTIONS, or `connections`) sends the calls in turn, over and over. They are built before the clock starts, so the load
 * generator, which shares the machine with the servers, spends nothing per request but sending and reading.
 */
export async function load(
  options: { url: string; path: string; calls: Call[]; pid?: number; connections?: number },
  duration = SECONDS,
): Promise<LoadResult> {
  const db = findProcess(['mariadbd', 'mysqld']);
  const cpuBefore = { server: cpuOf(options.pid), db: cpuOf(db) };
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? CONNECTIONS,
    duration,
    requests: options.calls.map((call) => ({
      method: 'POST',
      path: options.path,
      body: call.body,
      headers: { 'content-type': 'application/json', ...call.headers },
    })),
  });
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: {
      server: (cpuOf(options.pid) - cpuBefore.server) / requests,
      db: (cpuOf(db) - cpuBefore.db) / requests,
    },
  };
}

export const cpuText = (result: LoadResult) =>
  `CPU per request: server ${result.cpuPerRequest.server.toFixed(2)} ms, database ${result.cpuPerRequest.db.toFixed(2)} ms`;

/** A process's CPU time so far in milliseconds (0 when it is not known). */
const cpuOf = (pid: number | undefined) => (pid === undefined ? 0 : (cpuMs(pid) ?? 0));

/** Every load's targets: 0.8 of the floor's requests per second, and a p99 within 1.5x of the floor's. */
export const FLOOR_TARGET = { ratio: 0.8, p99: 1.5 };

/**
 * One scenario: the floor, then the API, each warmed the same way (3 s of the same calls, which warm the
 * buffer pool too) right before it is measured, so neither starts its measurement idle. True when it met
 * its targets.
 */
export async function measure(scenario: Scenario, floor: Started, api: Started): Promise<boolean> {
  const floorTarget = {
    url: floor.url,
    path: scenario.floorPath,
    calls: scenario.floorCalls,
    pid: floor.pid,
  };
  const apiTarget = { url: api.url, path: scenario.apiPath, calls: scenario.calls, pid: api.pid };
  await load(floorTarget, 3);
  const floorResult = await load(floorTarget);
  await load(apiTarget, 3);
  const apiResult = await load(apiTarget);
  const ratio = apiResult.rps / floorResult.rps;
  const tail = apiResult.p99 / Math.max(1, floorResult.p99);
  const { target } = scenario;
  const isFast = ratio >= target.ratio;
  const isTailOk = tail <= target.p99;
  const isClean = apiResult.errors === 0 && floorResult.errors === 0;
  log(`  ${scenario.name}`);
  log(
    `    floor  ${floorResult.rps.toFixed(0).padStart(6)} req/s  p50 ${floorResult.p50} ms  p99 ${floorResult.p99} ms  errors ${floorResult.errors}  ${cpuText(floorResult)}`,
  );
  log(
    `    api    ${apiResult.rps.toFixed(0).padStart(6)} req/s  p50 ${apiResult.p50} ms  p99 ${apiResult.p99} ms  errors ${apiResult.errors} ${verdict(isClean)}  ${cpuText(apiResult)}`,
  );
  log(
    `    ratio  ${ratio.toFixed(2)} of the floor (target >= ${target.ratio}) ${verdict(isFast)}, p99 ${tail.toFixed(2)}x the floor's (target <= ${target.p99}x) ${verdict(isTailOk)}`,
  );
  return isFast && isTailOk && isClean;
}

/**
 * A million appointments with their indexes are about 1 GB; MariaDB's default 128 MB buffer pool would make
 * every run a disk benchmark. Give the server a pool that holds the data set (as a production server would),
 * and put the old size back afterwards.
 */
export async function sizeBufferPool(databaseUrl: string, bytes: number): Promise<() => Promise<void>> {
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
    log(
      `buffer pool stays at ${original / 2 ** 20} MB (${(error as Error).message}); figures will include disk reads`,
    );
  }
  await connection.end();
  return async () => {
    const restore = await mysql.createConnection({ uri: databaseUrl });
    await restore.query('SET GLOBAL innodb_buffer_pool_size = ?', [original]).catch(() => undefined);
    await restore.end();
  };
}
