import mysql from 'mysql2/promise';
import { createHash } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../src/db/create-database.js';
import { createSequelize } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { createMigrator } from '../src/db/umzug.js';

/**
 * The benchmarks' databases are large (up to a million appointments) and slow to build, so each is built once and
 * reused while it is complete and of the current generation: the layout its seeding function writes (`label`, which
 * the function bumps when it changes what it writes) over the current migrations. A database is complete once its
 * `bench_meta` row exists, which is written last: a seeding cut short is rebuilt on the next run.
 */
export interface CachedDatabase {
  databaseUrl: string;
  /** How long the seeding took (0 when reused). */
  seconds: number;
  reused: boolean;
}

/** The generation of a seeding layout over the current migrations. */
export function generationOf(label: string): string {
  return createHash('md5')
    .update(`${label}:${migrations.map((m) => m.name).join(',')}`)
    .digest('hex')
    .slice(0, 12);
}

/**
 * The database `name` on the server of `baseUrl`: reused when complete and of `generation`, else dropped, migrated
 * and filled by `fill` (on one connection with unique and foreign key checks off, for speed), then marked complete.
 */
export async function seedCachedDatabase(options: {
  baseUrl: string;
  name: string;
  generation: string;
  /** What is seeded, for the log line (`seeding {what} into {name} ...`). */
  what: string;
  log: (line: string) => void;
  fill: (connection: mysql.Connection, databaseUrl: string) => Promise<void>;
}): Promise<CachedDatabase> {
  const { baseUrl, name, generation, what, log, fill } = options;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const started = Date.now();
  const server = await mysql.createConnection({ uri: databaseUrl.replace(/\/[^/]*$/, '/') });
  try {
    // No table yet, or an older layout of it: rebuild.
    const [meta] = await server.query(`SELECT generation FROM \`${name}\`.bench_meta`).catch(() => [[]]);
    if ((meta as Array<{ generation: string }>)[0]?.generation === generation)
      return { databaseUrl, seconds: 0, reused: true };
  } finally {
    await server.end();
  }

  log(`seeding ${what} into ${name} ...`);
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  const sequelize = createSequelize(databaseUrl, { poolMax: 1 });
  await createMigrator(sequelize).up();
  await sequelize.close();

  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    await connection.query('SET unique_checks = 0, foreign_key_checks = 0');
    await fill(connection, databaseUrl);
    await connection.query('SET unique_checks = 1, foreign_key_checks = 1');
    await connection.query('CREATE TABLE bench_meta (generation VARCHAR(32) NOT NULL)');
    await connection.query('INSERT INTO bench_meta VALUES (?)', [generation]);
  } finally {
    await connection.end();
  }
  return { databaseUrl, seconds: (Date.now() - started) / 1000, reused: false };
}

/** Inserts rows in chunks of 4,000 (one statement each). */
export async function insertRows(
  connection: mysql.Connection,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += 4_000)
    await connection.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ?`, [
      rows.slice(offset, offset + 4_000),
    ]);
}
