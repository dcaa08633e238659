// Finds MySQL/MariaDB and Redis at DATABASE_URL and REDIS_URL, or starts private instances of them
// under .data/ (private-instances.mjs) when the URL is local and nothing answers. Node built-ins only.
//
//   ensureServices({ databaseUrl, redisUrl, dataDir })  -> both answer, or a clear error
//   describeService(service)                            -> one line about what ensureServices found
//   privateServices(dataDir)                            -> what ensureServices started, alive or not
//   stopPrivateServices(dataDir)                        -> stops what ensureServices started
//
// The URLs and probes are service-urls.mjs; creating the database is databases.mjs.
import { rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  isAlive,
  readState,
  startPrivateMysql,
  startPrivateRedis,
  stopPid,
  waitUntil,
  withLock,
} from './private-instances.mjs';
import { isLocalHost, parseDatabaseUrl, parseRedisUrl, probeMysql, probeRedis } from './service-urls.mjs';

const SERVICES = {
  mariadb: {
    label: 'MySQL/MariaDB',
    variable: 'DATABASE_URL',
    parse: parseDatabaseUrl,
    probe: probeMysql,
    start: startPrivateMysql,
  },
  redis: {
    label: 'Redis',
    variable: 'REDIS_URL',
    parse: parseRedisUrl,
    probe: probeRedis,
    start: startPrivateRedis,
  },
};

async function ensureOne(kind, url, dataDir, log) {
  const spec = SERVICES[kind];
  const target = spec.parse(url);
  const { host, port } = target;
  const first = await spec.probe(host, port);
  if (first.ok) {
    const state = isLocalHost(host) ? readState(path.join(dataDir, `${kind}.json`)) : null;
    const mine = state && state.port === port && isAlive(state.pid);
    return {
      kind,
      host,
      port,
      version: first.version,
      private: Boolean(mine),
      pid: mine ? state.pid : undefined,
      reused: Boolean(mine),
    };
  }
  if (first.reason !== 'unreachable') {
    throw new Error(`${spec.label} at ${host}:${port} (${spec.variable}) is not usable: ${first.message}`);
  }
  if (!isLocalHost(host)) {
    throw new Error(
      `${spec.label} at ${host}:${port} (${spec.variable}) does not answer: ${first.message}. Start it, or set ${spec.variable}.`,
    );
  }

  return withLock(dataDir, kind, async () => {
    const stateFile = path.join(dataDir, `${kind}.json`);
    const pidFile = path.join(dataDir, `${kind}.pid`);
    const state = readState(stateFile);
    if (state && isAlive(state.pid)) {
      if (state.port === port) {
        // Ours, perhaps still starting (or started by a concurrent run).
        const ready = await waitUntil(() => spec.probe(host, port), {
          pid: state.pid,
          what: `the private ${spec.label} (pid ${state.pid})`,
          log: state.log,
        });
        return { kind, host, port, version: ready.version, private: true, pid: state.pid, reused: true };
      }
      log(
        `the private ${spec.label} (pid ${state.pid}) listens on ${state.port}, ${spec.variable} wants ${port}: restarting it`,
      );
      await stopPid(state.pid);
    }
    const again = await spec.probe(host, port);
    if (again.ok) return { kind, host, port, version: again.version, private: false };

    const started = await spec.start(target, dataDir, log);
    writeFileSync(pidFile, `${started.pid}\n`);
    writeFileSync(
      stateFile,
      `${JSON.stringify({ ...started, startedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    try {
      const ready = await waitUntil(() => spec.probe('127.0.0.1', port), {
        pid: started.pid,
        what: `the private ${spec.label} (${started.binary})`,
        log: started.log,
      });
      return { kind, host, port, version: ready.version, private: true, pid: started.pid };
    } catch (error) {
      await stopPid(started.pid, 5000);
      rmSync(pidFile, { force: true });
      rmSync(stateFile, { force: true });
      throw error;
    }
  });
}

/**
 * Makes sure MySQL/MariaDB and Redis answer at the given URLs, starting private instances under
 * `dataDir` when the URL is local and nothing listens there. They are detached and keep running
 * after this process; the next run reuses them (`node scripts/services.mjs stop` stops them).
 * @param {{ databaseUrl: string, redisUrl: string, dataDir: string, log?: (line: string) => void }} options
 */
export async function ensureServices({ databaseUrl, redisUrl, dataDir, log = (line) => console.log(line) }) {
  const [mariadb, redis] = await Promise.allSettled([
    ensureOne('mariadb', databaseUrl, dataDir, log),
    ensureOne('redis', redisUrl, dataDir, log),
  ]);
  const failures = [mariadb, redis].filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  if (failures.length) throw new Error(failures.join('\n'));
  return { mariadb: mariadb.value, redis: redis.value };
}

/** One line about a service ensureServices found: `mariadb: 127.0.0.1:3306 10.11.19 (private, pid 123)`. */
export function describeService(s) {
  return `${s.kind}: ${s.host}:${s.port} ${s.version}${s.private ? ` (private, pid ${s.pid})` : ''}`;
}

/** What ensureServices started (from the state files), alive or not. */
export function privateServices(dataDir) {
  return ['mariadb', 'redis']
    .map((kind) => ({ kind, state: readState(path.join(dataDir, `${kind}.json`)) }))
    .filter((entry) => entry.state)
    .map(({ kind, state }) => ({ kind, ...state, alive: isAlive(state.pid) }));
}

/** Stops the private instances ensureServices started in `dataDir` (data is kept). */
export async function stopPrivateServices(dataDir, log = (line) => console.log(line)) {
  for (const service of privateServices(dataDir)) {
    if (service.alive) {
      log(`stopping the private ${service.kind} (pid ${service.pid}, port ${service.port})`);
      await stopPid(service.pid);
    }
    for (const file of [`${service.kind}.json`, `${service.kind}.pid`]) {
      try {
        unlinkSync(path.join(dataDir, file));
      } catch {
        // already gone
      }
    }
  }
}
