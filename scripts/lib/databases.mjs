// Database administration on the server of DATABASE_URL, through mysql2 when it is installed, else the
// mariadb/mysql command-line client; and the URLs of other databases on the same servers.
//
//   ensureDatabase(databaseUrl)                  -> CREATE DATABASE IF NOT EXISTS
//   recreateDatabase(databaseUrl)                -> DROP + CREATE (e2e)
//   withDatabase(databaseUrl, name)              -> the same server's URL for another database
//   withRedisDb(redisUrl, db)                    -> the same server's URL for another db number
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './env.mjs';
import { findBinary } from './private-instances.mjs';
import { isLocalHost, parseDatabaseUrl } from './service-urls.mjs';

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
