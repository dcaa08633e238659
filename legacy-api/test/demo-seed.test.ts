import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPractice } from '../src/db/seeders/demo.js';
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

    // Run again (every npm start does): nothing changes.
    expect(await seedDemoPractice(t.deps.db, { ...DEMO, now })).toContain('already present');
    const again = await t.post('appointments/get-month-appointment', { calendar_flag: 1, dateArray }, token);
    expect((again.json() as { results: unknown[][] }).results.flat()).toHaveLength(sessions.length);
  });
});
