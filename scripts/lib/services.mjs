// Finds MySQL/MariaDB and Redis, or starts private instances of them under .data/.
// Node built-ins only (mysql2 is used by ensureDatabase when it is installed).
//
//   ensureServices({ databaseUrl, redisUrl, dataDir })  -> both answer, or a clear error
//   ensureDatabase(databaseUrl)                          -> CREATE DATABASE IF NOT EXISTS
//   recreateDatabase(databaseUrl)                        -> DROP + CREATE (e2e)
//   redisCommand(redisUrl, ...args)                      -> one RESP command (FLUSHDB for e2e)
//   stopPrivateServices(dataDir)                         -> stops what ensureServices started
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants as fsConstants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './env.mjs';
import { poll, sleep } from './procs.mjs';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0']);
const SBIN_DIRS = [
  '/usr/sbin',
  '/usr/local/sbin',
  '/sbin',
  '/usr/local/mysql/bin',
  '/usr/local/bin',
  '/usr/bin',
];
const READY_TIMEOUT_MS = Number(process.env.SERVICES_READY_TIMEOUT_MS) || 60_000;

export const INSTALL_HINT =
  'install them (Debian/Ubuntu, as root: apt-get install -y mariadb-server redis-server), ' +
  'or point DATABASE_URL / REDIS_URL at servers you already run';

// ---------------------------------------------------------------------------------------------
// URLs

/** @param {string} url */
export function parseDatabaseUrl(url) {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  return {
    host: stripBrackets(u.hostname) || '127.0.0.1',
    port: Number(u.port) || 3306,
    user: decodeURIComponent(u.username) || 'root',
    password: decodeURIComponent(u.password),
    database,
  };
}

/** @param {string} url */
export function parseRedisUrl(url) {
  const u = new URL(url);
  return {
    host: stripBrackets(u.hostname) || '127.0.0.1',
    port: Number(u.port) || 6379,
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    db: Number(u.pathname.replace(/^\//, '') || 0) || 0,
  };
}

function stripBrackets(host) {
  return host.replace(/^\[(.*)\]$/, '$1');
}

/** Whether a URL's host is this machine (where a private instance can be started). */
export function isLocalHost(host) {
  return LOCAL_HOSTS.has(host);
}

// ---------------------------------------------------------------------------------------------
// Probes

/**
 * Connects and reads the MySQL/MariaDB server greeting (initial handshake packet).
 * @returns {Promise<{ ok: true, version: string } | { ok: false, reason: 'unreachable' | 'timeout' | 'not-mysql' | 'refused-us', message: string }>}
 */
export function probeMysql(host, port, timeoutMs = 2500) {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0);
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          reason: 'timeout',
          message: `${host}:${port} accepted the connection but sent no MySQL greeting within ${timeoutMs} ms (another service on that port?)`,
        }),
      timeoutMs,
    );
    socket.on('error', (error) =>
      finish({
        ok: false,
        reason: 'unreachable',
        message: `${host}:${port}: ${error.code ?? error.message}`,
      }),
    );
    socket.on('close', () =>
      finish({
        ok: false,
        reason: 'not-mysql',
        message: `${host}:${port} closed the connection without a MySQL greeting`,
      }),
    );
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length < 5) return;
      const length = buffer.readUIntLE(0, 3);
      if (length > 0x10000 || length < 1) {
        finish({
          ok: false,
          reason: 'not-mysql',
          message: `${host}:${port} does not speak the MySQL protocol`,
        });
        return;
      }
      if (buffer.length < 4 + length) return;
      const payload = buffer.subarray(4, 4 + length);
      if (payload[0] === 0x0a) {
        const end = payload.indexOf(0, 1);
        const version = payload.subarray(1, end === -1 ? undefined : end).toString('latin1');
        finish({ ok: true, version: version.replace(/^5\.5\.5-(?=\d+\.\d+.*MariaDB)/, '') });
      } else if (payload[0] === 0xff) {
        const code = payload.readUInt16LE(1);
        let text = payload.subarray(3).toString('utf8');
        if (text.startsWith('#')) text = text.slice(6); // SQL state marker
        finish({
          ok: false,
          reason: 'refused-us',
          message: `${host}:${port} answered with error ${code}: ${text}`,
        });
      } else {
        finish({
          ok: false,
          reason: 'not-mysql',
          message: `${host}:${port} does not speak the MySQL protocol`,
        });
      }
    });
  });
}

