import type { ApiConfig } from '#api/config/env.js';
import { stripeGateway } from '#api/services/invoices/stripe-gateway.js';
import { stripeOf } from '#api/services/payments/stripe-client.js';
import type { Db } from '@tele/data/db';
import { STATE } from '@tele/data/appointment-states';
import { canonicalEmail } from '@tele/data/emails';
import { updateAppointment } from '@tele/data/repositories/appointments';
import { findAppointmentPage } from '@tele/data/repositories/appointment-lists';
import {
  findPayoutAccount,
  insertPayoutAccount,
  updatePayoutAccountStatus,
} from '@tele/data/repositories/payout-accounts';
import { findUserByEmail } from '@tele/data/repositories/users';

/**
 * The demo practice's money (issue 26): a few of the owner's accepted sessions already paid (marked paid, as money
 * taken outside Stripe), so the payment history has rows on the first look beside the invoices due (the rest
 * of the accepted, priced sessions). In the demo practice's transaction.
 */
export async function seedDemoMoney(tx: Db, input: { ownerId: string; now: Date }): Promise<void> {
  const owed = await findAppointmentPage(
    tx,
    { scope: { providerId: input.ownerId }, isOwing: true },
    { offset: 0, limit: 4, sort: [['start_time', 'ASC']] },
  );
  // Paid in the days before: a day apart each, so the history reads in order.
  for (const [index, appointment] of owed.list.entries()) {
    await updateAppointment(
      tx,
      appointment.id,
      { paidDate: new Date(input.now.getTime() - (index + 1) * 86_400_000), state: STATE.waiting },
      { expectedState: STATE.accepted },
    );
  }
}

/**
 * The demo owner's payout account, through Stripe (the local fake under `npm start`, or a real test key): a
 * Connect Express account made once, and, with the fake, its onboarding completed on the fake's own onboarding
 * page, so clients can pay the demo's invoices by card at once. With a real key the owner finishes onboarding
 * from /payments. Without Stripe it says so and the payments page shows its warning.
 */
export async function seedDemoPayouts(
  db: Db,
  config: Pick<ApiConfig, 'stripe'>,
  input: { email: string; now: Date },
): Promise<string> {
  if (!config.stripe) return 'No STRIPE_SECRET_KEY: the demo owner has no payout account.';
  const owner = await findUserByEmail(db, canonicalEmail(input.email));
  if (!owner) return 'No demo practice to pay out to.';
  const existing = await findPayoutAccount(db, owner.practiceId, owner.id);
  if (existing?.chargesEnabled) return 'Demo payout account already present.';
  const gateway = stripeGateway(() => stripeOf(config));
  const account = existing
    ? await gateway.retrievePayoutAccount(existing.stripeAccountId)
    : await gateway.createPayoutAccount({
        email: owner.email,
        metadata: { provider_id: owner.id, practice_id: owner.practiceId },
        idempotencyKey: `payout-account-${owner.id}`,
      });
  if (!existing)
    await insertPayoutAccount(db, {
      providerId: owner.id,
      practiceId: owner.practiceId,
      stripeAccountId: account.id,
      now: input.now,
    });
  // The fake's onboarding page completes onboarding when posted (Stripe's own pages need the person).
  if (config.stripe.apiBase && !account.chargesEnabled)
    await fetch(`${config.stripe.apiBase.replace(/\/+$/, '')}/__onboard/${encodeURIComponent(account.id)}`, {
      method: 'POST',
      redirect: 'manual',
    });
  const status = await gateway.retrievePayoutAccount(account.id);
  await updatePayoutAccountStatus(db, {
    stripeAccountId: status.id,
    chargesEnabled: status.chargesEnabled,
    payoutsEnabled: status.payoutsEnabled,
    detailsSubmitted: status.detailsSubmitted,
    asOf: input.now,
    now: input.now,
  });
  return status.chargesEnabled
    ? 'Demo payout account ready: clients can pay the demo invoices by card.'
    : 'Demo payout account created: finish its onboarding from /payments.';
}
