import type { ApiConfig } from '#api/config/env.js';
import { planStringOf } from '#api/services/payments/plans.js';
import { stripeOf } from '#api/services/payments/stripe-client.js';
import { stateOf } from '#api/services/payments/subscription-state.js';
import type { Db } from '@tele/data/db';
import { canonicalEmail } from '@tele/data/emails';
import {
  findPracticeBilling,
  saveSubscriptionState,
  setDefaultPaymentMethod,
  setStripeCustomer,
} from '@tele/data/repositories/practice-billing';
import { inTransaction } from '@tele/data/repositories/transaction';
import { findUserByEmail } from '@tele/data/repositories/users';

/** The demo practice's plan: team ULTIMATE, billed monthly. */
export const DEMO_PLAN = 'month_team_ultimate';

/**
 * The demo practice's billing, through Stripe (the local fake under `npm start`, or a real test key): a customer,
 * Stripe's test card `pm_card_visa` as its default, and a paid subscription to the team ULTIMATE plan, stored
 * from Stripe's answer like any other. Runs while the practice has no subscription; without Stripe it says so and
 * the practice keeps the plan the demo seeder gave it.
 */
export async function seedDemoBilling(
  db: Db,
  config: Pick<ApiConfig, 'stripe'>,
  input: { email: string; now: Date },
): Promise<string> {
  if (!config.stripe) return 'No STRIPE_SECRET_KEY: the demo practice has no Stripe subscription.';
  const owner = await findUserByEmail(db, canonicalEmail(input.email));
  const billing = owner ? await findPracticeBilling(db, owner.practiceId) : null;
  if (!owner || !billing) return 'No demo practice to bill.';
  if (billing.stripeSubscriptionId) return 'Demo subscription already present.';
  const stripe = stripeOf(config);
  const practiceId = billing.practiceId;
  const customerId =
    billing.stripeCustomerId ??
    (
      await stripe.customers.create(
        { name: billing.practiceName, email: owner.email, metadata: { practice_id: practiceId } },
        { idempotencyKey: `customer-${practiceId}` },
      )
    ).id;
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customerId });
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: card.id } });
  const prices = await stripe.prices.list({ active: true, type: 'recurring', limit: 100 });
  const price = prices.data.find((candidate) => planStringOf(candidate) === DEMO_PLAN);
  if (!price) return `Stripe sells no ${DEMO_PLAN} price: the demo practice has no Stripe subscription.`;
  const subscription = await stripe.subscriptions.create({
    customer: customerId,
    items: [{ price: price.id }],
    default_payment_method: card.id,
    metadata: { practice_id: practiceId },
  });
  await inTransaction(db, async (tx) => {
    await setStripeCustomer(tx, practiceId, customerId, input.now);
    await setDefaultPaymentMethod(tx, practiceId, card.id, input.now);
    await saveSubscriptionState(tx, practiceId, stateOf(subscription, subscription.created), input.now);
  });
  return `Demo subscription created: ${DEMO_PLAN} (${subscription.status}), card ending ${card.card?.last4 ?? '4242'}.`;
}
