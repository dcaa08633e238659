import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { AVAILABILITY_MESSAGES, CLIENT_SCHEDULING_MESSAGES } from '@tele/contract/messages';
import { newId } from '@tele/data/ids';
import { insertAppointments } from '@tele/data/repositories/appointments';
import { toLocalInputs } from '@tele/data/zoned-time';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';
import { seedSchedulingProvider } from './support/scheduling.js';

// Availability and free slots (issue 30, ADR 0051). The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const range = (start: string, end: string, office: string | null = null) => ({
  start,
  end,
  in_person: office !== null,
  office,
  office_id: null,
});
const weekdays = (...ranges: Array<ReturnType<typeof range>>) => [
  [],
  ranges,
  ranges,
  ranges,
  ranges,
  ranges,
  [],
];

async function practice(options: { allowRequests?: boolean; timeZone?: string } = {}) {
  const { provider, typeId } = await seedSchedulingProvider(t.deps.db, t.clock.now(), {
    name: 'Dana Whitaker',
    timeZone: options.timeZone,
    allowRequests: options.allowRequests,
    amount: 120,
  });
  const client = await seedClient(t.deps.db, {
    practiceId: provider.practiceId,
    providerId: provider.id,
    name: 'Alex Moreno',
    password: 'client password 123',
  });
  return {
    provider,
    client,
    typeId,
    providerToken: await logInAs(t, provider),
    clientToken: await logInAsClient(t, { email: client.email, password: 'client password 123' }),
  };
}

const rows = (sql: string) => t.deps.db.sequelize.query(sql, { type: QueryTypes.SELECT });

describe('availability/get-availability and set-availability', () => {
  it('answers the defaults before any are set, then what was saved', async () => {
    const p = await practice();
    const before = await t.post('availability/get-availability', {}, p.providerToken);
    expect(before.statusCode).toBe(200);
    expect(before.json().results).toMatchObject({
      provider_id: p.provider.id,
      time_zone: 'America/New_York',
      weekly_hours: [[], [], [], [], [], [], []],
      overrides: [],
      min_notice_minutes: 1440,
      horizon_days: 60,
      buffer_minutes: 0,
      requestable_types: [],
      is_set: false,
      allow_requests: true,
    });

    const saved = await t.post(
      'availability/set-availability',
      {
        weekly_hours: weekdays(range('13:00', '17:00'), range('09:00', '12:00', 'Harbor Street')),
        overrides: [
          { date: '2026-11-26', ranges: [] },
          { date: '2026-11-28', ranges: [range('10:00', '14:00')] },
          { date: '2026-11-01', ranges: [] },
        ],
        min_notice_minutes: 120,
        horizon_days: 30,
        buffer_minutes: 10,
        requestable_types: [{ type_id: p.typeId, length_minutes: 50 }],
      },
      p.providerToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ msg: AVAILABILITY_MESSAGES.saved });
    const after = (await t.post('availability/get-availability', {}, p.providerToken)).json().results;
    // Each day's ranges in order; an override already past is dropped.
    expect(after.weekly_hours[1]).toEqual([
      range('09:00', '12:00', 'Harbor Street'),
      range('13:00', '17:00'),
    ]);
    expect(after.overrides.map((o: { date: string }) => o.date)).toEqual(['2026-11-26', '2026-11-28']);
    expect(after).toMatchObject({
      min_notice_minutes: 120,
      horizon_days: 30,
      buffer_minutes: 10,
      is_set: true,
    });
    expect(after.requestable_types).toEqual([{ type_id: p.typeId, length_minutes: 50 }]);
  });

  it.each([
    [{ weekly_hours: [[]] }, AVAILABILITY_MESSAGES.badWeek],
    [{ weekly_hours: weekdays(range('9:00', '12:00')) }, AVAILABILITY_MESSAGES.badRange],
    [{ weekly_hours: weekdays(range('12:00', '09:00')) }, AVAILABILITY_MESSAGES.badRange],
    [{ weekly_hours: weekdays(range('09:00', '24:30')) }, AVAILABILITY_MESSAGES.badRange],
    [
      { weekly_hours: weekdays(range('09:00', '12:00'), range('11:00', '13:00')) },
      AVAILABILITY_MESSAGES.overlappingRanges,
    ],
    [{ overrides: [{ date: '2026-02-30', ranges: [] }] }, AVAILABILITY_MESSAGES.badOverride],
    [
      {
        overrides: [
          { date: '2026-12-01', ranges: [] },
          { date: '2026-12-01', ranges: [] },
        ],
      },
      AVAILABILITY_MESSAGES.duplicateOverride,
    ],
    [{ time_zone: 'Mars/Olympus' }, AVAILABILITY_MESSAGES.badTimeZone],
    [{ min_notice_minutes: -1 }, AVAILABILITY_MESSAGES.badNotice],
    [{ horizon_days: 0 }, AVAILABILITY_MESSAGES.badHorizon],
    [{ horizon_days: 366 }, AVAILABILITY_MESSAGES.badHorizon],
    [{ buffer_minutes: 241 }, AVAILABILITY_MESSAGES.badBuffer],
    [
      { requestable_types: [{ type_id: 'a'.repeat(24), length_minutes: 50 }] },
      AVAILABILITY_MESSAGES.unknownType,
    ],
  ])('refuses %j with 400 naming the field, and keeps nothing', async (body, msg) => {
    const p = await practice();
    const response = await t.post('availability/set-availability', body, p.providerToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg });
    expect(await rows(`SELECT * FROM provider_availability WHERE provider_id = '${p.provider.id}'`)).toEqual(
      [],
    );
  });

  it('refuses a requestable length outside 15-120 minutes', async () => {
    const p = await practice();
    const response = await t.post(
      'availability/set-availability',
      { requestable_types: [{ type_id: p.typeId, length_minutes: 150 }] },
      p.providerToken,
    );
    expect(response.json()).toEqual({ msg: AVAILABILITY_MESSAGES.badTypeLength });
  });

  it('lets owners and administrators keep a provider’s hours, not a fellow provider; another practice gets 404', async () => {
    const p = await practice();
    const colleague = await seedProvider(t.deps.db, {
      practiceId: p.provider.practiceId,
      teamRole: 'provider',
    });
    const admin = await seedProvider(t.deps.db, {
      practiceId: p.provider.practiceId,
      teamRole: 'administrator',
    });
    const stranger = await seedProvider(t.deps.db, { planString: 'month_individual_ultimate' });
    const body = { provider_id: p.provider.id, weekly_hours: weekdays(range('08:00', '09:00')) };

    const byColleague = await t.post('availability/set-availability', body, await logInAs(t, colleague));
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json()).toEqual({ msg: AVAILABILITY_MESSAGES.otherProvider });
    const byStranger = await t.post('availability/set-availability', body, await logInAs(t, stranger));
    expect(byStranger.statusCode).toBe(404);
    expect((await t.post('availability/get-availability', body, await logInAs(t, stranger))).statusCode).toBe(
      404,
    );
    expect(await rows(`SELECT * FROM provider_availability WHERE provider_id = '${p.provider.id}'`)).toEqual(
      [],
    );

    expect((await t.post('availability/set-availability', body, await logInAs(t, admin))).statusCode).toBe(
      200,
    );
    // A fellow provider may read it, as they read each other's calendars.
    const read = await t.post(
      'availability/get-availability',
      { provider_id: p.provider.id },
      await logInAs(t, colleague),
    );
    expect(read.json().results.weekly_hours[1]).toEqual([range('08:00', '09:00')]);
  });
});

