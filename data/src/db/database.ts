import { Sequelize, type Transaction } from 'sequelize';
import { initModels, type Models } from './models/index.js';

/**
 * A database as repositories reach it: its Sequelize instance, its own model classes, and, on the handle
 * `inTransaction` gives, the open transaction. Every repository function takes one as its first argument and
 * runs on it (in the transaction when it has one); there is no process-global connection.
 */
export interface Db {
  readonly sequelize: Sequelize;
  readonly models: Models;
  readonly transaction: Transaction | null;
}

/** Opens a database (a pool of connections, connected on first use) with its models bound to it alone. */
export function openDb(databaseUrl: string, options: { poolMax?: number } = {}): Db {
  const sequelize = createSequelize(databaseUrl, options);
  return { sequelize, models: initModels(sequelize), transaction: null };
}

export async function closeDb(db: Db): Promise<void> {
  await db.sequelize.close();
}

/**
 * A bare Sequelize instance with the project's connection settings (migrations and the CLI use one; `openDb`
 * binds models to it). Times are UTC end to end: the connection's session time zone is +00:00 and DATETIME(3)
 * columns hold UTC.
 */
export function createSequelize(databaseUrl: string, options: { poolMax?: number } = {}): Sequelize {
  const url = new URL(databaseUrl);
  url.protocol = 'mysql:';
  const sequelize = new Sequelize(url.toString(), {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
    benchmark: false,
    pool: { max: options.poolMax ?? 10, min: 0, acquire: 10_000, idle: 10_000 },
    dialectOptions: {
      connectTimeout: 5_000,
      charset: 'utf8mb4',
      supportBigNumbers: true,
      dateStrings: false,
      // mysql2's own reading: DATETIME(3) straight from the row's digits to a UTC Date. Sequelize's cast
      // (which this replaces) looked each field's type up twice and read every DATETIME through a moment
      // zone lookup and a string-to-Date parse, a tenth of the API's CPU on a calendar read. The schema has
      // no DATE or GEOMETRY columns, the only other types that cast changed. mysql2 is told the zone as `Z`
      // (the session's is +00:00, set by Sequelize from `timezone` above), the spelling its fast paths take
      // for prepared statements' binary dates. See ADR 0019.
      typeCast: true,
      timezone: 'Z',
    },
    define: { underscored: true, timestamps: false, freezeTableName: true },
  });
  return sequelize;
}

/** The database name of a URL, and a URL to the same server without a database (to create it). */
export function splitDatabaseUrl(databaseUrl: string): { serverUrl: string; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database))
    throw new Error(`DATABASE_URL must name a database of letters, digits and _ (got "${database}")`);
  url.pathname = '/';
  return { serverUrl: url.toString(), database };
}
