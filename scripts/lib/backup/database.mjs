// The database half of the operator's backup (ADR 0048), through MariaDB's (or MySQL's) own command-line
// tools, found the way scripts/lib finds MariaDB (findBinary: PATH, the sbin folders, SERVICES_BIN_PATH).
//
//   dumpDatabase(databaseUrl, file)     -> a consistent dump into file; its tables' row counts, read from it
//   loadDump(databaseUrl, stream)       -> runs a dump into the database
//   query(databaseUrl, sql)             -> the rows of one statement, tab-separated columns
//   tablesOf / countRows / isEmpty      -> what the restore checks
//   toolVersion()                       -> the dump tool's --version line
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { findBinary } from '../private-instances.mjs';
import { parseDatabaseUrl } from '../service-urls.mjs';

const DUMP_TOOLS = ['mariadb-dump', 'mysqldump'];
const CLIENTS = ['mariadb', 'mysql'];

function tool(names) {
  const found = findBinary(names);
  if (!found)
    throw new Error(
      `${names.join(' or ')} is not installed (Debian: apt-get install mariadb-client; or set SERVICES_BIN_PATH)`,
    );
  return found;
}

/** The connection arguments and environment of a URL; the password travels in MYSQL_PWD, never in argv. */
function connection(databaseUrl) {
  const { host, port, user, password, database } = parseDatabaseUrl(databaseUrl);
  if (!database) throw new Error(`DATABASE_URL names no database (${databaseUrl})`);
  return {
    database,
    args: ['--protocol=TCP', '-h', host, '-P', String(port), '-u', user, '--default-character-set=utf8mb4'],
    env: { ...process.env, MYSQL_PWD: password },
  };
}

export function toolVersion() {
  const result = spawnSync(tool(DUMP_TOOLS), ['--version'], { encoding: 'utf8' });
  return result.stdout.trim();
}

/** Runs one statement with the client and answers its rows (columns split at tabs). */
export function query(databaseUrl, sql) {
  const { database, args, env } = connection(databaseUrl);
  const result = spawnSync(tool(CLIENTS), [...args, '--batch', '--skip-column-names', '--raw', database], {
    input: sql,
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(result.stderr.trim() || `the client failed (${result.status})`);
  return result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

const quote = (name) => `\`${name.replace(/`/g, '``')}\``;

/** The database's base tables, by name. */
export function tablesOf(databaseUrl) {
  return query(
    databaseUrl,
    "SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name",
  ).map(([name]) => name);
}

/** Whether the database holds no table, view or routine (what a restore may fill without --force). */
export function isEmpty(databaseUrl) {
  const [[count]] = query(
    databaseUrl,
    'SELECT (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE()) + ' +
      '(SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE())',
  );
  return Number(count) === 0;
}

/** Exact row counts (COUNT(*)) of the tables, by name. */
export function countRows(databaseUrl, tables) {
  if (tables.length === 0) return {};
  const sql = tables
    .map((t) => `SELECT '${t.replace(/'/g, "''")}', COUNT(*) FROM ${quote(t)}`)
    .join('\nUNION ALL\n');
  return Object.fromEntries(query(databaseUrl, sql).map(([name, count]) => [name, Number(count)]));
}

/**
 * Counts the rows of a dump as it passes: `CREATE TABLE \`t\`` starts a table at 0, and each `INSERT INTO \`t\`
 * VALUES (...),(...);` adds its tuples (parentheses at depth 0 outside quoted strings, backslash escapes honoured;
 * the dump writes binary columns as hex). MariaDB's dump puts each tuple on a line of its own, MySQL's all on
 * one: the statement ends at its `;`, not at a line's end. The counts are those of the dump's own snapshot, not
 * of a second read that could see later writes.
 */
const STATEMENT_STARTS = ['INSERT INTO `', 'CREATE TABLE `'];

export class RowCounter extends Transform {
  counts = {};
  #head = '';
  #mode = 'head'; // head: a line's start; skip: to the line's end; values: an INSERT's tuples, to its `;`
  #table = '';
  #inString = false;
  #escaped = false;
  #depth = 0;

  _transform(chunk, _encoding, done) {
    for (let i = 0; i < chunk.length; i += 1) this.#byte(chunk[i]);
    done(null, chunk);
  }

  #byte(byte) {
    if (this.#mode === 'head') this.#headByte(byte);
    else if (this.#mode === 'skip') {
      if (byte === 0x0a) this.#mode = 'head';
    } else this.#valueByte(byte);
  }

  #headByte(byte) {
    if (byte === 0x0a) {
      this.#head = '';
      return;
    }
    this.#head += String.fromCharCode(byte);
    const create = /^CREATE TABLE `((?:[^`]|``)+)`/.exec(this.#head);
    if (create && this.#head.endsWith(' (')) {
      this.counts[create[1].replace(/``/g, '`')] ??= 0;
      this.#mode = 'skip';
      this.#head = '';
      return;
    }
    const insert = /^INSERT INTO `((?:[^`]|``)+)` VALUES$/.exec(this.#head);
    if (insert) {
      this.#table = insert[1].replace(/``/g, '`');
      this.counts[this.#table] ??= 0;
      this.#mode = 'values';
      this.#inString = false;
      this.#escaped = false;
      this.#depth = 0;
      this.#head = '';
    } else if (
      this.#head.length > 300 ||
      !STATEMENT_STARTS.some((start) => start.startsWith(this.#head) || this.#head.startsWith(start))
    ) {
      this.#mode = 'skip';
      this.#head = '';
    }
  }

  #valueByte(byte) {
    if (this.#inString) {
      if (this.#escaped) this.#escaped = false;
      else if (byte === 0x5c) this.#escaped = true;
      else if (byte === 0x27) this.#inString = false;
      return;
    }
    if (byte === 0x27) this.#inString = true;
    else if (byte === 0x28) {
      if (this.#depth === 0) this.counts[this.#table] += 1;
      this.#depth += 1;
    } else if (byte === 0x29) this.#depth -= 1;
    else if (byte === 0x3b && this.#depth === 0) this.#mode = 'skip';
  }
}

function waitFor(child, what) {
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Dumps the database into `file`: one consistent snapshot (`--single-transaction`, InnoDB), routines and
 * triggers, the migrations table with the rest, binary as hex; no CREATE DATABASE/USE, so it loads into any
 * database. Answers the row count of every table, read from the dump as it was written.
 */
export async function dumpDatabase(databaseUrl, file) {
  const { database, args, env } = connection(databaseUrl);
  const child = spawn(
    tool(DUMP_TOOLS),
    [
      ...args,
      '--single-transaction',
      '--routines',
      '--triggers',
      '--hex-blob',
      '--no-tablespaces',
      '--skip-lock-tables',
      database,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = waitFor(child, 'the database dump');
  const counter = new RowCounter();
  await Promise.all([pipeline(child.stdout, counter, createWriteStream(file, { mode: 0o600 })), exited]);
  return counter.counts;
}

/** Runs a dump (a stream of its text) into the database of `databaseUrl` with the client. */
export async function loadDump(databaseUrl, input) {
  const { database, args, env } = connection(databaseUrl);
  const child = spawn(tool(CLIENTS), [...args, '--batch', database], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const exited = waitFor(child, 'loading the dump');
  await Promise.all([pipeline(input, child.stdin), exited]);
}
