import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@tele/contract/messages';
import { findPracticeBilling } from '@tele/data/repositories/practice-billing';
import { STRIPE_MESSAGES } from '../src/services/payments/stripe-client.js';
import { seedClient, signInTeamMember, signUpPractice, type SignedIn } from './support/app.js';
import { createStripeTestApp, type StripeTestApp } from './support/stripe.js';

/**
 * The payment group against the fake Stripe with the real SDK: plans and prices from Stripe, the card-less
 * trial that lets a new practice book and invite at once, changing plan, the card, lapses, and Stripe failing.
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400;
const NO_PLAN = 'Firstly, please upgrade your account to create the appointment.';

interface Subscription {
  id: string;
  status: string;
  plan: { id: string | null; amount: number | null; interval: string | null };
  plan_string: string | null;
  trial_end: number | null;
  current_period_start: number | null;
  current_period_end: number | null;
  has_payment_method: boolean;
  is_live: boolean;
}

const subscribe = (who: SignedIn, planId: string) =>
  t.post('payment/create-subscription', { user_id: who.id, plan_id: planId }, who.token);
const current = (who: SignedIn) => t.post('payment/current-subscription', { user_id: who.id }, who.token);
/** Books a 30-minute online session with a client of the practice `daysAhead` days after the test clock's now. */
async function book(who: SignedIn, daysAhead = 2) {
  const start = t.clock.now().getTime() + daysAhead * DAY * 1000;
  const client = await seedClient(t.deps.db, { practiceId: who.practiceId, providerId: who.id });
  return t.post(
    'appointments/create-appointment',
    {
      invitees_id: [client.id],
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 30 * 60_000).toISOString(),
      online: true,
    },
    who.token,
  );
}
const inviteClient = (who: SignedIn, email: string) =>
  t.post('users/accept-request', { add_role: 'client', name: 'Kim Client', email }, who.token);
const saveCard = (who: SignedIn, token: string) =>
  t.post(
    'users/address-update',
    { id: who.id, role: 'provider', token, city: 'Boston', country: 'US' },
    who.token,
  );
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

describe('get-plans', () => {
  it('lists the five plans monthly then yearly, with their prices from Stripe', async () => {
    const owner = await signUpPractice(t);
    const response = await t.post('payment/get-plans', {}, owner.token);
    expect(response.statusCode).toBe(200);
    const plans = (response.json() as { plans: Array<{ id: string; amount: number; plan_string: string }> })
      .plans;
    expect(plans.map((plan) => plan.plan_string)).toEqual([
      'month_individual_basic',
      'month_individual_plus',
      'month_individual_ultimate',
      'month_team_basic',
      'month_team_ultimate',
      'year_individual_basic',
      'year_individual_plus',
      'year_individual_ultimate',
      'year_team_basic',
      'year_team_ultimate',
    ]);
    expect(plans[0]).toMatchObject({
      id: 'price_month_individual_basic',
      amount: 2900,
      currency: 'usd',
      interval: 'month',
    });
    expect(plans[5]).toMatchObject({ amount: 29000, interval: 'year' });
  });
});

