import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as SubscriptionModule from '#app/features/practice/subscription.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The subscription page against a local server answering as legacy-api does (get-plans answers `{plans}`).

const fake = createFakeApi();
let subscription: typeof SubscriptionModule;
let session: typeof SessionModule;

const asRole = (invitedRole: string | null, url = 'http://localhost/practice-subscription') =>
  loggedInRequest(session, { user: { invitedRole }, url });

const PLANS = [
  {
    id: 'price_month_individual_basic',
    amount: 2900,
    currency: 'usd',
    interval: 'month',
    plan_string: 'month_individual_basic',
    nickname: null,
  },
  {
    id: 'price_year_team_ultimate',
    amount: 199000,
    currency: 'usd',
    interval: 'year',
    plan_string: 'year_team_ultimate',
    nickname: null,
  },
  {
    id: 'price_somebody_else',
    amount: 100,
    currency: 'usd',
    interval: 'month',
    plan_string: 'not_a_plan',
    nickname: null,
  },
];

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  subscription = await import('#app/features/practice/subscription.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('the subscription page', () => {
  test('shows the plans Stripe sells and no subscription when the API answers 404', async () => {
    fake.answer('payment/get-plans', 200, { plans: PLANS });
    fake.answer('payment/current-subscription', 404, { msg: 'No user or subscription yet.' });
    const page = await subscription.loadSubscriptionPage(await asRole(null));
    expect(page).toEqual({
      isAvailable: true,
      plans: [
        { id: 'price_month_individual_basic', key: 'individual_basic', interval: 'month', amount: 2900 },
        { id: 'price_year_team_ultimate', key: 'team_ultimate', interval: 'year', amount: 199000 },
      ],
      subscription: null,
      interval: 'month',
      canManage: true,
      replace: null,
    });
  });

  test('reads a trialing subscription, the cycle and a replace to confirm; a provider may not choose', async () => {
    fake.answer('payment/get-plans', 200, { plans: PLANS });
    fake.answer('payment/current-subscription', 200, {
      results: {
        id: 'sub_123',
        object: 'subscription',
        status: 'trialing',
        plan: { id: 'price_month_individual_basic', amount: 2900, interval: 'month' },
        plan_string: 'month_individual_basic',
        start_date: 1795600000,
        billing_cycle_anchor: 1795859200,
        current_period_start: 1795600000,
        current_period_end: 1795859200,
        trial_end: 1795859200,
        cancel_at_period_end: false,
        has_payment_method: false,
        is_live: true,
      },
    });
    const page = await subscription.loadSubscriptionPage(
      await asRole(
        'provider',
        'http://localhost/practice-subscription?cycle=year&replace=price_year_team_ultimate',
      ),
    );
    expect(page.subscription).toEqual({
      id: 'sub_123',
      status: 'trialing',
      planKey: 'individual_basic',
      interval: 'month',
      startDate: new Date(1795600000 * 1000).toISOString(),
      trialEnd: new Date(1795859200 * 1000).toISOString(),
      periodStart: new Date(1795600000 * 1000).toISOString(),
      periodEnd: new Date(1795859200 * 1000).toISOString(),
      hasPaymentMethod: false,
      isLive: true,
    });
    expect(page).toMatchObject({ interval: 'year', canManage: false, replace: 'price_year_team_ultimate' });
  });

  test('says the plan could not be read when Stripe does not answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.answer('payment/get-plans', 400, { msg: 'The payment service is not answering right now.' });
    fake.answer('payment/current-subscription', 404, { msg: 'No user or subscription yet.' });
    expect(await subscription.loadSubscriptionPage(await asRole(null))).toMatchObject({ isAvailable: false });
    warn.mockRestore();
  });
});
