import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@tele/data/db';
import { createPractice } from '@tele/data/repositories/practices';
import { selectPrepared } from '@tele/data/repositories/prepared';
import { inTransaction } from '@tele/data/repositories/transaction';
import { createTestDatabase, type TestDatabase } from '@tele/data/testing';

// What comes back from the database is what went in: instants to the millisecond in UTC, money as
// exact text, flags as numbers, whether through a model or a repository's own SQL.
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.drop();
});

describe('values read from the database', () => {
  it('gives a model back the instant it stored, to the millisecond', async () => {
    const created = new Date('2026-03-08T06:59:59.987Z');
    const updated = new Date('2026-11-01T05:30:00.001Z');
    await db.models.Practice.create({
      id: 'a'.repeat(24),
      name: 'Instants',
      owner_id: null,
      plan_string: null,
      created_at: created,
      updated_at: updated,
    });
    const read = await db.models.Practice.findByPk('a'.repeat(24), { raw: true });
    expect(read?.created_at).toEqual(created);
    expect(read?.updated_at).toEqual(updated);
  });

  it('reads DATETIME(3) as UTC Dates, NULL as null, DECIMAL as exact text and integers as numbers, prepared or not', async () => {
    const sql = `SELECT CAST(:at AS DATETIME(3)) AS at, CAST(NULL AS DATETIME(3)) AS never,
        CAST(:money AS DECIMAL(10,2)) AS money, COUNT(*) AS count, TRUE AS flag FROM practices WHERE id <> :id`;
    const values = { at: '2026-12-31 23:59:59.999', money: '12.5', id: 'none' };
    const expected = {
      at: new Date('2026-12-31T23:59:59.999Z'),
      never: null,
      money: '12.50',
      count: 1,
      flag: 1,
    };
    const [plain] = await db.sequelize.query<Record<string, unknown>>(sql, {
      replacements: values,
      type: QueryTypes.SELECT,
    });
    expect(plain).toEqual(expected);
    expect(await selectPrepared(db, sql, values)).toEqual([expected]);
  });

  it("runs a prepared read inside a transaction on that transaction's connection", async () => {
    const id = 'b'.repeat(24);
    const now = new Date('2026-11-21T10:00:00.000Z');
    const seen = await inTransaction(db, async (tx) => {
      await createPractice(tx, { id, name: 'Uncommitted', ownerId: null, planString: null, now });
      return selectPrepared<{ name: string }>(tx, 'SELECT name FROM practices WHERE id = :id', { id });
    });
    expect(seen).toEqual([{ name: 'Uncommitted' }]);
  });
});
