import { QueryTypes } from 'sequelize';
import { txOf, type Db } from './transaction.js';

/**
 * A provider's Stripe Connect payout account (issue 26, ADR 0037), as Stripe last described it: the account's
 * id and whether it may take charges and receive payouts. Kept in step by `account.updated` and by reading the
 * account back when the provider returns from onboarding.
 */
export interface PayoutAccountRecord {
  providerId: string;
  practiceId: string;
  stripeAccountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  stripeUpdatedAt: Date | null;
}

interface PayoutAccountRow {
  provider_id: string;
  practice_id: string;
  stripe_account_id: string;
  charges_enabled: number;
  payouts_enabled: number;
  details_submitted: number;
  stripe_updated_at: Date | null;
}

const SELECT = `SELECT provider_id, practice_id, stripe_account_id, charges_enabled, payouts_enabled,
  details_submitted, stripe_updated_at FROM payout_accounts`;

function toRecord(row: PayoutAccountRow): PayoutAccountRecord {
  return {
    providerId: row.provider_id,
    practiceId: row.practice_id,
    stripeAccountId: row.stripe_account_id,
    chargesEnabled: Boolean(row.charges_enabled),
    payoutsEnabled: Boolean(row.payouts_enabled),
    detailsSubmitted: Boolean(row.details_submitted),
    stripeUpdatedAt: row.stripe_updated_at,
  };
}

async function selectOne(db: Db, where: string, replacements: Record<string, unknown>, lock = false) {
  const rows = await db.sequelize.query<PayoutAccountRow>(
    `${SELECT} WHERE ${where}${lock && db.transaction ? ' FOR UPDATE' : ''}`,
    { replacements, type: QueryTypes.SELECT, ...txOf(db) },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The provider's payout account, within the practice. */
export function findPayoutAccount(
  db: Db,
  practiceId: string,
  providerId: string,
  options: { lock?: boolean } = {},
): Promise<PayoutAccountRecord | null> {
  return selectOne(
    db,
    'provider_id = :providerId AND practice_id = :practiceId',
    { providerId, practiceId },
    options.lock,
  );
}

/** Spans practices: a webhook names the account by Stripe's id only. */
export function findPayoutAccountByStripeId(db: Db, stripeAccountId: string) {
  return selectOne(db, 'stripe_account_id = :stripeAccountId', { stripeAccountId });
}

/** Records the provider's new Connect account (created once; onboarding links are made again as needed). */
export async function insertPayoutAccount(
  db: Db,
  input: { providerId: string; practiceId: string; stripeAccountId: string; now: Date },
): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO payout_accounts (provider_id, practice_id, stripe_account_id, created_at, updated_at)
     VALUES (:providerId, :practiceId, :stripeAccountId, :now, :now)`,
    { replacements: input, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/**
 * Stripe's view of the account, applied only if it is not older than what is kept (`asOf`: the event's or
 * the read's time), so an event delivered late never moves the status backwards. True when applied.
 */
export async function updatePayoutAccountStatus(
  db: Db,
  input: {
    stripeAccountId: string;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    detailsSubmitted: boolean;
    asOf: Date;
    now: Date;
  },
): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE payout_accounts SET charges_enabled = :chargesEnabled, payouts_enabled = :payoutsEnabled,
       details_submitted = :detailsSubmitted, stripe_updated_at = :asOf, updated_at = :now
     WHERE stripe_account_id = :stripeAccountId AND (stripe_updated_at IS NULL OR stripe_updated_at <= :asOf)`,
    { replacements: input, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) > 0;
}
