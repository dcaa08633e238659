import { Transaction } from 'sequelize';
import type { Db } from '#data/db/database.js';

export type { Db };

/**
 * Runs work in one transaction at READ COMMITTED, handing it a `Db` whose calls all run in that transaction:
 * after a service takes a row lock (a provider's calendar, say), its next reads see what other transactions
 * committed before it got the lock, so check-then-insert rules hold under concurrency (REPEATABLE READ would
 * keep reading the snapshot from before the lock). Given a handle already in a transaction, the work joins it.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db.transaction) return work(db);
  return db.sequelize.transaction(
    { isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED },
    (transaction) => work({ ...db, transaction }),
  );
}

/** The Sequelize option that puts a call in the handle's transaction (none for a plain handle). */
export function txOf(db: Db): { transaction?: Transaction } {
  return db.transaction ? { transaction: db.transaction } : {};
}
