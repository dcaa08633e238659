import { Transaction, type Sequelize } from 'sequelize';

/** Repository calls take an optional transaction; services open one when several rows change together. */
export interface TxOptions {
  transaction?: Transaction;
}

/**
 * Runs work in one transaction at READ COMMITTED: after a service takes a row lock (a provider's calendar,
 * say), its next reads see what other transactions committed before it got the lock, so check-then-insert
 * rules hold under concurrency (REPEATABLE READ would keep reading the snapshot from before the lock).
 */
export function inTransaction<T>(
  sequelize: Sequelize,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  return sequelize.transaction(
    { isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED },
    (transaction) => work(transaction),
  );
}
