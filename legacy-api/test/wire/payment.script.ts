import { startStripeFake } from '../../../e2e/fakes/stripe.js';
import { castFor, type Conversation } from './conversation.js';

/**
 * The payment group against the fake Stripe on the test clock (its webhooks off, so every byte is the same each
 * run): the plans, no subscription yet, refusals, the card-less trial, the same plan again, a change of plan.
 */
export async function paymentScript(c: Conversation): Promise<void> {
  const stripe = await startStripeFake({ port: 0, now: () => Math.floor(c.t.clock.now().getTime() / 1000) });
  // The test app was built without Stripe: this conversation's app talks to the fake from here on.
  c.t.deps.config.stripe = {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    apiBase: stripe.url,
    timeoutMs: 2_000,
  };
  try {
    const { ownerId, people } = await castFor(c);
    await c.call('nobody', 'payment/get-plans', {});
    await c.call('client', 'payment/get-plans', {});
    await c.call('provider', 'payment/get-plans', {});
    await c.call('owner', 'payment/current-subscription', { user_id: ownerId });
    await c.call('provider', 'payment/current-subscription', { user_id: ownerId });
    await c.call('owner', 'payment/create-subscription', { user_id: ownerId });
    await c.call('owner', 'payment/create-subscription', { plan_id: 'price_nobody_sells' });
    await c.call('provider', 'payment/create-subscription', {
      user_id: people.provider!,
      plan_id: 'price_month_individual_basic',
    });
    await c.call('owner', 'payment/create-subscription', {
      user_id: ownerId,
      plan_id: 'price_month_individual_basic',
    });
    await c.call('owner', 'payment/create-subscription', { plan_id: 'price_month_individual_basic' });
    await c.call('team owner', 'payment/create-subscription', { plan_id: 'price_year_team_ultimate' });
    await c.call('administrator', 'payment/current-subscription', {});
    await c.call('other practice', 'payment/current-subscription', {});
  } finally {
    c.t.deps.config.stripe = null;
    await stripe.close();
  }
}
