import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the benchmarks share to run servers as processes of their own. */

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `url` until it answers below 500 (20 s at most). */
export async function waitForHttp(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Resolves when the child has exited. */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The environment the built API runs with under a benchmark: production, on the bench database, with limits
 * no single benchmark caller can reach (it logs every caller in from one address), its own Redis prefix and
 * a private folder for uploaded files.
 */
export function benchApiEnvironment(options: {
  databaseUrl: string;
  port: number;
  redisPrefix: string;
  uploadsDir: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    API_HOST: '127.0.0.1',
    API_PORT: String(options.port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ADDRESS_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
    REDIS_PREFIX: options.redisPrefix,
    ROOM_SECRET: 'bench-room-secret-with-enough-length-0123456789',
    UPLOADS_DIR: options.uploadsDir,
  };
}

/** A process's resident memory now, in MiB (Linux: VmRSS of /proc/<pid>/status); null when it cannot be read. */
export function residentMib(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/**
 * The Node options that let `heapAfterCollectionMib` ask a server for its heap (data/bench/heap-probe.mjs), and
 * the environment it answers through; spread both into the server's command line and environment.
 */
export function heapProbe(): { nodeArgs: string[]; env: { HEAP_PROBE_DIR: string } } {
  return {
    nodeArgs: ['--expose-gc', '--import', new URL('./heap-probe.mjs', import.meta.url).href],
    env: { HEAP_PROBE_DIR: mkdtempSync(path.join(tmpdir(), 'tt-heap-probe-')) },
  };
}

/**
 * A server's heap in use after a full collection, in MiB, asked for by a signal (the server was started with
 * `heapProbe()`); null when it does not answer within 5 s.
 */
export async function heapAfterCollectionMib(
  pid: number | undefined,
  probe: { env: { HEAP_PROBE_DIR: string } },
): Promise<number | null> {
  return (await heldAfterCollection(pid, probe))?.heapMib ?? null;
}

/**
 * What a server holds after a full collection, in MiB: its heap in use, and the memory outside the heap its
 * live objects hold (Buffers' bytes). Asked for as `heapAfterCollectionMib` is; null when it does not answer.
 */
export async function heldAfterCollection(
  pid: number | undefined,
  probe: { env: { HEAP_PROBE_DIR: string } },
): Promise<{ heapMib: number; externalMib: number } | null> {
  if (pid === undefined) return null;
  const file = path.join(probe.env.HEAP_PROBE_DIR, `${pid}.json`);
  const read = (): { seq: number; heapMib: number; externalMib: number } | null => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as { seq: number; heapMib: number; externalMib: number };
    } catch {
      return null;
    }
  };
  const before = read()?.seq ?? 0;
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return null;
  }
  for (let waited = 0; waited < 5_000; waited += 50) {
    const answer = read();
    if (answer && answer.seq > before) return { heapMib: answer.heapMib, externalMib: answer.externalMib };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** How a benchmark line ends: the verdict of its target. */
export const verdict = (ok: boolean) => (ok ? '✓' : '✗');

/** The middle of the samples (the upper of the two middles of an even count); the samples are left as they are. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A process and its children (Linux: /proc/<pid>/task/<tid>/children), e.g. the web server and its workers. */
export function withChildren(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/**
 * The CPU time a process has used so far, in milliseconds, in user space (its own code) and in the kernel (its
 * system calls: sockets, files, waking the processes it talks to) (Linux: /proc/<pid>/stat, in clock ticks of
 * 10 ms, which is USER_HZ on every Linux Node runs on); null when it cannot be read.
 */
export function cpuSplitMs(pid: number): { user: number; kernel: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are
    // the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * 10, kernel: Number(fields[12]) * 10 };
  } catch {
    return null;
  }
}

/**
 * Where a process's CPU went, by thread (Linux: /proc/<pid>/task): its main thread (for Node, the event loop)
 * apart from the others (V8's GC and compiler helpers, libuv's pool), in milliseconds, and how often its threads
 * were switched out: waiting (they slept: nothing to do) or preempted (another process took the core while they
 * had work). Null when it cannot be read.
 */
export function threadsOf(
  pid: number,
): { main: number; helpers: number; waits: number; preemptions: number } | null {
  const total = { main: 0, helpers: 0, waits: 0, preemptions: 0 };
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      if (Number(tid) === pid) total.main += ms;
      else total.helpers += ms;
      const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
      total.waits += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      total.preemptions += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    }
  } catch {
    // gone meanwhile (a thread, or the process)
    return null;
  }
  return total;
}

/** The CPU time a process has used so far (user + kernel), in milliseconds; null when it cannot be read. */
export function cpuMs(pid: number): number | null {
  const split = cpuSplitMs(pid);
  return split === null ? null : split.user + split.kernel;
}

/** The process whose command name is one of `names` (Linux: /proc/<pid>/comm), e.g. the local database server. */
export function findProcess(names: string[]): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (names.includes(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}
