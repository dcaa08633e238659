import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { dropDatabase, ensureDatabase } from '../../src/db/create-database.js';
import { closeDb, openDb, splitDatabaseUrl } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { createMigrator } from '../../src/db/umzug.js';

/**
 * The migrated schema, built once per set of migrations and copied into each test file's database.
 *
 * Migrating a fresh database runs every migration (about 3 s of DDL and Sequelize on two busy cores); copying the
 * tables, rows and triggers of an already migrated one takes a fraction of that. The template is the database
 * `tt_template_<fingerprint>`, the fingerprint being a hash of the migration files: a changed or added migration
 * makes a new template (built by the first test file that asks, under a server lock, while the others wait), so
 * a test never runs on a schema the current migrations would not make. Templates of other fingerprints (another
 * checkout on the same server) are left alone. `TEST_DATABASE_TEMPLATE=off` migrates each database instead.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
const LOCK = 'tt_test_template';

let fingerprint: string | undefined;
const ready = new Map<string, Promise<string>>();

/** A hash of every file of the migrations folder (names and contents). */
function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(readFileSync(`${MIGRATIONS_DIR}${file}`));
  }
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

export function templatesEnabled(): boolean {
  return process.env.TEST_DATABASE_TEMPLATE !== 'off';
}

async function connect(serverUrl: string): Promise<mysql.Connection> {
  return mysql.createConnection({ uri: serverUrl.replace(/^mariadb:/, 'mysql:'), multipleStatements: false });
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** Whether `database` holds every migration (its schema_migrations lists them all). */
async function isCurrent(connection: mysql.Connection, database: string): Promise<boolean> {
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT name FROM ${quote(database)}.schema_migrations`,
    );
    const applied = new Set(rows.map((row) => String(row.name)));
    return migrations.every((migration) => applied.has(migration.name));
  } catch {
    return false; // no such database or table yet
  }
}

/** The template's name on the server of `databaseUrl`, migrated (built now when missing or out of date). */
function templateOf(databaseUrl: string): Promise<string> {
  const { serverUrl } = splitDatabaseUrl(databaseUrl);
  const known = ready.get(serverUrl);
  if (known) return known;
  const building = (async () => {
    const template = `tt_template_${migrationsFingerprint()}`;
    const connection = await connect(serverUrl);
    try {
      const [[lock]] = await connection.query<mysql.RowDataPacket[]>('SELECT GET_LOCK(?, 600) AS got', [
        LOCK,
      ]);
      if (Number(lock?.got) !== 1) throw new Error(`could not take the lock ${LOCK} to build ${template}`);
      try {
        if (!(await isCurrent(connection, template))) {
          const url = new URL(databaseUrl);
          url.pathname = `/${template}`;
          await dropDatabase(url.toString());
          await ensureDatabase(url.toString());
          const db = openDb(url.toString(), { poolMax: 2 });
          try {
            await createMigrator(db.sequelize).up();
          } finally {
            await closeDb(db);
          }
        }
      } finally {
        await connection.query('SELECT RELEASE_LOCK(?)', [LOCK]);
      }
      return template;
    } finally {
      await connection.end();
    }
  })();
  building.catch(() => ready.delete(serverUrl));
  ready.set(serverUrl, building);
  return building;
}

/**
 * Fills the empty database of `databaseUrl` with the template's tables (their keys, foreign keys and
 * AUTO_INCREMENT), rows (schema_migrations and whatever the migrations wrote) and triggers.
 */
export async function copyTemplateInto(databaseUrl: string): Promise<void> {
  const template = await templateOf(databaseUrl);
  const { serverUrl, database } = splitDatabaseUrl(databaseUrl);
  const connection = await connect(serverUrl);
  try {
    await connection.query(`USE ${quote(database)}`);
    await connection.query('SET SESSION foreign_key_checks = 0');
    const [tables] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
      [template],
    );
    for (const { name } of tables) {
      const [[shown]] = await connection.query<mysql.RowDataPacket[]>(
        `SHOW CREATE TABLE ${quote(template)}.${quote(name)}`,
      );
      await connection.query(String(shown!['Create Table']));
    }
    // The rows the migrations wrote: schema_migrations at least. Generated columns are computed again.
    const [columns] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT TABLE_NAME AS tableName, GROUP_CONCAT(CONCAT('\`', COLUMN_NAME, '\`') ORDER BY ORDINAL_POSITION) AS list
         FROM information_schema.COLUMNS
        WHERE TABLE_SCHEMA = ? AND EXTRA NOT LIKE '%GENERATED%'
        GROUP BY TABLE_NAME`,
      [template],
    );
    const columnsOf = new Map(columns.map((row) => [String(row.tableName), String(row.list)]));
    for (const { name } of tables) {
      const [[any]] = await connection.query<mysql.RowDataPacket[]>(
        `SELECT EXISTS(SELECT 1 FROM ${quote(template)}.${quote(name)}) AS has`,
      );
      if (!Number(any?.has)) continue;
      const list = columnsOf.get(name)!;
      await connection.query(
        `INSERT INTO ${quote(name)} (${list}) SELECT ${list} FROM ${quote(template)}.${quote(name)}`,
      );
    }
    const [triggers] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY CREATED',
      [template],
    );
    for (const { name } of triggers) {
      const [[shown]] = await connection.query<mysql.RowDataPacket[]>(
        `SHOW CREATE TRIGGER ${quote(template)}.${quote(name)}`,
      );
      await connection.query(`SET SESSION sql_mode = ?`, [String(shown!.sql_mode ?? '')]);
      await connection.query(String(shown!['SQL Original Statement']));
    }
  } finally {
    await connection.end();
  }
}
