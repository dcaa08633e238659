import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice } from '../src/repositories/practices.js';
import {
  findPracticeBilling,
  markBillingMoment,
  saveSubscriptionState,
  type SubscriptionState,
} from '../src/repositories/practice-billing.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const now = new Date('2026-11-21T10:00:00.000Z');
const second = (offset: number) => Math.floor(now.getTime() / 1000) + offset;
const state = (status: string, eventAt: number | null): SubscriptionState => ({
  subscriptionId: 'sub_1',
  priceId: 'price_1',
  subscribedPlan: 'month_individual_ultimate',
  planString: status === 'active' ? 'month_individual_ultimate' : null,
  status,
  startedAt: now,
  trialEndsAt: null,
  currentPeriodStart: now,
  currentPeriodEnd: now,
  cancelAtPeriodEnd: false,
  trialStarted: false,
  eventAt,
});

describe("a practice's failed payment, as Stripe's events arrive in any order", () => {
  it('is kept when an older "active" arrives after it, and cleared by a newer one', async () => {
    const id = 'c'.repeat(24);
    await createPractice(t.db, { id, name: 'Practice', ownerId: null, planString: null, now });
    // The failure of second 120 is stored first; the subscription's "active" of second 60 arrives late.
    await markBillingMoment(t.db, id, 'paymentFailed', new Date(second(120) * 1000));
    await saveSubscriptionState(t.db, id, state('active', second(60)), now);
    expect((await findPracticeBilling(t.db, id))?.paymentFailedAt).toEqual(new Date(second(120) * 1000));
    await saveSubscriptionState(t.db, id, state('past_due', second(120)), now);
    expect((await findPracticeBilling(t.db, id))?.paymentFailedAt).not.toBeNull();
    // Paid again later: the failure is over.
    await saveSubscriptionState(t.db, id, state('active', second(180)), now);
    expect((await findPracticeBilling(t.db, id))?.paymentFailedAt).toBeNull();
  });

  it('is cleared by a state written from an API answer (no event time)', async () => {
    const id = 'd'.repeat(24);
    await createPractice(t.db, { id, name: 'Practice', ownerId: null, planString: null, now });
    await markBillingMoment(t.db, id, 'paymentFailed', now);
    await saveSubscriptionState(t.db, id, state('active', null), now);
    expect((await findPracticeBilling(t.db, id))?.paymentFailedAt).toBeNull();
  });
});
