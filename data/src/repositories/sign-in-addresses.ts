import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/** How long an address a person signed in from counts as theirs (ADR 0021). */
export const SIGN_IN_ADDRESS_TTL_MS = 180 * 24 * 3_600_000;

/** Spans practices: identity, by the account that just signed in. Remembers (or refreshes) the address. */
export async function rememberSignInAddress(db: Db, userId: string, addressBucket: string, now: Date) {
  await db.sequelize.query(
    `INSERT INTO sign_in_addresses (user_id, address_bucket, first_signed_in_at, last_signed_in_at)
     VALUES (:userId, :addressBucket, :now, :now)
     ON DUPLICATE KEY UPDATE last_signed_in_at = VALUES(last_signed_in_at)`,
    { replacements: { userId, addressBucket, now }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/**
 * Spans practices: identity, by the account a sign-in names. Whether the account signed in from this address
 * within SIGN_IN_ADDRESS_TTL_MS.
 */
export async function isKnownSignInAddress(
  db: Db,
  userId: string,
  addressBucket: string,
  now: Date,
): Promise<boolean> {
  const rows = await selectPrepared<{ found: number }>(
    db,
    `SELECT 1 AS found FROM sign_in_addresses
     WHERE user_id = :userId AND address_bucket = :addressBucket AND last_signed_in_at > :since`,
    { userId, addressBucket, since: new Date(now.getTime() - SIGN_IN_ADDRESS_TTL_MS) },
  );
  return rows.length > 0;
}
