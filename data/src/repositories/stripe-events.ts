import { QueryTypes } from 'sequelize';
import { txOf, type Db } from './transaction.js';

/**
 * Takes a Stripe event for processing, once: inserts its row (already marked processed) in the caller's
 * transaction, which then applies the event and commits both together. True when this caller has it; false when
 * the event was taken before. A second delivery racing the first waits on the first's uncommitted row and then
 * finds it there (or, if the first rolled back, takes it itself): exactly once, with no lock taken in any other
 * order that could deadlock.
 */
export async function claimStripeEvent(
  db: Db,
  event: { id: string; type: string; now: Date },
): Promise<boolean> {
  const [, affected] = (await db.sequelize.query(
    'INSERT IGNORE INTO stripe_events (id, type, received_at, processed_at) VALUES (:id, :type, :now, :now)',
    { replacements: event, type: QueryTypes.INSERT, ...txOf(db) },
  )) as [unknown, number];
  // An ignored duplicate affects no row (whatever the connection's FOUND_ROWS flag says).
  return affected === 1;
}

/** Whether an event was already taken (committed): a replay is answered without opening a transaction. */
export async function isStripeEventTaken(db: Db, id: string): Promise<boolean> {
  const rows = await db.sequelize.query('SELECT 1 AS taken FROM stripe_events WHERE id = :id', {
    replacements: { id },
    type: QueryTypes.SELECT,
    ...txOf(db),
  });
  return rows.length > 0;
}

/** How many events were taken and processed (the webhook bench checks exactly-once with it). */
export async function countStripeEvents(db: Db): Promise<{ received: number; processed: number }> {
  const rows = await db.sequelize.query<{ received: number | string; processed: number | string | null }>(
    'SELECT COUNT(*) AS received, SUM(processed_at IS NOT NULL) AS processed FROM stripe_events',
    { type: QueryTypes.SELECT, ...txOf(db) },
  );
  return { received: Number(rows[0]?.received ?? 0), processed: Number(rows[0]?.processed ?? 0) };
}