describe('a new practice', () => {
  it('has no subscription, cannot book, and starts a 3-day trial without a card that lets it book and invite at once', async () => {
    const owner = await signUpPractice(t);
    expect((await current(owner)).statusCode).toBe(404);
    expect((await current(owner)).json()).toEqual({ msg: 'No user or subscription yet.' });
    expect((await book(owner, 2)).json()).toEqual({ msg: NO_PLAN });

    const started = await subscribe(owner, 'price_month_individual_basic');
    expect(started.statusCode).toBe(200);
    const subscription = (started.json() as { results: Subscription }).results;
    expect(subscription).toMatchObject({
      status: 'trialing',
      plan_string: 'month_individual_basic',
      plan: { id: 'price_month_individual_basic', amount: 2900, interval: 'month' },
      has_payment_method: false,
      is_live: true,
    });
    expect(subscription.trial_end).toBe(nowSeconds() + 3 * DAY);
    expect(subscription.id).toMatch(/^sub_/);

    expect((await book(owner, 2)).statusCode).toBe(200);
    expect((await inviteClient(owner, 'kim.trial@example.test')).statusCode).toBe(200);
    expect((await current(owner)).json()).toMatchObject({
      results: { id: subscription.id, status: 'trialing' },
    });
    await t.settle();
    // The webhooks that followed (created, invoice) change nothing.
    expect((await current(owner)).json()).toMatchObject({
      results: { id: subscription.id, status: 'trialing' },
    });
  });

  it('refuses a plan Stripe does not sell, writes nothing, and says so in words', async () => {
    const owner = await signUpPractice(t);
    for (const planId of ['price_does_not_exist', 'plan with spaces', '../v1/customers']) {
      const response = await subscribe(owner, planId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: SUBSCRIPTION_MESSAGES.unknownPlan });
    }
    expect((await t.post('payment/create-subscription', { user_id: owner.id }, owner.token)).json()).toEqual({
      msg: 'Please choose a plan.',
    });
    expect((await current(owner)).statusCode).toBe(404);
    expect((await findPracticeBilling(t.deps.db, owner.practiceId))?.planString).toBeNull();
  });

  it('lets only the owners change the plan, and names the caller by user_id', async () => {
    const owner = await signUpPractice(t);
    const provider = await signInTeamMember(t, owner.practiceId, 'provider');
    expect((await subscribe(provider, 'price_month_individual_basic')).json()).toEqual({
      msg: SUBSCRIPTION_MESSAGES.ownersOnly,
    });
    const claim = await t.post(
      'payment/create-subscription',
      { user_id: owner.id, plan_id: 'price_month_individual_basic' },
      provider.token,
    );
    expect(claim.statusCode).toBe(403);
    expect((await current(owner)).statusCode).toBe(404);
  });
});

describe('changing plan', () => {
  it('refuses the same plan again and replaces a live plan in place, which the later webhooks do not undo', async () => {
    const owner = await signUpPractice(t);
    const first = (await subscribe(owner, 'price_month_individual_basic')).json() as {
      results: Subscription;
    };
    expect((await subscribe(owner, 'price_month_individual_basic')).json()).toEqual({
      msg: 'A subscription with same pricing plan already existed.',
    });
    const changed = await subscribe(owner, 'price_year_individual_ultimate');
    expect(changed.json()).toMatchObject({
      results: { id: first.results.id, status: 'trialing', plan_string: 'year_individual_ultimate' },
    });
    await t.settle();
    expect((await current(owner)).json()).toMatchObject({
      results: { id: first.results.id, plan_string: 'year_individual_ultimate', plan: { amount: 69000 } },
    });
    expect((await findPracticeBilling(t.deps.db, owner.practiceId))?.planString).toBe(
      'year_individual_ultimate',
    );
  });

  it('makes one subscription when twenty requests arrive at once', async () => {
    const owner = await signUpPractice(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(owner, 'price_month_individual_plus')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json())).toEqual(
      Array.from({ length: 19 }, () => ({ msg: SUBSCRIPTION_MESSAGES.samePlan })),
    );
    const billing = await findPracticeBilling(t.deps.db, owner.practiceId);
    const created = t.stripe.events.filter(
      (event) =>
        event.type === 'customer.subscription.created' &&
        event.data.object.customer === billing?.stripeCustomerId,
    );
    expect(created).toHaveLength(1);
  });
});

