import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, findPracticeById } from '../src/repositories/practices.js';
import { inTransaction } from '../src/repositories/transaction.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

// Two databases open in one process, each read through its own handle: what a process-global binding of the
// models made impossible (the last database opened took every model with it).
let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

const now = new Date('2026-11-21T10:00:00.000Z');
const practice = (id: string, name: string) => ({ id, name, ownerId: null, planString: null, now });

describe('a Db handle', () => {
  it('reads and writes its own database, with another open in the same process', async () => {
    await createPractice(first.db, practice('a'.repeat(24), 'First'));
    await createPractice(second.db, practice('b'.repeat(24), 'Second'));

    expect(await findPracticeById(first.db, 'a'.repeat(24))).toMatchObject({ name: 'First' });
    expect(await findPracticeById(first.db, 'b'.repeat(24))).toBeNull();
    expect(await findPracticeById(second.db, 'b'.repeat(24))).toMatchObject({ name: 'Second' });
    expect(await findPracticeById(second.db, 'a'.repeat(24))).toBeNull();
    expect(first.db.models.Practice).not.toBe(second.db.models.Practice);
  });

  it('runs a call made with the transaction handle in that transaction, and rolls it back with it', async () => {
    const id = 'c'.repeat(24);
    const failure = new Error('undo');
    await expect(
      inTransaction(first.db, async (tx) => {
        expect(tx.transaction).not.toBeNull();
        await createPractice(tx, practice(id, 'Rolled back'));
        // Seen inside the transaction, not outside it (READ COMMITTED).
        expect(await findPracticeById(tx, id)).toMatchObject({ name: 'Rolled back' });
        expect(await findPracticeById(first.db, id)).toBeNull();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await findPracticeById(first.db, id)).toBeNull();
  });

  it('commits what the transaction handle wrote, and a nested inTransaction joins the open one', async () => {
    const id = 'd'.repeat(24);
    await inTransaction(first.db, async (tx) => {
      await inTransaction(tx, async (inner) => {
        expect(inner.transaction).toBe(tx.transaction);
        await createPractice(inner, practice(id, 'Committed'));
      });
    });
    expect(await findPracticeById(first.db, id)).toMatchObject({ name: 'Committed' });
    expect(first.db.transaction).toBeNull();
  });
});
