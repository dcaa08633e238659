import { QueryTypes } from 'sequelize';
import { newId } from '#data/lib/ids.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/**
 * Attempts to pay an invoice (issue 26, ADR 0037). A row is written before Stripe is called, with the
 * idempotency key every call about it sends, so a call that failed or timed out is retried as the same
 * payment (Stripe answers a repeated key with the first answer) and never becomes a second charge.
 * `started`: Stripe may or may not have seen it; the others are the payment intent's own status as last read.
 */
export type InvoicePaymentStatus = 'started' | 'processing' | 'requires_action' | 'failed' | 'succeeded';

export interface InvoicePaymentRecord {
  id: string;
  practiceId: string;
  appointmentId: string;
  providerId: string;
  clientId: string | null;
  amountCents: number;
  currency: string;
  status: InvoicePaymentStatus;
  idempotencyKey: string;
  stripePaymentIntentId: string | null;
  destinationAccountId: string;
  failureMessage: string | null;
  refundedCents: number;
  refundRequestedAt: Date | null;
  stripeUpdatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  succeededAt: Date | null;
}

interface InvoicePaymentRow {
  id: string;
  practice_id: string;
  appointment_id: string;
  provider_id: string;
  client_id: string | null;
  amount_cents: number;
  currency: string;
  status: InvoicePaymentStatus;
  idempotency_key: string;
  stripe_payment_intent_id: string | null;
  destination_account_id: string;
  failure_message: string | null;
  refunded_cents: number;
  refund_requested_at: Date | null;
  stripe_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
  succeeded_at: Date | null;
}

const SELECT = `SELECT id, practice_id, appointment_id, provider_id, client_id, amount_cents, currency, status,
  idempotency_key, stripe_payment_intent_id, destination_account_id, failure_message, refunded_cents,
  refund_requested_at, stripe_updated_at, created_at, updated_at, succeeded_at FROM invoice_payments`;

function toRecord(row: InvoicePaymentRow): InvoicePaymentRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    appointmentId: row.appointment_id,
    providerId: row.provider_id,
    clientId: row.client_id,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    status: row.status,
    idempotencyKey: row.idempotency_key,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    destinationAccountId: row.destination_account_id,
    failureMessage: row.failure_message,
    refundedCents: Number(row.refunded_cents),
    refundRequestedAt: row.refund_requested_at,
    stripeUpdatedAt: row.stripe_updated_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    succeededAt: row.succeeded_at,
  };
}

async function select(db: Db, where: string, replacements: Record<string, unknown>, lock = false) {
  const rows = await db.sequelize.query<InvoicePaymentRow>(
    `${SELECT} WHERE ${where}${lock && db.transaction ? ' FOR UPDATE' : ''}`,
    { replacements, type: QueryTypes.SELECT, ...txOf(db) },
  );
  return rows.map(toRecord);
}

/** The invoice's latest attempt (the one a retry continues), or null. */
export async function findLatestInvoicePayment(
  db: Db,
  appointmentId: string,
  options: { lock?: boolean } = {},
): Promise<InvoicePaymentRecord | null> {
  const rows = await select(
    db,
    'appointment_id = :appointmentId ORDER BY created_at DESC, id DESC LIMIT 1',
    { appointmentId },
    options.lock,
  );
  return rows[0] ?? null;
}

/** The invoice's succeeded payment (at most one), or null. */
export async function findSucceededInvoicePayment(db: Db, appointmentId: string) {
  const rows = await select(db, "appointment_id = :appointmentId AND status = 'succeeded' LIMIT 1", {
    appointmentId,
  });
  return rows[0] ?? null;
}

/** Spans practices: a webhook names the payment by its payment intent. */
export async function findInvoicePaymentByIntent(
  db: Db,
  paymentIntentId: string,
  options: { lock?: boolean } = {},
) {
  const rows = await select(
    db,
    'stripe_payment_intent_id = :paymentIntentId',
    { paymentIntentId },
    options.lock,
  );
  return rows[0] ?? null;
}

/** Spans practices: a payment intent's metadata names our row (a webhook for a call whose answer was lost). */
export async function findInvoicePaymentById(db: Db, id: string, options: { lock?: boolean } = {}) {
  const rows = await select(db, 'id = :id', { id }, options.lock);
  return rows[0] ?? null;
}

/** How many attempts an invoice has had: the next one's number (its idempotency key's suffix). */
export async function countInvoicePayments(db: Db, appointmentId: string): Promise<number> {
  const rows = await db.sequelize.query<{ total: number }>(
    'SELECT COUNT(*) AS total FROM invoice_payments WHERE appointment_id = :appointmentId',
    { replacements: { appointmentId }, type: QueryTypes.SELECT, ...txOf(db) },
  );
  return Number(rows[0]?.total ?? 0);
}

