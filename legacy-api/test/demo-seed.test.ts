import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBilling } from '../src/db/seeders/demo-billing.js';
import { seedDemoPractice } from '../src/db/seeders/demo.js';
import { seedDemoPayouts } from '../src/db/seeders/demo-money.js';
import { createStripeTestApp } from './support/stripe.js';
import { createTestApp, logInAs, type TestApp } from './support/app.js';

const DEMO = { email: 'demo@teletherapist.test', password: 'Demo-Practice-2026' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo practice (npm start)', () => {
  it('comes with appointment types, a fortnight of sessions and two requests to approve, all ahead', async () => {
    const now = t.clock.now();
    expect(await seedDemoPractice(t.deps.db, { ...DEMO, now })).toContain('Demo practice created');
    const token = await logInAs(t, DEMO);

    const types = await t.post('appointments/get-appointment-type', {}, token);
    expect((types.json() as { results: Array<{ name: string }> }).results.map((type) => type.name)).toEqual([
      'Intake',
      'Follow-Up',
      'Couples Session',
    ]);

    // The next 14 days, as the calendar asks for them (one local midnight per day).
    const dateArray = Array.from({ length: 14 }, (_, day) =>
      new Date(now.getTime() + (day + 1) * 86_400_000).toISOString(),
    );
    const month = await t.post('appointments/get-month-appointment', { calendar_flag: 1, dateArray }, token);
    const days = (month.json() as { results: Array<Array<{ start_time: string; clientInfo: unknown[] }>> })
      .results;
    const sessions = days.flat();
    expect(sessions.length).toBeGreaterThanOrEqual(20);
    expect(sessions.every((session) => new Date(session.start_time) > now)).toBe(true);
    expect(sessions.every((session) => session.clientInfo.length === 1)).toBe(true);

    const requested = await t.post('appointments/get-clients-appointment', { flag: 5 }, token);
    expect((requested.json() as { results: { list: unknown[] } }).results.list).toHaveLength(2);

    // Weekday hours (ADR 0051): free times of the requestable types around the booked sessions.
    const hours = await t.post('availability/get-availability', {}, token);
    expect(hours.json().results).toMatchObject({
      is_set: true,
      time_zone: 'America/New_York',
      buffer_minutes: 10,
    });
    const free = (await t.post('availability/get-free-slots', {}, token)).json().results;
    expect(free.types.map((type: { name: string }) => type.name)).toEqual(['Intake', 'Follow-Up']);
    expect(free.slots.length).toBeGreaterThan(0);

    // Run again (every npm start does): nothing changes.
    expect(await seedDemoPractice(t.deps.db, { ...DEMO, now })).toContain('already present');
    const again = await t.post('appointments/get-month-appointment', { calendar_flag: 1, dateArray }, token);
    expect((again.json() as { results: unknown[][] }).results.flat()).toHaveLength(sessions.length);

    // A blog with categories and a help centre with real articles, so those screens are not empty.
    const categories = await t.post('articles/get-category-list', {}, token);
    expect(Object.values(categories.json().results[0].cate)).toEqual(['Anxiety', 'Sleep', 'Relationships']);
    const blog = (await t.post('articles/get-all-articles', {}, token)).json().results;
    expect(blog.page_num.num_total).toBe(4);
    expect(blog.list.every((article: { content: string }) => article.content.length > 50)).toBe(true);
    const help = (await t.post('help-articles/help-center-search', { key: 'video session' }, token)).json();
    expect(help.results.list.map((article: { title: string }) => article.title)).toEqual([
      'Preparing for your first video session',
    ]);
    const centre = (await t.post('help-articles/help-center', {}, token)).json().results;
    expect(centre.reduce((sum: number, category: { nCount: number }) => sum + category.nCount, 0)).toBe(5);
  });
});

describe('the demo practice with Stripe (npm start runs the fake Stripe)', () => {
  it('gets a paid team ULTIMATE subscription and a card on file, written from Stripe, once', async () => {
    const s = await createStripeTestApp();
    try {
      const now = s.clock.now();
      await seedDemoPractice(s.deps.db, { ...DEMO, now });
      expect(await seedDemoBilling(s.deps.db, s.deps.config, { email: DEMO.email, now })).toContain(
        'Demo subscription created: month_team_ultimate (active)',
      );
      const token = await logInAs(s, DEMO);
      const current = await s.post('payment/current-subscription', {}, token);
      expect(current.json()).toMatchObject({
        results: {
          status: 'active',
          plan_string: 'month_team_ultimate',
          has_payment_method: true,
          is_live: true,
        },
      });
      expect(await seedDemoBilling(s.deps.db, s.deps.config, { email: DEMO.email, now })).toBe(
        'Demo subscription already present.',
      );
    } finally {
      await s.close();
    }
  });

  it('says so, and changes nothing, without Stripe', async () => {
    expect(
      await seedDemoBilling(t.deps.db, { stripe: null }, { email: DEMO.email, now: t.clock.now() }),
    ).toContain('No STRIPE_SECRET_KEY');
  });
});

describe('the demo practice’s money (npm start)', () => {
  it('has invoices due, paid sessions and, with Stripe, an onboarded payout account, made once', async () => {
    const s = await createStripeTestApp();
    try {
      const now = s.clock.now();
      await seedDemoPractice(s.deps.db, { ...DEMO, now });
      expect(await seedDemoPayouts(s.deps.db, s.deps.config, { email: DEMO.email, now })).toContain(
        'Demo payout account ready',
      );
      expect(await seedDemoPayouts(s.deps.db, s.deps.config, { email: DEMO.email, now })).toContain(
        'already present',
      );
      const token = await logInAs(s, DEMO);
      const seller = await s.post('payment/get-seller', {}, token);
      expect(seller.json().results).toMatchObject({ has_account: true, charges_enabled: true });
      const owed = await s.post('appointments/get-request-provider', { pagination: 6 }, token);
      expect(owed.json().results.list.length).toBe(6);
      const paid = await s.post('appointments/get-paid-provider', { history_pagination: 6 }, token);
      expect(paid.json().results.list).toHaveLength(4);
    } finally {
      await s.close();
    }
  });
});
