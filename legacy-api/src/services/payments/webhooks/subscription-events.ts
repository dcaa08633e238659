import { findPracticeBillingByCustomer, markBillingMoment } from '@tele/data/repositories/practice-billing';
import type { Stripe } from '../stripe-client.js';
import { isNewer, storeSubscription } from '../subscription-state.js';
import type { WebhookHandler } from './handler.js';

const customerIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** `customer.subscription.*`: the practice's subscription, plan, trial and period, unless the event is stale. */
const applySubscription: WebhookHandler = async ({ tx, event, now }) => {
  const subscription = event.data.object as Stripe.Subscription;
  const customerId = customerIdOf(subscription.customer);
  if (!customerId) return;
  const billing = await findPracticeBillingByCustomer(tx, customerId, { lock: true });
  if (!billing || !isNewer(billing, subscription, event.created)) return;
  await storeSubscription(tx, billing, subscription, { eventAt: event.created, now });
};

/** The trial ends in three days: the screens ask for a card (the subscription page and the dashboard banner). */
const noteTrialWillEnd: WebhookHandler = async ({ tx, event }) => {
  const subscription = event.data.object as Stripe.Subscription;
  const customerId = customerIdOf(subscription.customer);
  const billing = customerId ? await findPracticeBillingByCustomer(tx, customerId, { lock: true }) : null;
  if (!billing || billing.stripeSubscriptionId !== subscription.id) return;
  await markBillingMoment(tx, billing.practiceId, 'trialWillEnd', new Date(event.created * 1000));
};

/** A subscription payment failed: shown until the subscription is in good standing again. */
const notePaymentFailed: WebhookHandler = async ({ tx, event }) => {
  const invoice = event.data.object as Stripe.Invoice;
  const customerId = customerIdOf(invoice.customer as string | { id: string } | null);
  const billing = customerId ? await findPracticeBillingByCustomer(tx, customerId, { lock: true }) : null;
  if (!billing) return;
  const at = new Date(event.created * 1000);
  if (billing.paymentFailedAt && billing.paymentFailedAt >= at) return;
  await markBillingMoment(tx, billing.practiceId, 'paymentFailed', at);
};

/** The subscription events and what each changes. */
export const subscriptionHandlers: Record<string, WebhookHandler> = {
  'customer.subscription.created': applySubscription,
  'customer.subscription.updated': applySubscription,
  'customer.subscription.deleted': applySubscription,
  'customer.subscription.paused': applySubscription,
  'customer.subscription.resumed': applySubscription,
  'customer.subscription.trial_will_end': noteTrialWillEnd,
  'invoice.payment_failed': notePaymentFailed,
};
