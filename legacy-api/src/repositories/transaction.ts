import type { Sequelize, Transaction } from 'sequelize';

/** Repository calls take an optional transaction; services open one when several rows change together. */
export interface TxOptions {
  transaction?: Transaction;
}

export function inTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return sequelize.transaction((transaction) => work(transaction));
}
