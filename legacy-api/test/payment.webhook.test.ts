import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPracticeBilling } from '@tele/data/repositories/practice-billing';
import { countStripeEvents } from '@tele/data/repositories/stripe-events';
import { WEBHOOK_MESSAGES } from '../src/services/payments/webhooks/intake.js';
import { signUpPractice, type SignedIn } from './support/app.js';
import { createStripeTestApp, signStripePayload, type StripeTestApp } from './support/stripe.js';

/**
 * `POST /api/payment/webhook`: signatures (missing, forged, stale), each event taken once (replays change
 * nothing), events out of order never moving a subscription backwards, and unknown events recorded only.
 * Here the fake's own deliveries are off: each test posts the events itself, in the order it wants.
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp({ deliverWebhooks: false });
});
afterAll(async () => {
  await t?.close();
});

type Event = (typeof t.stripe.events)[number];

const eventsOf = (subscriptionId: string, type?: string) =>
  t.stripe.events.filter(
    (event) => event.data.object.id === subscriptionId && (type === undefined || event.type === type),
  );
const post = (event: Event, options: Parameters<StripeTestApp['postWebhook']>[1] = {}) =>
  t.postWebhook(JSON.stringify(event), options);
const billingOf = (who: SignedIn) => findPracticeBilling(t.deps.db, who.practiceId);

async function trialingPractice() {
  const owner = await signUpPractice(t);
  const answer = await t.post(
    'payment/create-subscription',
    { user_id: owner.id, plan_id: 'price_month_individual_basic' },
    owner.token,
  );
  const subscriptionId = (answer.json() as { results: { id: string } }).results.id;
  return { owner, subscriptionId };
}

/** An event as Stripe would send it, about a subscription in a given state at a given second. */
function subscriptionEvent(
  base: Event,
  changes: { id: string; created: number; status: string; type?: string },
): Event {
  return {
    ...base,
    id: changes.id,
    created: changes.created,
    type: changes.type ?? base.type,
    data: { object: { ...base.data.object, status: changes.status } },
  };
}

describe('the webhook signature', () => {
  it('refuses a missing, forged or stale signature with 400 and stores nothing', async () => {
    const { subscriptionId } = await trialingPractice();
    const [created] = eventsOf(subscriptionId, 'customer.subscription.created');
    const before = await countStripeEvents(t.deps.db);
    const payload = JSON.stringify(created);

    const missing = await t.postWebhook(payload, { signature: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ msg: WEBHOOK_MESSAGES.unsigned });

    const forged = await t.postWebhook(payload, { secret: 'whsec_not_the_right_secret_at_all' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ msg: WEBHOOK_MESSAGES.badSignature });

    const tampered = await t.postWebhook(payload.replace('"trialing"', '"active"'), {
      signature: signStripePayload(payload, t.stripe.webhookSecret),
    });
    expect(tampered.json()).toEqual({ msg: WEBHOOK_MESSAGES.badSignature });

    const stale = await t.postWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ msg: WEBHOOK_MESSAGES.badSignature });

    expect(await countStripeEvents(t.deps.db)).toEqual(before);
  });

  it('accepts a signed event under both prefixes', async () => {
    const { subscriptionId } = await trialingPractice();
    const [created] = eventsOf(subscriptionId, 'customer.subscription.created');
    const response = await post(created!, { path: '/api/api/payment/webhook' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('events taken once', () => {
  it('applies an event once: a replay, or twenty copies at once, change nothing', async () => {
    const { owner, subscriptionId } = await trialingPractice();
    t.stripe.advance({ subscription: subscriptionId, action: 'end_trial' }); // no card: cancelled
    const [deleted] = eventsOf(subscriptionId, 'customer.subscription.deleted');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(deleted!)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    expect((await billingOf(owner))?.status).toBe('canceled');
    expect((await billingOf(owner))?.planString).toBeNull();

    // The same event again much later: still taken once.
    expect((await post(deleted!)).json()).toEqual({ received: true, duplicate: true });
  });

  it('records an event type it does not act on, and answers 200', async () => {
    const response = await post({
      ...t.stripe.events[0]!,
      id: 'evt_unknown_kind_0001',
      type: 'customer.tax_id.created',
    });
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('events out of order', () => {
  it('never moves a subscription backwards: an older event after a newer one changes nothing', async () => {
    const { owner, subscriptionId } = await trialingPractice();
    const [created] = eventsOf(subscriptionId, 'customer.subscription.created');
    const second = created!.created;
    const active = subscriptionEvent(created!, {
      id: 'evt_out_of_order_active',
      type: 'customer.subscription.updated',
      created: second + 60,
      status: 'active',
    });
    const olderPastDue = subscriptionEvent(created!, {
      id: 'evt_out_of_order_past_due',
      type: 'customer.subscription.updated',
      created: second + 30,
      status: 'past_due',
    });
    expect((await post(active)).statusCode).toBe(200);
    expect((await billingOf(owner))?.status).toBe('active');
    expect((await post(olderPastDue)).statusCode).toBe(200);
    expect((await billingOf(owner))?.status).toBe('active');
    expect((await post(created!)).statusCode).toBe(200); // the creation (trialing), delivered last
    expect((await billingOf(owner))?.status).toBe('active');

    // A later event moves it on; a cancelled subscription then stays cancelled.
    const canceled = subscriptionEvent(created!, {
      id: 'evt_out_of_order_canceled',
      type: 'customer.subscription.deleted',
      created: second + 120,
      status: 'canceled',
    });
    await post(canceled);
    const revived = subscriptionEvent(created!, {
      id: 'evt_out_of_order_revived',
      type: 'customer.subscription.updated',
      created: second + 180,
      status: 'active',
    });
    await post(revived);
    expect((await billingOf(owner))?.status).toBe('canceled');
    expect((await billingOf(owner))?.planString).toBeNull();
  });

  it('ignores the end of a replaced subscription once a newer one is stored', async () => {
    const { owner, subscriptionId } = await trialingPractice();
    const [created] = eventsOf(subscriptionId, 'customer.subscription.created');
    const newer = subscriptionEvent(created!, {
      id: 'evt_newer_subscription',
      created: created!.created + 10,
      status: 'active',
    });
    newer.data.object = {
      ...newer.data.object,
      id: 'sub_newer0000000000',
      start_date: created!.created + 10,
    };
    await post(newer);
    expect((await billingOf(owner))?.stripeSubscriptionId).toBe('sub_newer0000000000');
    const oldEnded = subscriptionEvent(created!, {
      id: 'evt_old_subscription_ended',
      type: 'customer.subscription.deleted',
      created: created!.created + 20,
      status: 'canceled',
    });
    await post(oldEnded);
    expect(await billingOf(owner)).toMatchObject({
      stripeSubscriptionId: 'sub_newer0000000000',
      status: 'active',
      planString: 'month_individual_basic',
    });
  });
});
