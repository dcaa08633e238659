import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { dropDatabase, ensureDatabase } from '../../src/db/create-database.js';
import { createSequelize } from '../../src/db/sequelize.js';
import { createMigrator } from '../../src/db/umzug.js';

export interface TestDatabase {
  url: string;
  sequelize: Sequelize;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, built by the same migrations as production, on the server that
 * DATABASE_URL names (default: the local MariaDB). Dropped when the file is done.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = new URL(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy');
  url.pathname = `/tt_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const sequelize = createSequelize(databaseUrl, { poolMax: 5 });
  await createMigrator(sequelize).up();
  return {
    url: databaseUrl,
    sequelize,
    async drop() {
      await sequelize.close();
      await dropDatabase(databaseUrl);
    },
  };
}
