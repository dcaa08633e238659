// Private MariaDB/MySQL and Redis instances under .data/ (dataDir), started detached from the installed
// servers when ensureServices (services.mjs) finds nothing at a local URL. Node built-ins only.
//
//   findBinary(names)                          -> the first executable in PATH and the sbin directories
//   startPrivateMysql / startPrivateRedis      -> spawns one, detached: { pid, port, log, binary }
//   readState(file), isAlive(pid)              -> a state file (<kind>.json) and whether its pid runs
//   withLock(dataDir, name, fn)                -> one process at a time starts an instance
//   waitUntil(probe, ...), stopPid(pid)        -> ready or its log's last lines; SIGTERM, then SIGKILL
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
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { poll, sleep } from './procs.mjs';

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

/** Whether a process with this pid runs (EPERM: it does, as another user). */
export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The JSON of a state file (<kind>.json), or null when missing or unreadable. */
export function readState(file) {
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
export async function withLock(dataDir, name, fn) {
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

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopPid(pid, graceMs = 30_000) {
  const gone = () => !isAlive(pid);
  if (gone()) return;
  process.kill(pid, 'SIGTERM');
  if ((await poll(gone, { timeoutMs: graceMs, intervalMs: 200 })).ok) return;
  process.kill(pid, 'SIGKILL');
  await poll(gone, { timeoutMs: Infinity, intervalMs: 50 });
}

/** Probes until it answers; throws with the last lines of `log` when `pid` exits or time runs out. */
export async function waitUntil(probe, { pid, what, log }) {
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

/** Starts a private MariaDB/MySQL (initialising its data directory the first time), detached. */
export async function startPrivateMysql({ host, port, user, password }, dataDir, log) {
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

/** Starts a private Redis without persistence, detached. */
export async function startPrivateRedis({ port, password }, dataDir, log) {
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