/**
 * Sends PING and expects +PONG (or an authentication error, which is still Redis).
 * @returns {Promise<{ ok: true, version: string } | { ok: false, reason: 'unreachable' | 'timeout' | 'not-redis', message: string }>}
 */
export function probeRedis(host, port, timeoutMs = 2500) {
  return new Promise((resolve) => {
    let text = '';
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          reason: 'timeout',
          message: `no answer to PING from ${host}:${port} within ${timeoutMs} ms`,
        }),
      timeoutMs,
    );
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('error', (error) =>
      finish({
        ok: false,
        reason: 'unreachable',
        message: `${host}:${port}: ${error.code ?? error.message}`,
      }),
    );
    socket.on('close', () =>
      finish({
        ok: false,
        reason: 'not-redis',
        message: `${host}:${port} closed the connection without answering PING (another service on that port?)`,
      }),
    );
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n')) return;
      if (text.startsWith('+PONG')) finish({ ok: true, version: 'redis' });
      else if (/^-(NOAUTH|WRONGPASS|ERR.*(auth|password))/i.test(text))
        finish({ ok: true, version: 'redis (password required)' });
      else if (text.startsWith('-LOADING'))
        finish({ ok: false, reason: 'timeout', message: `${host}:${port} is loading its dataset` });
      else
        finish({
          ok: false,
          reason: 'not-redis',
          message: `${host}:${port} answered PING with ${JSON.stringify(text.slice(0, 60))}`,
        });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// A minimal Redis client (RESP2), enough for FLUSHDB and friends without installed packages.