/** Records an attempt before Stripe hears of it. */
export async function insertInvoicePayment(
  db: Db,
  input: {
    practiceId: string;
    appointmentId: string;
    providerId: string;
    clientId: string | null;
    amountCents: number;
    idempotencyKey: string;
    destinationAccountId: string;
    now: Date;
  },
): Promise<InvoicePaymentRecord> {
  const id = newId(input.now);
  await db.sequelize.query(
    `INSERT INTO invoice_payments (id, practice_id, appointment_id, provider_id, client_id, amount_cents, currency,
       status, idempotency_key, destination_account_id, created_at, updated_at)
     VALUES (:id, :practiceId, :appointmentId, :providerId, :clientId, :amountCents, 'usd', 'started',
       :idempotencyKey, :destinationAccountId, :now, :now)`,
    { replacements: { ...input, id }, type: QueryTypes.INSERT, ...txOf(db) },
  );
  const [row] = await select(db, 'id = :id', { id });
  return row!;
}

/**
 * What Stripe said of the attempt's payment intent. A status already final (succeeded) is never moved back,
 * and an answer older than the one kept (`asOf`) is ignored: events may arrive late or twice.
 */
export async function updateInvoicePaymentFromStripe(
  db: Db,
  input: {
    id: string;
    paymentIntentId: string;
    status: InvoicePaymentStatus;
    failureMessage: string | null;
    asOf: Date;
    now: Date;
  },
): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE invoice_payments SET stripe_payment_intent_id = :paymentIntentId, status = :status,
       failure_message = :failureMessage, stripe_updated_at = :asOf, updated_at = :now,
       succeeded_at = IF(:status = 'succeeded', COALESCE(succeeded_at, :now), succeeded_at)
     WHERE id = :id AND status <> 'succeeded' AND (stripe_updated_at IS NULL OR stripe_updated_at <= :asOf)`,
    { replacements: input, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) > 0;
}

/**
 * Claims the payment's one refund before Stripe is asked (the webhook then records how much went back): true
 * for the one caller that set it, false when a refund was already claimed, so two at once cannot both ask.
 */
export async function markRefundRequested(db: Db, id: string, now: Date): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE invoice_payments SET refund_requested_at = :now, updated_at = :now
     WHERE id = :id AND status = 'succeeded' AND refund_requested_at IS NULL`,
    { replacements: { id, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) > 0;
}

/** Gives back a refund claim whose Stripe call failed, unless Stripe has meanwhile said money went back. */
export async function releaseRefundClaim(db: Db, id: string, now: Date): Promise<void> {
  await db.sequelize.query(
    `UPDATE invoice_payments SET refund_requested_at = NULL, updated_at = :now
     WHERE id = :id AND refunded_cents = 0`,
    { replacements: { id, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** How much of the payment has been refunded, as Stripe counts it (only ever grows: events may repeat). */
export async function recordRefunded(
  db: Db,
  input: { paymentIntentId: string; refundedCents: number; now: Date },
) {
  const [, affected] = await db.sequelize.query(
    `UPDATE invoice_payments SET refunded_cents = :refundedCents, updated_at = :now,
       refund_requested_at = COALESCE(refund_requested_at, :now)
     WHERE stripe_payment_intent_id = :paymentIntentId AND refunded_cents < :refundedCents
       AND :refundedCents <= amount_cents`,
    { replacements: input, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) > 0;
}

/**
 * The refunds of a page of paid appointments, read as a prepared statement (the page's size bounds how many
 * texts there are); exported so the benchmark's floor runs the same statement.
 */
export const REFUNDS_OF_SQL = `SELECT appointment_id, refunded_cents, refund_requested_at FROM invoice_payments
  WHERE appointment_id IN (:appointmentIds) AND status = 'succeeded'`;

/** What the payment lists show beside each paid invoice: its refund, by appointment. */
export async function findRefundsOf(
  db: Db,
  appointmentIds: string[],
): Promise<Map<string, { refundedCents: number; isRefundPending: boolean }>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await selectPrepared<{
    appointment_id: string;
    refunded_cents: number;
    refund_requested_at: Date | null;
  }>(db, REFUNDS_OF_SQL, { appointmentIds });
  return new Map(
    rows.map((row) => [
      row.appointment_id,
      {
        refundedCents: Number(row.refunded_cents),
        isRefundPending: row.refund_requested_at !== null && Number(row.refunded_cents) === 0,
      },
    ]),
  );
}