describe('the card and the end of the trial', () => {
  it('ends the trial without a card: the plan lapses, and a new plan then needs a card', async () => {
    const owner = await signUpPractice(t);
    const { results } = (await subscribe(owner, 'price_month_individual_basic')).json() as {
      results: Subscription;
    };
    t.stripe.advance({ subscription: results.id, action: 'end_trial' });
    await t.settle();
    expect((await current(owner)).json()).toMatchObject({ results: { status: 'canceled', is_live: false } });
    expect((await book(owner, 3)).json()).toEqual({ msg: NO_PLAN });
    // One trial per practice: the next subscription is paid, so it needs the card first.
    expect((await subscribe(owner, 'price_month_individual_basic')).json()).toEqual({
      msg: 'Before creating subscription, please update your billing info.',
    });

    const declined = await saveCard(owner, 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ msg: 'Your card was declined.' });
    expect((await findPracticeBilling(t.deps.db, owner.practiceId))?.stripePaymentMethodId).toBeNull();

    expect((await saveCard(owner, 'pm_card_visa')).json()).toEqual({
      msg: 'Your address has updated successfully.',
      accountLink: null,
    });
    const paid = await subscribe(owner, 'price_month_individual_basic');
    expect(paid.json()).toMatchObject({
      results: { status: 'active', has_payment_method: true, is_live: true },
    });
    expect((await book(owner, 3)).statusCode).toBe(200);
  });

  it('keeps a trial with a card going as a paid plan when the trial ends', async () => {
    const owner = await signUpPractice(t);
    const { results } = (await subscribe(owner, 'price_month_individual_plus')).json() as {
      results: Subscription;
    };
    expect((await saveCard(owner, 'pm_card_visa')).statusCode).toBe(200);
    t.stripe.advance({ subscription: results.id, action: 'trial_will_end' });
    t.stripe.advance({ subscription: results.id, action: 'end_trial' });
    await t.settle();
    expect((await current(owner)).json()).toMatchObject({
      results: {
        id: results.id,
        status: 'active',
        has_payment_method: true,
        plan_string: 'month_individual_plus',
      },
    });
    const billing = await findPracticeBilling(t.deps.db, owner.practiceId);
    expect(billing?.trialWillEndAt).not.toBeNull();
  });

  it('falls back when a renewal fails, with a clear message, and comes back when it is paid', async () => {
    const owner = await signUpPractice(t);
    await saveCard(owner, 'pm_card_visa');
    const { results } = (await subscribe(owner, 'price_month_individual_ultimate')).json() as {
      results: Subscription;
    };
    // Stripe's time moves on (the fake's clock); the practice's session stays signed in.
    t.stripe.advance({ seconds: 60 });
    t.stripe.advance({ subscription: results.id, action: 'end_trial' });
    t.stripe.advance({ seconds: 60 });
    t.stripe.advance({ subscription: results.id, action: 'fail_payment' });
    await t.settle();
    expect((await current(owner)).json()).toMatchObject({ results: { status: 'past_due', is_live: false } });
    expect((await book(owner, 4)).json()).toEqual({ msg: NO_PLAN });
    const billing = await findPracticeBilling(t.deps.db, owner.practiceId);
    expect(billing?.paymentFailedAt).not.toBeNull();

    t.stripe.advance({ seconds: 60 });
    t.stripe.advance({ subscription: results.id, action: 'renew' });
    await t.settle();
    expect((await current(owner)).json()).toMatchObject({ results: { status: 'active', is_live: true } });
    expect((await book(owner, 4)).statusCode).toBe(200);
  });
});

describe('when Stripe fails', () => {
  it('answers 400 with a clear message when Stripe answers 500, and writes nothing', async () => {
    const owner = await signUpPractice(t);
    t.stripe.failNext(4, 'error', 500);
    const response = await subscribe(owner, 'price_month_individual_basic');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: STRIPE_MESSAGES.unreachable });
    t.stripe.failNext(0);
    expect((await current(owner)).statusCode).toBe(404);
  });

  it('answers 400 with a clear message when Stripe does not answer in time', async () => {
    const owner = await signUpPractice(t);
    t.stripe.failNext(2, 'hang');
    const started = Date.now();
    const response = await subscribe(owner, 'price_month_individual_basic');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: STRIPE_MESSAGES.unreachable });
    expect(Date.now() - started).toBeLessThan(10_000);
    t.stripe.failNext(0);
    expect((await current(owner)).statusCode).toBe(404);
    // Stripe answers again: the same request goes through.
    expect((await subscribe(owner, 'price_month_individual_basic')).statusCode).toBe(200);
  });
});
