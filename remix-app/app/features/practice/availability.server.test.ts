import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as AvailabilityModule from '#app/features/practice/availability.server.ts';
import type * as PracticePagesModule from '#app/features/practice/practice-pages.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The scheduling calendar pages (issue 30) against a local server answering as legacy-api does.

const fake = createFakeApi();
let availability: typeof AvailabilityModule;
let pages: typeof PracticePagesModule;
let session: typeof SessionModule;

const TYPE = '65a1b2c3d4e5f60718293c01';
const OFFICE = '65a1b2c3d4e5f60718293d01';
const range = (start: string, end: string, office: string | null = null) => ({
  start,
  end,
  in_person: office !== null,
  office,
  office_id: null,
});
const wire = {
  provider_id: '65a1b2c3d4e5f60718293b01',
  time_zone: 'America/New_York',
  weekly_hours: [[], [range('09:00', '12:00'), range('13:00', '17:00', 'Harbor Street')], [], [], [], [], []],
  overrides: [{ date: '2026-11-26', ranges: [] }],
  min_notice_minutes: 1440,
  horizon_days: 60,
  buffer_minutes: 10,
  requestable_types: [{ type_id: TYPE, length_minutes: 50 }],
  is_set: true,
  allow_requests: true,
};

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  availability = await import('#app/features/practice/availability.server.ts');
  pages = await import('#app/features/practice/practice-pages.server.ts');
  session = await import('#app/utils/session.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.reset());

describe('the availability editor’s form', () => {
  test('sends each day’s filled rows, the dated overrides, the rules and the ticked types', () => {
    const form = new FormData();
    form.set('timeZone', 'Asia/Kolkata');
    form.set('day1-0-start', '09:00');
    form.set('day1-0-end', '12:00:00');
    form.set('day1-1-start', '13:00');
    form.set('day1-1-end', '17:00');
    form.set('day1-1-in-person', 'on');
    form.set('day1-1-office', ' Harbor Street ');
    form.set('day2-0-start', '10:00'); // half filled: sent as typed, so the API names the problem
    // One of the practice's offices, chosen (ADR 0055).
    form.set('day3-0-start', '09:00');
    form.set('day3-0-end', '11:00');
    form.set('day3-0-in-person', 'on');
    form.set('day3-0-office-id', OFFICE);
    form.set('override0-date', '2026-11-26');
    form.set('override0-off', 'on');
    form.set('override1-date', '');
    form.set('override2-date', '2026-11-28');
    form.set('override2-start', '10:00');
    form.set('override2-end', '12:00');
    form.set('minNotice', '120');
    form.set('horizon', 'thirty');
    form.set('buffer', '10');
    form.set(`type-${TYPE}`, 'on');
    form.set(`type-${TYPE}-length`, '50');
    form.set('type-65a1b2c3d4e5f60718293c02-length', '30');
    expect(availability.readAvailabilityForm(form, [TYPE, '65a1b2c3d4e5f60718293c02'], 1)).toEqual({
      time_zone: 'Asia/Kolkata',
      weekly_hours: [
        [],
        [range('09:00', '12:00'), range('13:00', '17:00', 'Harbor Street')],
        [{ start: '10:00', end: '', in_person: false, office: null, office_id: null }],
        [{ start: '09:00', end: '11:00', in_person: true, office: null, office_id: OFFICE }],
        [],
        [],
        [],
      ],
      overrides: [
        { date: '2026-11-26', ranges: [] },
        { date: '2026-11-28', ranges: [range('10:00', '12:00')] },
      ],
      min_notice_minutes: 120,
      horizon_days: -1,
      buffer_minutes: 10,
      requestable_types: [{ type_id: TYPE, length_minutes: 50 }],
    });
  });
});

describe('the scheduling pages', () => {
  test('the month shows each day’s hours and the sessions booked on it, in the viewer’s zone', async () => {
    fake.answer('availability/get-availability', 200, { msg: 'ok', results: wire });
    fake.answer('appointments/get-month-appointment', 200, { results: [] });
    const request = await loggedInRequest(session, {
      timeZone: 'America/New_York',
      url: 'http://localhost:3000/scheduling-calendar?month=2026-11',
    });
    const loaded = await pages.loadSchedulingCalendar(request);
    expect(loaded).toMatchObject({ month: '2026-11-01', previousMonth: '2026-10', nextMonth: '2026-12' });
    expect(loaded.days).toHaveLength(42);
    expect(loaded.availability?.weekly[1]).toEqual([
      { start: '09:00', end: '12:00', inPerson: false, office: null, officeId: null },
      { start: '13:00', end: '17:00', inPerson: true, office: 'Harbor Street', officeId: null },
    ]);
    const month = fake.calls.find((call) => call.path.endsWith('get-month-appointment'));
    expect((month?.body.dateArray as string[])[0]).toBe('2026-11-01T04:00:00.000Z');
  });

  test('the preview asks for a week of free times and groups them by day in the chosen zone', async () => {
    fake.answer('appointments/get-allow-reminders', 200, {
      results: { reminders: true, reminders_value: '1', allow_requests: true },
    });
    fake.answer('appointments/get-appointment-type', 200, { results: [] });
    fake.answer('availability/get-free-slots', 200, {
      msg: 'ok',
      results: {
        provider_id: wire.provider_id,
        provider_name: 'Dana Whitaker',
        time_zone: 'America/New_York',
        types: [{ type_id: TYPE, name: 'Intake', length_minutes: 50 }],
        type_id: TYPE,
        slots: [
          {
            start_time: '2099-03-02T14:00:00.000Z',
            end_time: '2099-03-02T14:50:00.000Z',
            in_person: false,
            office: null,
          },
        ],
      },
    });
    const request = await loggedInRequest(session, {
      timeZone: 'America/New_York',
      url: `http://localhost:3000/scheduling-calendar-view?zone=Asia/Kolkata&from=2099-03-02&type=${TYPE}`,
    });
    const loaded = await pages.loadSchedulingView(request);
    const asked = fake.calls.find((call) => call.path.endsWith('get-free-slots'));
    expect(asked?.body).toMatchObject({
      type_id: TYPE,
      from: '2099-03-01T18:30:00.000Z',
      to: '2099-03-08T18:30:00.000Z',
    });
    expect(loaded.zone).toBe('Asia/Kolkata');
    expect(loaded.free.ok && loaded.free.days[0]).toEqual({
      date: '2099-03-02',
      slots: [
        {
          start: '2099-03-02T14:00:00.000Z',
          end: '2099-03-02T14:50:00.000Z',
          inPerson: false,
          office: null,
          label: '7:30 PM',
        },
      ],
    });
  });
});