function encodeCommand(args) {
  let out = `*${args.length}\r\n`;
  for (const arg of args) {
    const s = String(arg);
    out += `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
  }
  return out;
}

/** Parses one RESP reply at `offset`; returns null when incomplete. */
function parseReply(buf, offset = 0) {
  const lineEnd = buf.indexOf('\r\n', offset);
  if (lineEnd === -1) return null;
  const type = String.fromCharCode(buf[offset]);
  const line = buf.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next };
    case '-':
      return { value: new Error(line), next };
    case ':':
      return { value: Number(line), next };
    case '$': {
      const len = Number(line);
      if (len === -1) return { value: null, next };
      if (buf.length < next + len + 2) return null;
      return { value: buf.toString('utf8', next, next + len), next: next + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count === -1) return { value: null, next };
      const items = [];
      let at = next;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buf, at);
        if (!item) return null;
        items.push(item.value);
        at = item.next;
      }
      return { value: items, next: at };
    }
    default:
      return { value: new Error(`unexpected RESP reply ${JSON.stringify(line)}`), next: buf.length };
  }
}

/**
 * Runs one command on the database of `redisUrl` (AUTH and SELECT first when needed).
 * @param {string} redisUrl
 * @param {...(string|number)} command
 */
export function redisCommand(redisUrl, ...command) {
  const { host, port, username, password, db } = parseRedisUrl(redisUrl);
  const commands = [];
  if (password) commands.push(username ? ['AUTH', username, password] : ['AUTH', password]);
  if (db) commands.push(['SELECT', db]);
  commands.push(command);
  return new Promise((resolve, reject) => {
    let buf = Buffer.alloc(0);
    const replies = [];
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`Redis ${host}:${port} did not answer ${command[0]} within 10 s`));
    }, 10_000);
    socket.on('connect', () => socket.write(commands.map(encodeCommand).join('')));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Redis ${host}:${port}: ${error.message}`));
    });
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      let parsed;
      while ((parsed = parseReply(buf, 0))) {
        replies.push(parsed.value);
        buf = buf.subarray(parsed.next);
      }
      if (replies.length >= commands.length) {
        clearTimeout(timer);
        socket.end();
        const failed = replies.find((r) => r instanceof Error);
        if (failed) reject(new Error(`Redis ${host}:${port}: ${failed.message}`));
        else resolve(replies[replies.length - 1]);
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Binaries, pid files, locking

/** First executable among `names` in PATH and the usual sbin directories. */
export function findBinary(names) {
  // SERVICES_BIN_PATH (PATH syntax) replaces the search path, e.g. for a MariaDB under /opt.
  const dirs = process.env.SERVICES_BIN_PATH
    ? process.env.SERVICES_BIN_PATH.split(path.delimiter).filter(Boolean)
    : [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...SBIN_DIRS];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      try {
        accessSync(candidate, fsConstants.X_OK);
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function readState(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function tail(file, lines = 15) {
  try {
    const text = readFileSync(file, 'utf8').trimEnd().split('\n');
    return text
      .slice(-lines)
      .map((l) => `    ${l}`)
      .join('\n');
  } catch {
    return '    (no log)';
  }
}

/** A cross-process lock (O_EXCL file) so that `npm start` and `npm test` never both start a MariaDB. */
async function withLock(dataDir, name, fn) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.lock`);
  const deadline = Date.now() + READY_TIMEOUT_MS + 30_000;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = 0;
      let ageMs = 0;
      try {
        owner = Number(readFileSync(file, 'utf8').trim());
        ageMs = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      // No pid yet: its owner is between creating and writing it, unless that was long ago.
      if ((owner && !isAlive(owner)) || (!owner && ageMs > 5000)) {
        rmSync(file, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another process (pid ${owner}) holds ${file}`);
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

async function stopPid(pid, graceMs = 30_000) {
  const gone = () => !isAlive(pid);
  if (gone()) return;
  process.kill(pid, 'SIGTERM');
  if ((await poll(gone, { timeoutMs: graceMs, intervalMs: 200 })).ok) return;
  process.kill(pid, 'SIGKILL');
  await poll(gone, { timeoutMs: Infinity, intervalMs: 50 });
}

async function waitUntil(probe, { pid, what, log }) {
  const { ok, value: last } = await poll(
    async () => {
      const answer = await probe();
      if (!answer.ok && pid && !isAlive(pid))
        throw new Error(`${what} exited while starting. Last lines of ${log}:\n${tail(log)}`);
      return answer;
    },
    { timeoutMs: READY_TIMEOUT_MS, until: (answer) => answer.ok },
  );
  if (ok) return last;
  throw new Error(
    `${what} did not become ready within ${READY_TIMEOUT_MS / 1000} s (${last.message}). Last lines of ${log}:\n${tail(log)}`,
  );
}

function sqlString(value) {
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

// ---------------------------------------------------------------------------------------------
// MariaDB / MySQL

function mysqlFlavour(binary) {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return /mariadb/i.test(`${out.stdout}${out.stderr}`) ? 'mariadb' : 'mysql';
}

/** A unix socket path short enough for sun_path (108 bytes). */
function socketPath(dataDir, name) {
  const inData = path.join(dataDir, `${name}.sock`);
  if (Buffer.byteLength(inData) < 100) return inData;
  const hash = createHash('sha1').update(dataDir).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `tele-${name}-${hash}.sock`);
}

async function startPrivateMysql({ host, port, user, password }, dataDir, log) {
  const server = findBinary(['mariadbd', 'mysqld']);
  if (!server) {
    throw new Error(
      `Nothing answers on ${host}:${port} (DATABASE_URL) and no MariaDB/MySQL server is installed to start a private one: ${INSTALL_HINT}.`,
    );
  }
  const flavour = mysqlFlavour(server);
  const datadir = path.join(dataDir, 'mariadb');
  const errorLog = path.join(dataDir, 'mariadb.log');
  const asRoot = process.getuid?.() === 0;

  if (!existsSync(path.join(datadir, 'mysql'))) {
    log(`initialising a private ${flavour} data directory in ${datadir}`);
    rmSync(datadir, { recursive: true, force: true });
    mkdirSync(datadir, { recursive: true });
    const installLog = path.join(dataDir, 'mariadb-install.log');
    let result;
    if (flavour === 'mariadb') {
      const installer = findBinary(['mariadb-install-db', 'mysql_install_db']);
      if (!installer) throw new Error(`found ${server} but not mariadb-install-db; reinstall mariadb-server`);
      result = spawnSync(
        installer,
        [
          '--no-defaults',
          `--datadir=${datadir}`,
          '--auth-root-authentication-method=normal',
          '--skip-test-db',
          '--skip-name-resolve',
          ...(asRoot ? ['--user=root'] : []),
        ],
        { encoding: 'utf8' },
      );
    } else {
      result = spawnSync(
        server,
        [
          '--no-defaults',
          '--initialize-insecure',
          `--datadir=${datadir}`,
          ...(asRoot ? ['--user=root'] : []),
        ],
        { encoding: 'utf8' },
      );
    }
    writeFileSync(
      installLog,
      `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
    );
    if (result.status !== 0) {
      rmSync(datadir, { recursive: true, force: true });
      throw new Error(
        `initialising ${datadir} failed (exit ${result.status}). Last lines of ${installLog}:\n${tail(installLog)}`,
      );
    }
  }

  // Runs at every start: root (and the URL's user) may connect over TCP from 127.0.0.1.
  const initFile = path.join(dataDir, 'mariadb-init.sql');
  const grants = [
    `CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY '';`,
    `GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;`,
  ];
  if (user !== 'root' || password) {
    grants.push(
      `CREATE USER IF NOT EXISTS ${sqlString(user)}@'127.0.0.1' IDENTIFIED BY ${sqlString(password)};`,
      `ALTER USER ${sqlString(user)}@'127.0.0.1' IDENTIFIED BY ${sqlString(password)};`,
      `GRANT ALL PRIVILEGES ON *.* TO ${sqlString(user)}@'127.0.0.1' WITH GRANT OPTION;`,
    );
  }
  writeFileSync(initFile, `${grants.join('\n')}\n`, { mode: 0o600 });

  const args = [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${socketPath(dataDir, 'mariadb')}`,
    `--pid-file=${path.join(dataDir, 'mariadbd.pid')}`,
    `--log-error=${errorLog}`,
    `--init-file=${initFile}`,
    '--skip-name-resolve',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    '--innodb-buffer-pool-size=128M',
    '--max-connections=300',
    '--skip-log-bin',
    ...(flavour === 'mysql' ? ['--mysqlx=OFF'] : []),
    ...(asRoot ? ['--user=root'] : []),
  ];
  log(`starting a private ${flavour} on 127.0.0.1:${port} (${server})`);
  const out = openSync(errorLog, 'a');
  const child = spawn(server, args, { detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  child.unref();
  return { pid: child.pid, port, log: errorLog, binary: server };
}

// ---------------------------------------------------------------------------------------------
// Redis

async function startPrivateRedis({ port, password }, dataDir, log) {
  const server = findBinary(['redis-server', 'valkey-server']);
  if (!server) {
    throw new Error(
      `Nothing answers on 127.0.0.1:${port} (REDIS_URL) and redis-server is not installed to start a private one: ${INSTALL_HINT}.`,
    );
  }
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const logFile = path.join(dataDir, 'redis.log');
  const args = [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--daemonize',
    'no',
    '--logfile',
    logFile,
    ...(password ? ['--requirepass', password] : []),
  ];
  log(`starting a private Redis on 127.0.0.1:${port} (${server})`);
  const out = openSync(logFile, 'a');
  const child = spawn(server, args, { detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  child.unref();
  return { pid: child.pid, port, log: logFile, binary: server };
}

// ---------------------------------------------------------------------------------------------
// The two services

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

// ---------------------------------------------------------------------------------------------
// Databases

function loadMysql2(root) {
  try {
    const require = createRequire(path.join(root, 'package.json'));
    return require.resolve('mysql2/promise');
  } catch {
    try {
      const require = createRequire(path.join(root, 'legacy-api', 'package.json'));
      return require.resolve('mysql2/promise');
    } catch {
      return null;
    }
  }
}

function quoteIdentifier(name) {
  if (!/^[A-Za-z0-9_$-]{1,64}$/.test(name))
    throw new Error(`unsupported database name ${JSON.stringify(name)}`);
  return `\`${name}\``;
}

/** Runs statements on the server of `databaseUrl` (without selecting its database). */
async function runServerSql(databaseUrl, statements, root = REPO_ROOT) {
  const { host, port, user, password } = parseDatabaseUrl(databaseUrl);
  const where = `${user}@${host}:${port}`;
  const modulePath = loadMysql2(root);
  if (modulePath) {
    const mysql = (await import(pathToFileURL(modulePath).href)).default;
    let connection;
    try {
      connection = await mysql.createConnection({ host, port, user, password, connectTimeout: 10_000 });
    } catch (error) {
      throw new Error(describeMysqlError(error, where));
    }
    try {
      for (const sql of statements) await connection.query(sql);
    } catch (error) {
      throw new Error(`${where}: ${error.message}`);
    } finally {
      await connection.end().catch(() => {});
    }
    return;
  }
  // Before `npm install`: the command-line client, when there is one.
  const client = findBinary(['mariadb', 'mysql']);
  if (!client)
    throw new Error('neither the mysql2 package (run npm install) nor a mariadb/mysql client is installed');
  const result = spawnSync(
    client,
    ['--protocol=TCP', '-h', host, '-P', String(port), '-u', user, '--batch'],
    {
      input: `${statements.join(';\n')};\n`,
      encoding: 'utf8',
      env: { ...process.env, MYSQL_PWD: password },
    },
  );
  if (result.status !== 0) throw new Error(describeMysqlError(new Error(result.stderr.trim()), where));
}

function describeMysqlError(error, where) {
  const message = error.message ?? String(error);
  if (/access denied/i.test(message) || error.code === 'ER_ACCESS_DENIED_ERROR') {
    return (
      `${where} refused the login (${message}). Put the right user and password in DATABASE_URL ` +
      `(mysql://user:password@host:port/database), or allow root without a password from 127.0.0.1:\n` +
      `    sudo mariadb -e "CREATE USER IF NOT EXISTS root@'127.0.0.1' IDENTIFIED BY ''; GRANT ALL ON *.* TO root@'127.0.0.1' WITH GRANT OPTION"`
    );
  }
  return `${where}: ${message}`;
}

const CHARSET = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

/**
 * Debian's MariaDB lets root in through its unix socket only. When DATABASE_URL is root without a
 * password on this machine and this process runs as root, that socket grants root the same over TCP from
 * 127.0.0.1 (what a private instance gets from its init file). Resolves whether it did.
 */
async function allowLocalRootOverTcp(databaseUrl, log) {
  const { host, user, password } = parseDatabaseUrl(databaseUrl);
  const client = findBinary(['mariadb', 'mysql']);
  if (user !== 'root' || password || !isLocalHost(host) || process.getuid?.() !== 0 || !client) return false;
  log(
    'allowing root@127.0.0.1 without a password on the local MariaDB (it accepted root on its socket only)',
  );
  const result = spawnSync(client, ['-u', 'root', '--batch'], {
    input:
      "CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY '';\n" +
      "GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;\n",
    encoding: 'utf8',
  });
  return result.status === 0;
}

/** Creates the database named in `databaseUrl` when it does not exist yet. */
export async function ensureDatabase(databaseUrl, root = REPO_ROOT, log = (line) => console.log(line)) {
  const { database } = parseDatabaseUrl(databaseUrl);
  if (!database) throw new Error(`DATABASE_URL names no database (${databaseUrl})`);
  const create = () =>
    runServerSql(
      databaseUrl,
      [`CREATE DATABASE IF NOT EXISTS ${quoteIdentifier(database)} ${CHARSET}`],
      root,
    );
  try {
    await create();
  } catch (error) {
    if (!/refused the login/.test(error.message) || !(await allowLocalRootOverTcp(databaseUrl, log)))
      throw error;
    await create();
  }
}

/** Drops and creates the database named in `databaseUrl` (for throw-away test databases). */
export async function recreateDatabase(databaseUrl, root = REPO_ROOT) {
  const { database } = parseDatabaseUrl(databaseUrl);
  if (!database) throw new Error(`DATABASE_URL names no database (${databaseUrl})`);
  await runServerSql(
    databaseUrl,
    [
      `DROP DATABASE IF EXISTS ${quoteIdentifier(database)}`,
      `CREATE DATABASE ${quoteIdentifier(database)} ${CHARSET}`,
    ],
    root,
  );
}

/** Replaces the database (path) of a MySQL URL. */
export function withDatabase(databaseUrl, database) {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Replaces the db number of a Redis URL. */
export function withRedisDb(redisUrl, db) {
  const url = new URL(redisUrl);
  url.pathname = `/${db}`;
  return url.toString();
}
