import {
  findInvoicePaymentById,
  findInvoicePaymentByIntent,
  recordRefunded,
} from '@tele/data/repositories/invoice-payments';
import { updatePayoutAccountStatus } from '@tele/data/repositories/payout-accounts';
import type { AppDeps } from '#api/deps.js';
import { applyIntent } from './pay-invoice.js';

/**
 * What Stripe's events tell invoices (ADR 0037), applied idempotently: an event delivered twice, late or out of
 * order changes nothing it should not. A payment never moves back from succeeded, a refund only grows, and a
 * payout account's status is taken only from an event not older than the one kept.
 */

/** The fields of a payment intent these handlers read (Stripe's own names). */
export interface IntentObject {
  id: string;
  status: string;
  amount: number;
  client_secret?: string | null;
  created?: number;
  metadata?: Record<string, string> | null;
  last_payment_error?: { message?: string | null } | null;
}

/** `payment_intent.succeeded` / `payment_intent.payment_failed` / `payment_intent.processing`. */
export async function applyIntentEvent(deps: AppDeps, intent: IntentObject, now: Date): Promise<void> {
  const attempt =
    (await findInvoicePaymentByIntent(deps.db, intent.id)) ??
    (intent.metadata?.invoice_payment_id
      ? await findInvoicePaymentById(deps.db, intent.metadata.invoice_payment_id)
      : null);
  // Not an invoice's (a subscription's intent, say): another handler's business.
  if (!attempt || attempt.amountCents !== intent.amount) return;
  await applyIntent(
    deps,
    attempt.id,
    {
      id: intent.id,
      status: intent.status,
      amountCents: intent.amount,
      clientSecret: intent.client_secret ?? null,
      lastError: intent.last_payment_error?.message ?? null,
      created: new Date((intent.created ?? 0) * 1000),
    },
    now,
  );
}

/** `charge.refunded`: how much of the payment went back to the card. */
export async function applyRefundEvent(
  deps: AppDeps,
  charge: { payment_intent?: string | null; amount_refunded?: number },
  now: Date,
): Promise<void> {
  if (!charge.payment_intent || !charge.amount_refunded) return;
  await recordRefunded(deps.db, {
    paymentIntentId: charge.payment_intent,
    refundedCents: charge.amount_refunded,
    now,
  });
}

/** `account.updated`: the payout account's status, unless a newer one is kept already. */
export async function applyAccountEvent(
  deps: AppDeps,
  account: { id: string; charges_enabled?: boolean; payouts_enabled?: boolean; details_submitted?: boolean },
  eventCreated: Date,
  now: Date,
): Promise<void> {
  await updatePayoutAccountStatus(deps.db, {
    stripeAccountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    asOf: eventCreated,
    now,
  });
}