describe('free slots', () => {
  async function bookable(options: { allowRequests?: boolean } = {}) {
    const p = await practice(options);
    const saved = await t.post(
      'availability/set-availability',
      {
        weekly_hours: weekdays(range('09:00', '12:00')),
        overrides: [{ date: '2026-11-24', ranges: [] }],
        min_notice_minutes: 60,
        horizon_days: 14,
        buffer_minutes: 10,
        requestable_types: [{ type_id: p.typeId, length_minutes: 50 }],
      },
      p.providerToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return p;
  }
  const monday = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' }; // Monday in New York
  const times = (answer: { results: { slots: Array<{ start_time: string }> } }, zone = 'America/New_York') =>
    answer.results.slots.map((slot) => toLocalInputs(new Date(slot.start_time), zone).time);

  it('gives the client its provider’s free times: the hours minus sessions and buffers, day off left out', async () => {
    const p = await bookable();
    const start = new Date('2026-11-23T15:00:00.000Z'); // Monday 10:00 EST
    await insertAppointments(t.deps.db, [
      {
        id: newId(),
        practiceId: p.provider.practiceId,
        providerId: p.provider.id,
        seriesId: null,
        title: 'Someone else’s session',
        notes: '',
        allDay: false,
        recurring: false,
        online: true,
        startTime: start,
        endTime: new Date(start.getTime() + 50 * 60_000),
        timeDistance: 50,
        repeatUntil: null,
        recurrenceFrequency: null,
        payment: 0,
        appointmentType: null,
        state: 2,
        inviteClient: false,
        roleUpdated: 'provider',
        inviteeIds: [],
        now: t.clock.now(),
      },
    ]);
    const response = await t.post(
      'availability/get-free-slots',
      { provider_id: p.provider.id, ...monday },
      p.clientToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.results).toMatchObject({
      provider_id: p.provider.id,
      provider_name: 'Dana Whitaker',
      time_zone: 'America/New_York',
      types: [{ type_id: p.typeId, name: 'Intake', length_minutes: 50 }],
      type_id: p.typeId,
    });
    // 10:00-10:50 is taken; 10 minutes either side stay free of sessions.
    expect(times(answer)).toEqual(['09:00', '11:00']);
    expect(response.body).not.toContain('Someone else');
    // Tuesday is a day off; Wednesday has its hours; all in the client's zone read as Kolkata's evening.
    const week = (
      await t.post(
        'availability/get-free-slots',
        { provider_id: p.provider.id, from: '2026-11-24T05:00:00.000Z', to: '2026-11-26T05:00:00.000Z' },
        p.clientToken,
      )
    ).json();
    expect(times(week)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(times(week, 'Asia/Kolkata')[0]).toBe('19:30');
  });

  it('keeps the notice and the horizon', async () => {
    const p = await bookable();
    t.clock.advance(0);
    const all = (
      await t.post('availability/get-free-slots', { provider_id: p.provider.id }, p.clientToken)
    ).json();
    const now = t.clock.now().getTime();
    const starts = all.results.slots.map((slot: { start_time: string }) => Date.parse(slot.start_time));
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + 60 * 60_000);
    expect(Math.max(...starts)).toBeLessThan(now + 14 * 86_400_000);
  });

  it('answers a client of another provider, or of one who takes no requests, 404 with the same words', async () => {
    const p = await bookable();
    const closed = await bookable({ allowRequests: false });
    for (const [providerId, token] of [
      [closed.provider.id, closed.clientToken],
      [p.provider.id, closed.clientToken],
      ['f'.repeat(24), p.clientToken],
    ] as const) {
      const response = await t.post('availability/get-free-slots', { provider_id: providerId }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: AVAILABILITY_MESSAGES.notBookable });
    }
    // The provider previews its own slots whatever the setting.
    expect((await t.post('availability/get-free-slots', {}, closed.providerToken)).statusCode).toBe(200);
  });

  it('refuses a bad period or a type that is not requestable with 400', async () => {
    const p = await bookable();
    for (const body of [
      { from: 'not a date' },
      { from: '2026-11-30T00:00:00Z', to: '2026-11-29T00:00:00Z' },
      { from: '2026-11-22T00:00:00Z', to: '2027-02-22T00:00:00Z' },
    ]) {
      const response = await t.post(
        'availability/get-free-slots',
        { provider_id: p.provider.id, ...body },
        p.clientToken,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ msg: AVAILABILITY_MESSAGES.badPeriod });
    }
    const badType = await t.post(
      'availability/get-free-slots',
      { provider_id: p.provider.id, type_id: 'e'.repeat(24) },
      p.clientToken,
    );
    expect(badType.json()).toEqual({ msg: AVAILABILITY_MESSAGES.unknownType });
  });

  it('serves the public page only for a provider who takes requests, and nothing about bookings', async () => {
    const p = await bookable();
    const closed = await bookable({ allowRequests: false });
    const open = await t.post('availability/get-public-slots', { provider_id: p.provider.id, ...monday });
    expect(open.statusCode).toBe(200);
    expect(times(open.json())).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(Object.keys(open.json().results.slots[0]).sort()).toEqual([
      'end_time',
      'in_person',
      'office',
      'start_time',
    ]);
    for (const providerId of [closed.provider.id, p.client.id, 'f'.repeat(24), undefined]) {
      const response = await t.post('availability/get-public-slots', { provider_id: providerId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: AVAILABILITY_MESSAGES.notBookable });
    }
  });

  it('lets the overlap guard decide at booking time: two clients take the last slot at once, one wins', async () => {
    const p = await bookable();
    const second = await seedClient(t.deps.db, {
      practiceId: p.provider.practiceId,
      providerId: p.provider.id,
      name: 'Sam Rivera',
      password: 'client password 456',
    });
    const secondToken = await logInAsClient(t, { email: second.email, password: 'client password 456' });
    const [slot] = (
      await t.post('availability/get-free-slots', { provider_id: p.provider.id, ...monday }, p.clientToken)
    ).json().results.slots;
    const ask = (token: string) =>
      t.post(
        'appointments/create-request-appointment',
        {
          provider_id: p.provider.id,
          title: 'Intake',
          start_time: slot.start_time,
          end_time: slot.end_time,
          time_distance: 50,
          online: true,
        },
        token,
      );
    const answers = await Promise.all([ask(p.clientToken), ask(secondToken)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.statusCode === 400)!;
    expect(loser.json().msg).toMatch(/^This time overlaps "/);
    expect(loser.json().msg).not.toBe(CLIENT_SCHEDULING_MESSAGES.notAllowed);
    // The slot, and its neighbours within the session and buffer, are no longer offered.
    const after = (
      await t.post('availability/get-free-slots', { provider_id: p.provider.id, ...monday }, p.clientToken)
    ).json();
    expect(after.results.slots.map((s: { start_time: string }) => s.start_time)).not.toContain(
      slot.start_time,
    );
    expect(times(after)[0]).toBe('10:00');
  });
});
