import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../../src/db/create-database.js';
import { closeDb, openDb, type Db } from '../../src/db/database.js';
import { createMigrator } from '../../src/db/umzug.js';
import { copyTemplateInto, templatesEnabled } from './template-database.js';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, built by the same migrations as production, on the server that
 * DATABASE_URL names (default: the local MariaDB). Dropped when the file is done. The migrations run once per
 * set of migration files, into a template that each database copies (template-database.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = new URL(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy');
  url.pathname = `/tt_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  if (templatesEnabled()) await copyTemplateInto(databaseUrl);
  const db = openDb(databaseUrl, { poolMax: 5 });
  if (!templatesEnabled()) await createMigrator(db.sequelize).up();
  return {
    url: databaseUrl,
    db,
    async drop() {
      await closeDb(db);
      await dropDatabase(databaseUrl);
    },
  };
}
