import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createMigrator } from '../src/db/umzug.js';
import { findUserByEmail } from '../src/repositories/users.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

// Security review 2, N1: addresses are stored in their canonical form and compared byte for byte.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

const query = (sql: string, replacements: Record<string, unknown> = {}) =>
  test.db.sequelize.query<Record<string, unknown>>(sql, { replacements, type: QueryTypes.SELECT });

describe('the canonical-emails migration', () => {
  it('puts the addresses stored before it in the canonical form, and then compares them exactly', async () => {
    const migrator = createMigrator(test.db.sequelize);
    await migrator.down({ to: '2026.11.25T15.00.00.canonical-emails' });
    const now = new Date('2026-11-20T09:00:00.000Z');
    await test.db.sequelize.query(
      `INSERT INTO practices (id, name, owner_id, plan_string, created_at, updated_at)
       VALUES ('${'a'.repeat(24)}', 'P', NULL, NULL, :now, :now)`,
      { replacements: { now } },
    );
    for (const [id, email] of [
      ['b'.repeat(24), ' Dana.Whitaker@Example.TEST'],
      ['c'.repeat(24), 'ｍａｙａ@example.test'],
    ])
      await test.db.sequelize.query(
        `INSERT INTO users (id, practice_id, email, name, is_provider, is_client, created_at, updated_at)
         VALUES (:id, '${'a'.repeat(24)}', :email, 'Person', 1, 0, :now, :now)`,
        { replacements: { id, email, now } },
      );
    await migrator.up();

    expect(await query('SELECT id, email FROM users ORDER BY id')).toEqual([
      { id: 'b'.repeat(24), email: 'dana.whitaker@example.test' },
      { id: 'c'.repeat(24), email: 'maya@example.test' },
    ]);
    expect(await findUserByEmail(test.db, 'DANA.WHITAKER@example.test')).toMatchObject({
      id: 'b'.repeat(24),
    });
    expect(await findUserByEmail(test.db, 'dána.whitaker@example.test')).toBeNull();
  });
});
