import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { SUBSCRIPTION_MESSAGES } from '@tele/contract/messages';
import { findPracticeBilling, setDefaultPaymentMethod } from '@tele/data/repositories/practice-billing';
import { inTransaction } from '@tele/data/repositories/transaction';
import { callStripe, stripeOf } from './stripe-client.js';
import { ensureCustomer, mayManageBilling } from './subscriptions.js';

export const CARD_MESSAGES = {
  unreadable: 'The card could not be read. Please enter it again.',
} as const;

/**
 * A Stripe PaymentMethod id, as Stripe's card element makes it in the browser (`pm_...`), or the card token the
 * original apps made with Stripe Elements (`tok_...`), turned into a PaymentMethod first.
 */
const CARD_REFERENCE = /^(pm|tok)_[A-Za-z0-9_]{1,250}$/;

export interface BillingAddress {
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
}

/**
 * Saves the practice's billing card. The card itself never reaches us: Stripe's card element turns it into a
 * PaymentMethod in the browser, and only its id arrives (the legacy `token` of address-update). It is attached to
 * the practice's Stripe customer and becomes the default for its invoices and its subscription; the practice row
 * keeps the id alone. A card Stripe declines is refused in Stripe's words and nothing changes.
 */
export async function saveBillingCard(
  deps: AppDeps,
  user: SessionUser,
  input: { paymentMethodId: string; address: BillingAddress },
  now: Date,
): Promise<void> {
  if (!mayManageBilling(user)) refuse(SUBSCRIPTION_MESSAGES.ownersOnly);
  if (!CARD_REFERENCE.test(input.paymentMethodId)) refuse(CARD_MESSAGES.unreadable);
  const stripe = stripeOf(deps.config);
  await inTransaction(deps.db, async (tx) => {
    const billing = await findPracticeBilling(tx, user.practiceId, { lock: true });
    if (!billing) return refuse(CARD_MESSAGES.unreadable);
    const customerId = await ensureCustomer(tx, stripe, billing, user, now);
    const given = input.paymentMethodId.startsWith('tok_')
      ? (
          await callStripe(
            () => stripe.paymentMethods.create({ type: 'card', card: { token: input.paymentMethodId } }),
            { onMissing: CARD_MESSAGES.unreadable },
          )
        ).id
      : input.paymentMethodId;
    // Stripe's answer names the card from now on (a test card such as pm_card_visa becomes a new one).
    const attached = await callStripe(() => stripe.paymentMethods.attach(given, { customer: customerId }), {
      onMissing: CARD_MESSAGES.unreadable,
    });
    const paymentMethodId = attached.id;
    const hasAddress = Object.values(input.address).some(Boolean);
    await callStripe(() =>
      stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
        ...(hasAddress ? { address: input.address } : {}),
      }),
    );
    const subscriptionId = billing.stripeSubscriptionId;
    if (subscriptionId && billing.status !== 'canceled' && billing.status !== 'incomplete_expired')
      await callStripe(() =>
        stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }),
      );
    await setDefaultPaymentMethod(tx, user.practiceId, paymentMethodId, now);
  });
}
