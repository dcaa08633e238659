import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@tele/data/ids';
import { findAppointmentById, insertAppointments } from '@tele/data/repositories/appointments';
import { newShareLink } from '@tele/data/repositories/share-links';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import type { AppointmentState } from '@tele/contract/constants';
import { grantClientRole } from '@tele/data/repositories/users-write';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';

// The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Practice {
  owner: { id: string; practiceId: string; email: string; password: string };
  token: string;
  clientId: string;
  clientEmail: string;
}

async function practice(options: { planString?: string | null; timeZone?: string } = {}): Promise<Practice> {
  const owner = await seedProvider(t.deps.db, {
    planString: options.planString === undefined ? 'month_individual_ultimate' : options.planString,
    timeZone: options.timeZone,
  });
  const client = await seedClient(t.deps.db, {
    practiceId: owner.practiceId,
    providerId: owner.id,
    name: 'Sam Client',
  });
  return { owner, token: await logInAs(t, owner), clientId: client.id, clientEmail: client.email };
}

function slot(startIso: string, minutes = 20) {
  const start = new Date(startIso);
  return {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
  };
}

function create(p: Practice, body: Record<string, unknown>) {
  return t.post(
    'appointments/create-appointment',
    {
      auth_id: p.owner.id,
      invitees_id: [p.clientId],
      online: true,
      all_day: false,
      recurring: false,
      payment: 0,
      ...body,
    },
    p.token,
  );
}

async function month(p: Practice, days: string[], calendarFlag = 1, token = p.token) {
  const response = await t.post(
    'appointments/get-month-appointment',
    { calendar_flag: calendarFlag, dateArray: days },
    token,
  );
  expect(response.statusCode).toBe(200);
  return response.json().results as Array<Array<Record<string, unknown>>>;
}

describe('create-appointment', () => {
  it('creates with the defaults, title-cased, pending, and e-mails each invitee', async () => {
    const p = await practice();
    const response = await create(p, { title: 'intake session', ...slot('2026-11-23T10:00:00Z') });
    expect(response.json()).toEqual({ msg: 'An appointment registration succeeded.' });
    const [day] = await month(p, ['2026-11-23T00:00:00.000Z']);
    expect(day).toHaveLength(1);
    expect(day![0]).toMatchObject({
      title: 'Intake Session',
      state: 1,
      editable_state: 1,
      time_distance: 20,
      invitees_id: [p.clientId],
      clientInfo: [{ _id: p.clientId, name: 'Sam Client' }],
      role_updated: 'provider',
      permission: 0,
    });
    const [mail] = await findNotificationsByRecipient(t.deps.db, p.clientEmail);
    expect(mail).toMatchObject({ template: 'appointment-request', status: 'pending' });
    expect(mail!.payload).toMatchObject({ providerName: 'Robin Provider', minutes: 20, isUpdate: false });
  });

  it('titles an untitled appointment "Meeting With {provider}"', async () => {
    const p = await practice();
    await create(p, slot('2026-11-24T10:00:00Z'));
    const [day] = await month(p, ['2026-11-24T00:00:00.000Z']);
    expect(day![0]!.title).toBe('Meeting With Robin Provider');
  });

  it('refuses with the legacy messages and stores nothing', async () => {
    const p = await practice();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        slot('2026-11-23T10:00:00Z', 121),
        'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
      ],
      [
        slot('2026-11-23T10:00:00Z', -20),
        'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
      ],
      [slot('2026-11-21T08:58:00Z'), 'Please choose the start time correctly.'],
      [{ ...slot('2026-11-23T10:00:00Z'), invitees_id: '' }, 'Please choose the invitees.'],
      [{ ...slot('2026-11-23T10:00:00Z'), invitees_id: [] }, 'Please choose the invitees.'],
      [{ ...slot('2026-11-23T10:00:00Z'), payment: '-5' }, 'Please input the payment correctly.'],
      [
        {
          ...slot('2026-11-23T10:00:00Z'),
          recurring: true,
          recurrence_frequency: 7,
          repeat_until: '2026-11-20T10:00:00Z',
        },
        'The repeat date cannot be before the end date.',
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await create(p, body);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    expect(await t.deps.db.models.Appointment.count({ where: { provider_id: p.owner.id } })).toBe(0);
  });

  it('accepts a start in the current minute', async () => {
    const p = await practice();
    t.clock.advance(30_000);
    const response = await create(p, slot('2026-11-21T09:00:00Z'));
    expect(response.json().msg).toBe('An appointment registration succeeded.');
    t.clock.advance(-30_000);
  });

  it('needs a plan, and refuses clients of another practice with 403', async () => {
    const noPlan = await practice({ planString: null });
    expect((await create(noPlan, slot('2026-11-23T10:00:00Z'))).json()).toEqual({
      msg: 'Firstly, please upgrade your account to create the appointment.',
    });
    const p = await practice();
    const stranger = await practice();
    const response = await create(p, { ...slot('2026-11-23T10:00:00Z'), invitees_id: [stranger.clientId] });
    expect(response.statusCode).toBe(403);
  });

  it('gives the basic plan five sessions per calendar month, counted per month across a boundary', async () => {
    const p = await practice({ planString: 'month_individual_basic' });
    for (let day = 0; day < 5; day += 1) {
      expect((await create(p, slot(`2026-11-${23 + day}T10:00:00Z`))).statusCode).toBe(200);
    }
    const sixth = await create(p, slot('2026-11-30T10:00:00Z'));
    expect(sixth.json()).toEqual({
      msg: 'You already had 5 online sessions this month. Please upgrade your account to create more appointments.',
    });
    expect((await create(p, slot('2026-12-01T10:00:00Z'))).statusCode).toBe(200);
    // Deleting one frees its place in that month.
    const [day] = await month(p, ['2026-11-23T00:00:00.000Z']);
    await t.post('appointments/cancel-appointment', { id: day![0]!._id }, p.token);
    expect((await create(p, slot('2026-11-30T10:00:00Z'))).statusCode).toBe(200);
  });

  it('stores every occurrence of a recurring series as its own appointment', async () => {
    const p = await practice();
    const response = await create(p, {
      ...slot('2026-11-23T10:00:00Z', 60),
      recurring: true,
      recurrence_frequency: 7,
      repeat_until: '2026-12-07T10:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.deps.db.models.Appointment.findAll({
      where: { provider_id: p.owner.id },
      order: [['start_time', 'ASC']],
    });
    expect(rows.map((row) => row.start_time.toISOString())).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-12-07T10:00:00.000Z',
    ]);
    expect(new Set(rows.map((row) => row.series_id)).size).toBe(1);
    expect(rows[0]!.series_id).toBe(rows[0]!.id);
  });

  it('keeps a series at the same local time across the end of daylight saving in the provider zone', async () => {
    const p = await practice({ timeZone: 'America/New_York' });
    t.clock.advance(-30 * 24 * 3_600_000); // 2026-10-22
    const response = await create(p, {
      ...slot('2026-10-26T13:00:00Z', 50), // Monday 09:00 EDT
      recurring: true,
      recurrence_frequency: 7,
      repeat_until: '2026-11-09T13:00:00Z',
    });
    t.clock.advance(30 * 24 * 3_600_000);
    expect(response.statusCode).toBe(200);
    const rows = await t.deps.db.models.Appointment.findAll({
      where: { provider_id: p.owner.id },
      order: [['start_time', 'ASC']],
    });
    expect(rows.map((row) => row.start_time.toISOString())).toEqual([
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
    ]);
    expect(rows.map((row) => row.end_time!.getTime() - row.start_time.getTime())).toEqual([
      3_000_000, 3_000_000, 3_000_000,
    ]);
  });
});

describe('overlaps', () => {
  it('refuses a clash naming it, allows it when asked, and allows back-to-back sessions', async () => {
    const p = await practice();
    await create(p, { title: 'first session', ...slot('2026-11-23T10:00:00Z', 60) });
    const clash = await create(p, slot('2026-11-23T10:30:00Z', 60));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().msg).toBe(
      'This time overlaps "First Session" on Mon, Nov 23, 2026, 10:00 AM - 11:00 AM. Choose another time or book it anyway.',
    );
    expect(clash.json().clash).toMatchObject({
      title: 'First Session',
      start_time: '2026-11-23T10:00:00.000Z',
    });
    expect((await create(p, slot('2026-11-23T11:00:00Z', 30))).statusCode).toBe(200);
    expect((await create(p, slot('2026-11-23T09:30:00Z', 30))).statusCode).toBe(200);
    expect((await create(p, { ...slot('2026-11-23T10:30:00Z', 60), allow_overlap: true })).statusCode).toBe(
      200,
    );
  });

  it('frees the slot of a cancelled appointment: the same hour can be booked again', async () => {
    const p = await practice();
    const hour = slot('2026-11-23T10:00:00Z', 60);
    expect((await create(p, { title: 'cancelled later', ...hour })).statusCode).toBe(200);
    const booked = await t.deps.db.models.Appointment.findOne({ where: { provider_id: p.owner.id } });
    expect((await t.post('appointments/cancel-appointment', { id: booked!.id }, p.token)).json()).toEqual({
      msg: 'This appointment has deleted successfully.',
    });
    const again = await create(p, { title: 'booked again', ...hour });
    expect(again.json()).toEqual({ msg: 'An appointment registration succeeded.' });
    expect(again.statusCode).toBe(200);
  });

  it('checks every occurrence of a series', async () => {
    const p = await practice();
    await create(p, { title: 'blocked', ...slot('2026-12-07T10:15:00Z', 20) });
    const response = await create(p, {
      ...slot('2026-11-23T10:00:00Z', 60),
      recurring: true,
      recurrence_frequency: 7,
      repeat_until: '2026-12-14T10:00:00Z',
    });
    expect(response.json().msg).toMatch(/overlaps "Blocked" on Mon, Dec 7, 2026/);
    expect(await t.deps.db.models.Appointment.count({ where: { provider_id: p.owner.id } })).toBe(1);
  });

  it('lets exactly one of 100 simultaneous requests book one free slot', async () => {
    const p = await practice();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => create(p, slot('2026-11-25T15:00:00Z', 45))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(99);
    expect(await t.deps.db.models.Appointment.count({ where: { provider_id: p.owner.id } })).toBe(1);
  });
});

describe('editing', () => {
  it('edits while editable, sending it back to pending, and refuses once the start has passed', async () => {
    const p = await practice();
    await create(p, slot('2026-11-21T09:30:00Z'));
    const [day] = await month(p, ['2026-11-21T00:00:00.000Z']);
    const id = day![0]!._id as string;
    const update = await create(p, {
      _id: id,
      update_flag: true,
      title: 'moved',
      ...slot('2026-11-21T09:40:00Z'),
    });
    expect(update.json()).toEqual({ msg: 'An appointment has updated successfully' });
    t.clock.advance(60 * 60_000);
    p.token = await logInAs(t, p.owner);
    const late = await create(p, { _id: id, update_flag: true, ...slot('2026-11-21T11:00:00Z') });
    expect(late.json().msg).toBe(
      'You can not edit this appointment now. The client may have already paid or the session start time may have passed.',
    );
    const [after] = await month(p, ['2026-11-21T00:00:00.000Z']);
    expect(after![0]).toMatchObject({
      title: 'Moved',
      start_time: '2026-11-21T09:40:00.000Z',
      editable_state: 0,
    });
    t.clock.advance(-60 * 60_000);
  });

  it("lets a provider-role member see but not change another provider's appointment", async () => {
    const p = await practice();
    const member = await seedProvider(t.deps.db, { practiceId: p.owner.practiceId, teamRole: 'provider' });
    const memberToken = await logInAs(t, member);
    await create(p, slot('2026-11-26T10:00:00Z'));
    const [day] = await month(p, ['2026-11-26T00:00:00.000Z'], 2, memberToken);
    expect(day![0]).toMatchObject({ permission: 1 });
    const id = day![0]!._id;
    expect((await t.post('appointments/cancel-appointment', { id }, memberToken)).json()).toEqual({
      msg: 'You can only view the appointments of other providers.',
    });
    expect((await month(p, ['2026-11-26T00:00:00.000Z'], 1, memberToken))[0]).toHaveLength(0);
  });

  it("answers 403 for another practice's appointment", async () => {
    const p = await practice();
    const stranger = await practice();
    await create(stranger, slot('2026-11-27T10:00:00Z'));
    const [day] = await month(stranger, ['2026-11-27T00:00:00.000Z']);
    for (const route of ['cancel-appointment', 'accept-appointment', 'get-appointment']) {
      expect((await t.post(`appointments/${route}`, { id: day![0]!._id }, p.token)).statusCode).toBe(403);
    }
  });
});

/** A session the practice's client asked for (state 1, requested by the client), inserted as the client's app would. */
async function clientRequest(p: Practice, payment: number, start = '2026-11-28T10:00:00Z'): Promise<string> {
  const id = newId();
  const startTime = new Date(start);
  await insertAppointments(t.deps.db, [
    {
      id,
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
      seriesId: null,
      title: 'Request',
      notes: '',
      allDay: false,
      recurring: false,
      online: true,
      startTime,
      endTime: new Date(startTime.getTime() + 1_200_000),
      timeDistance: 20,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment,
      appointmentType: null,
      state: 1,
      inviteClient: true,
      roleUpdated: 'client',
      inviteeIds: [p.clientId],
      now: t.clock.now(),
    },
  ]);
  return id;
}

/** An appointment stored as it is (past ones too: create-appointment books only ahead). */
async function storeAppointment(
  p: Practice,
  fields: {
    start: string;
    state: AppointmentState;
    inviteClient?: boolean;
    inviteeIds?: string[];
    title?: string;
  },
): Promise<string> {
  const id = newId();
  const startTime = new Date(fields.start);
  await insertAppointments(t.deps.db, [
    {
      id,
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
      seriesId: null,
      title: fields.title ?? 'Session',
      notes: '',
      allDay: false,
      recurring: false,
      online: true,
      startTime,
      endTime: new Date(startTime.getTime() + 50 * 60_000),
      timeDistance: 50,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment: 0,
      appointmentType: null,
      state: fields.state,
      inviteClient: fields.inviteClient ?? false,
      roleUpdated: fields.inviteClient ? 'client' : null,
      inviteeIds: fields.inviteeIds ?? [p.clientId],
      now: t.clock.now(),
    },
  ]);
  return id;
}

describe('approving client requests', () => {
  it('accepts a free request straight to waiting and a paid one to accepted, once', async () => {
    const p = await practice();
    const free = await clientRequest(p, 0);
    const paid = await clientRequest(p, 80);
    expect((await t.post('appointments/accept-appointment', { id: free }, p.token)).json()).toEqual({
      msg: 'The appointment has been accepted successfully.',
    });
    await t.post('appointments/accept-appointment', { id: paid }, p.token);
    const requested = await t.post('appointments/get-clients-appointment', { flag: 5 }, p.token);
    const byId = Object.fromEntries(
      (requested.json().results.list as Array<{ _id: string }>).map((a) => [a._id, a]),
    );
    expect(byId[free]).toMatchObject({ state: 3, accept_state: true, paid_date: expect.any(String) });
    expect(byId[paid]).toMatchObject({ state: 2, paid_date: null });
    expect((await t.post('appointments/accept-appointment', { id: free }, p.token)).json()).toEqual({
      msg: 'This appointment has already been answered.',
    });
  });

  it('does not let the provider approve what the provider made', async () => {
    const p = await practice();
    await create(p, slot('2026-11-29T10:00:00Z'));
    const [day] = await month(p, ['2026-11-29T00:00:00.000Z']);
    expect((await t.post('appointments/accept-appointment', { id: day![0]!._id }, p.token)).json()).toEqual({
      msg: 'This appointment is waiting for the client to approve it.',
    });
  });

  it("lets a team member who is also a client answer its own invitation as the client (role 'client')", async () => {
    const p = await practice();
    const colleague = await seedProvider(t.deps.db, { practiceId: p.owner.practiceId, teamRole: 'provider' });
    await grantClientRole(t.deps.db, colleague.id, t.clock.now());
    const token = await logInAs(t, colleague);
    const invited = await storeAppointment(p, {
      start: '2026-11-28T10:00:00Z',
      state: 1,
      inviteeIds: [colleague.id],
    });
    const declined = await storeAppointment(p, {
      start: '2026-11-29T10:00:00Z',
      state: 1,
      inviteeIds: [colleague.id],
    });

    // Without the client's side named, it is a colleague's appointment: read-only to a provider-role member.
    expect((await t.post('appointments/accept-appointment', { id: invited }, token)).json()).toEqual({
      msg: 'You can only view the appointments of other providers.',
    });
    expect(
      (await t.post('appointments/accept-appointment', { id: invited, role: 'client' }, token)).json(),
    ).toEqual({ msg: 'The appointment has been accepted successfully.' });
    expect(
      (await t.post('appointments/cancel-appointment', { id: declined, role: 'client' }, token)).json(),
    ).toEqual({ msg: 'This appointment has deleted successfully.' });
    const [day29] = await month(p, ['2026-11-29T00:00:00.000Z']);
    expect(day29).toEqual([]);
  });

  it('declines by deleting, after which it is gone from the lists', async () => {
    const p = await practice();
    const id = await clientRequest(p, 0);
    expect((await t.post('appointments/cancel-appointment', { id }, p.token)).json()).toEqual({
      msg: 'This appointment has deleted successfully.',
    });
    const requested = await t.post('appointments/get-clients-appointment', { flag: 5 }, p.token);
    expect(requested.json().results).toEqual({
      list: [],
      page_num: { start_page: 1, end_page: 0, total_page: 0, num_total: 0 },
    });
  });
});

describe('lists', () => {
  it('buckets the calendar by displayed day and separates My and Practice calendars', async () => {
    const p = await practice();
    const colleague = await seedProvider(t.deps.db, {
      practiceId: p.owner.practiceId,
      teamRole: 'owner',
      planString: 'month_individual_ultimate',
    });
    await seedClient(t.deps.db, { practiceId: p.owner.practiceId, providerId: colleague.id });
    const colleagueToken = await logInAs(t, colleague);
    await create(p, slot('2026-11-30T23:40:00Z'));
    await create(p, slot('2026-12-01T08:00:00Z'));
    await t.post(
      'appointments/create-appointment',
      { invitees_id: [p.clientId], ...slot('2026-12-01T09:00:00Z') },
      colleagueToken,
    );
    const days = ['2026-11-30T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z'];
    expect((await month(p, days, 1)).map((bucket) => bucket.length)).toEqual([1, 1, 0]);
    expect((await month(p, days, 2)).map((bucket) => bucket.length)).toEqual([1, 2, 0]);
    const bad = await t.post('appointments/get-month-appointment', { dateArray: ['yesterday'] }, p.token);
    expect(bad.json()).toEqual({ msg: 'Please send the days of the calendar to show.' });
    // A day no DATETIME can hold (1 ms before the year 0000) is a bad date too, not a database error.
    const beforeYearZero = await t.post(
      'appointments/get-month-appointment',
      { dateArray: [-62167219200001] },
      p.token,
    );
    expect([beforeYearZero.statusCode, beforeYearZero.json()]).toEqual([
      400,
      { msg: 'Please send the days of the calendar to show.' },
    ]);
  });

  it('pages the list by 10 with neighbours 1 and filters today in the viewer zone', async () => {
    const p = await practice();
    for (let index = 0; index < 12; index += 1)
      await create(p, slot(`2026-12-${String(index + 1).padStart(2, '0')}T10:00:00Z`));
    await create(p, slot('2026-11-21T20:00:00Z'));
    const page2 = await t.post(
      'appointments/get-clients-appointment',
      { flag: 0, appointment_current_page: 2 },
      p.token,
    );
    expect(page2.json().results.page_num).toEqual({
      start_page: 1,
      end_page: 2,
      total_page: 2,
      num_total: 13,
    });
    expect(page2.json().results.list).toHaveLength(3);
    const today = await t.post('appointments/get-clients-appointment', { flag: 1 }, p.token);
    expect(today.json().results.list.map((a: { start_time: string }) => a.start_time)).toEqual([
      '2026-11-21T20:00:00.000Z',
    ]);
    const badFlag = await t.post('appointments/get-clients-appointment', { flag: 9 }, p.token);
    expect(badFlag.statusCode).toBe(400);
  });

  it("lists the caller's past sessions whatever their origin, newest first (flag 6, new)", async () => {
    const p = await practice();
    const password = 'client password here';
    const client = await seedClient(t.deps.db, {
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
      password,
    });
    const clientToken = await logInAsClient(t, { email: client.email, password });
    const mine = { inviteeIds: [client.id] };
    const booked = await storeAppointment(p, { ...mine, start: '2026-11-14T10:00:00Z', state: 5 });
    const asked = await storeAppointment(p, {
      ...mine,
      start: '2026-11-18T10:00:00Z',
      state: 6,
      inviteClient: true,
    });
    await storeAppointment(p, { ...mine, start: '2026-11-28T10:00:00Z', state: 2 });
    await storeAppointment(p, { start: '2026-11-19T10:00:00Z', state: 0, inviteeIds: [] });
    const someoneElses = await storeAppointment(p, { start: '2026-11-20T10:00:00Z', state: 5 });

    const past = await t.post(
      'appointments/get-clients-appointment',
      { flag: 6, role: 'client' },
      clientToken,
    );
    expect(past.statusCode).toBe(200);
    expect(past.json().results.list.map((a: { _id: string }) => a._id)).toEqual([asked, booked]);
    expect(past.json().results.page_num).toMatchObject({ total_page: 1, num_total: 2 });
    // The provider's own past sessions, share links left out; flags 0 to 5 keep their meaning.
    const own = await t.post('appointments/get-clients-appointment', { flag: 6 }, p.token);
    expect(own.json().results.list.map((a: { _id: string }) => a._id)).toEqual([someoneElses, asked, booked]);
    const all = await t.post(
      'appointments/get-clients-appointment',
      { flag: 0, role: 'client' },
      clientToken,
    );
    expect(all.json().results.list.map((a: { _id: string }) => a._id)).not.toContain(asked);
    expect((await t.post('appointments/get-clients-appointment', { flag: 7 }, p.token)).statusCode).toBe(400);
  });

  it('lists what is still ahead, the session under way and then the next one first, with upcoming', async () => {
    const p = await practice();
    // The clock reads 2026-11-21 09:00 UTC: one session ended at 08:30, one runs until 09:10.
    const ended = await clientRequest(p, 0, '2026-11-21T08:10:00Z');
    const underWay = await clientRequest(p, 0, '2026-11-21T08:50:00Z');
    await create(p, slot('2026-12-20T10:00:00Z'));
    await create(p, slot('2026-11-23T10:00:00Z'));
    await create(p, slot('2026-11-30T10:00:00Z'));
    const starts = async (body: Record<string, unknown>) =>
      (
        (await t.post('appointments/get-clients-appointment', body, p.token)).json().results.list as Array<{
          start_time: string;
        }>
      ).map((a) => a.start_time);
    // Past sessions cannot be booked through the route; the two inserted above become the provider's own here.
    await t.deps.db.sequelize.query('UPDATE appointments SET invite_client = 0 WHERE id IN (:ids)', {
      replacements: { ids: [ended, underWay] },
    });
    expect(await starts({ flag: 0, upcoming: true })).toEqual([
      '2026-11-21T08:50:00.000Z',
      '2026-11-23T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-12-20T10:00:00.000Z',
    ]);
    expect(await starts({ flag: 0, upcoming: true, appointment_pagination: 2 })).toEqual([
      '2026-11-21T08:50:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
    // Without it, flag 0 is the legacy's whole list, the furthest in the future first.
    expect(await starts({ flag: 0 })).toEqual([
      '2026-12-20T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
      '2026-11-21T08:50:00.000Z',
      '2026-11-21T08:10:00.000Z',
    ]);
  });

  it('lists the clients’ requests with upcoming too, those awaiting the provider first (ADR 0054)', async () => {
    const p = await practice();
    await create(p, slot('2026-11-23T10:00:00Z'));
    await clientRequest(p, 0, '2026-12-10T10:00:00Z');
    const approved = await clientRequest(p, 0, '2026-11-25T10:00:00Z');
    expect((await t.post('appointments/accept-appointment', { id: approved }, p.token)).statusCode).toBe(200);
    // A request the provider changed last waits for the client: it keeps its place by time.
    const changed = await clientRequest(p, 0, '2026-11-24T10:00:00Z');
    await t.deps.db.sequelize.query("UPDATE appointments SET role_updated = 'provider' WHERE id = :id", {
      replacements: { id: changed },
    });
    const list = async (body: Record<string, unknown>) =>
      (
        (await t.post('appointments/get-clients-appointment', body, p.token)).json().results.list as Array<{
          _id: string;
          start_time: string;
        }>
      ).map((a) => a.start_time);
    expect(await list({ flag: 0, upcoming: true })).toEqual([
      '2026-12-10T10:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
      '2026-11-24T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
    ]);
    // Flag 0 alone is the legacy's list: the clients' requests only under flag 5, even once accepted.
    expect(await list({ flag: 0 })).toEqual(['2026-11-23T10:00:00.000Z']);
    expect((await list({ flag: 5 })).sort()).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-12-10T10:00:00.000Z',
    ]);
    // filter_string cannot name the new key (not a column a caller may sort by): the panel's order stands.
    expect(await list({ flag: 0, upcoming: true, filter_string: { awaiting_provider: 1 } })).toEqual(
      await list({ flag: 0, upcoming: true }),
    );
  });

  it('counts the sessions of each day of the month for the report', async () => {
    const p = await practice();
    await create(p, slot('2026-11-23T10:00:00Z'));
    await create(p, slot('2026-11-23T11:00:00Z'));
    const response = await t.post('appointments/get-appointment-grouping', {}, p.token);
    const results = response.json().results;
    expect(results.days).toBe(30);
    expect(results.session_num[22]).toBe(2);
    expect(results.session_num.reduce((sum: number, n: number) => sum + n, 0)).toBe(2);
  });

  it('keeps one share link per provider', async () => {
    const p = await practice();
    const first = (await t.post('appointments/appointment-empty', {}, p.token)).json().results;
    const second = (await t.post('appointments/appointment-empty', {}, p.token)).json().results;
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect(second).toBe(first);
  });

  it('gives the share link with its guest key, the one get-appointment gives its provider, made or read', async () => {
    const p = await practice();
    const made = (await t.post('appointments/appointment-empty', {}, p.token)).json();
    const read = (await t.post('appointments/appointment-empty', {}, p.token)).json();
    const session = (await t.post('appointments/get-appointment', { id: made.results }, p.token)).json();
    expect(made.room_key).toMatch(/^[0-9a-f]{32}$/);
    expect(read).toEqual(made);
    expect(session.results[0].room_key).toBe(made.room_key);
  });

  it('gives many dashboards asking at once one share link, and removes an extra one, keeping the first made', async () => {
    const p = await practice();
    const asked = await Promise.all(
      Array.from({ length: 5 }, () => t.post('appointments/appointment-empty', {}, p.token)),
    );
    const ids = new Set(asked.map((response) => response.json().results as string));
    expect(ids.size).toBe(1);
    const [first] = [...ids] as [string];
    // An extra link, made after the first (as an older race could leave one).
    const later = new Date(t.clock.now().getTime() + 60_000);
    const extra = newId(later);
    await insertAppointments(t.deps.db, [
      newShareLink({ id: extra, practiceId: p.owner.practiceId, providerId: p.owner.id, now: later }),
    ]);
    expect((await t.post('appointments/appointment-empty', {}, p.token)).json().results).toBe(first);
    expect(await findAppointmentById(t.deps.db, p.owner.practiceId, extra)).toBeNull();
    expect(await findAppointmentById(t.deps.db, p.owner.practiceId, first)).not.toBeNull();
  });

  it('gives a day-old share link a fresh start, keeping its id', async () => {
    const p = await practice();
    const first = (await t.post('appointments/appointment-empty', {}, p.token)).json().results as string;
    const shown = await findAppointmentById(t.deps.db, p.owner.practiceId, first);
    t.clock.advance(25 * 3_600_000);
    try {
      // A day later the provider signs in again (the first session has gone idle).
      const token = await logInAs(t, p.owner);
      const later = (await t.post('appointments/appointment-empty', {}, token)).json().results;
      expect(later).toBe(first);
      const renewed = await findAppointmentById(t.deps.db, p.owner.practiceId, first);
      expect(renewed!.startTime.getTime() - shown!.startTime.getTime()).toBe(25 * 3_600_000);
    } finally {
      t.clock.advance(-25 * 3_600_000);
    }
  });
});

describe('appointment types', () => {
  it('creates, refuses duplicates and bad lengths, renames on update and clears on delete', async () => {
    const p = await practice();
    const save = (body: Record<string, unknown>) =>
      t.post('appointments/create-appointment-type', body, p.token);
    expect((await save({ role: 'create', name: '', length: '' })).json()).toEqual({
      msg: 'Please fill the name field and the default length field',
    });
    expect((await save({ role: 'create', name: 'x', length: '' })).json()).toEqual({
      msg: 'Please fill the default length field',
    });
    expect((await save({ role: 'create', name: '', length: 60 })).json()).toEqual({
      msg: 'Please fill the name field',
    });
    expect((await save({ role: 'create', name: 'x', length: 0 })).json()).toEqual({
      msg: 'Please input the default length correctly.',
    });
    expect(
      (
        await save({
          role: 'create',
          name: '  first   VISIT ',
          description: 'a long talk',
          length: 60,
          amount: 100,
        })
      ).json(),
    ).toEqual({
      msg: 'The appointment type has created successfully.',
    });
    expect((await save({ role: 'create', name: 'First visit', length: 30 })).json()).toEqual({
      msg: 'The same appointment type already exist.',
    });
    expect((await save({ role: 'update', name: 'x', length: 30, order: 4 })).json()).toEqual({
      msg: "Such appointment type don't exist.",
    });

    await create(p, { ...slot('2026-11-23T10:00:00Z', 60), type: 'First Visit' });
    expect(
      (
        await save({ role: 'update', order: 0, name: 'intake', description: 'first', length: 50, amount: 90 })
      ).json(),
    ).toEqual({
      msg: 'The appointment type has updated successfully.',
    });
    const types = await t.post('appointments/get-appointment-type', {}, p.token);
    expect(types.json().results).toEqual([
      { _id: expect.any(String), name: 'Intake', description: 'First', length: 50, amount: 90 },
    ]);
    expect((await month(p, ['2026-11-23T00:00:00.000Z']))[0]![0]!.appointment_type).toBe('Intake');

    expect((await t.post('appointments/delete-appointment-type', { order: 0 }, p.token)).json()).toEqual({
      msg: 'The appointment type has deleted successfully.',
    });
    expect((await t.post('appointments/get-appointment-type', {}, p.token)).json().results).toEqual([]);
    expect((await month(p, ['2026-11-23T00:00:00.000Z']))[0]![0]!.appointment_type).toBeNull();
  });
});

describe('clients', () => {
  it('adds a new client with a set-password e-mail, connects existing people, and refuses bad input', async () => {
    const p = await practice();
    const add = (body: Record<string, unknown>) =>
      t.post('users/accept-request', { add_role: 'client', ...body }, p.token);
    expect((await add({ name: '', email: '' })).json()).toEqual({ msg: 'Please input name and email.' });
    expect((await add({ name: '', email: 'bad' })).json()).toEqual({
      msg: 'Please input name and valid email.',
    });
    expect((await add({ name: '', email: 'a@b.test' })).json()).toEqual({ msg: 'Please input name.' });
    expect((await add({ name: 'Kim', email: '' })).json()).toEqual({ msg: 'Please input email.' });
    expect((await add({ name: 'Kim', email: 'bad' })).json()).toEqual({ msg: 'Please input valid email.' });
    expect((await add({ name: 'Kim', email: 'kim@example.test', phone: 'call me' })).json()).toEqual({
      msg: 'Please input the phone number correctly.',
    });

    expect(
      (
        await add({ name: 'kim lee', email: 'Kim@Example.test', phone: '15550101234', password: 'ignored1' })
      ).json(),
    ).toEqual({
      msg: 'Your invitation has succeed.',
    });
    const [mail] = await findNotificationsByRecipient(t.deps.db, 'kim@example.test');
    expect(mail).toMatchObject({ template: 'client-invite' });
    expect(JSON.stringify(mail!.payload)).not.toContain('ignored1');
    expect((await add({ name: 'Kim Lee', email: 'kim@example.test' })).json()).toEqual({
      msg: 'You have already connected with the client.',
    });

    // Another practice's account is only invited (security review finding 1; security-review.test.ts).
    const other = await practice();
    const otherToken = other.token;
    expect(
      (
        await t.post(
          'users/accept-request',
          { add_role: 'client', name: 'Kim', email: 'kim@example.test' },
          otherToken,
        )
      ).json(),
    ).toEqual({
      msg: 'Your invitation has succeed.',
    });
  });

  it("lists only the practice's clients", async () => {
    const p = await practice();
    await practice();
    const response = await t.post('users/get-user-list', { role: 'client', client_pagination: 6 }, p.token);
    expect(response.json().msg).toBe(
      'ID, Email, name, phone number of the whole usersclient list got successfully.',
    );
    expect(response.json().results.list).toEqual([
      expect.objectContaining({ _id: p.clientId, name: 'Sam Client', provider_ids: [p.owner.id] }),
    ]);
  });
});

describe('invoices, payments and one client', () => {
  async function acceptedRequest(p: Practice, payment: number, start: string): Promise<string> {
    const id = await clientRequest(p, payment, start);
    await t.post('appointments/accept-appointment', { id }, p.token);
    return id;
  }

  it('lists accepted unpaid sessions as invoices and free accepted ones as paid history', async () => {
    const p = await practice();
    const invoice = await acceptedRequest(p, 120, '2026-11-24T10:00:00Z');
    const free = await acceptedRequest(p, 0, '2026-11-25T10:00:00Z');
    const invoices = await t.post('appointments/get-request-provider', { pagination: 6 }, p.token);
    expect(invoices.json().results.list.map((a: { _id: string }) => a._id)).toEqual([invoice]);
    expect(invoices.json().results.list[0]).toMatchObject({
      payment: 120,
      state: 2,
      clientInfo: [{ name: 'Sam Client' }],
    });
    const paid = await t.post('appointments/get-paid-provider', { history_pagination: 6 }, p.token);
    expect(paid.json().results.list.map((a: { _id: string }) => a._id)).toEqual([free]);
  });

  it('changes an invoice amount while unpaid, and refuses a bad amount', async () => {
    const p = await practice();
    const id = await acceptedRequest(p, 120, '2026-11-24T10:00:00Z');
    expect(
      (await t.post('appointments/edit-appointment', { id, payment_amount: 'lots' }, p.token)).json(),
    ).toEqual({
      msg: 'Please input the payment correctly.',
    });
    expect(
      (await t.post('appointments/edit-appointment', { id, payment_amount: '95.5' }, p.token)).json(),
    ).toEqual({
      msg: 'The appointment has updated successfully.',
    });
    const full = await t.post('appointments/get-full-appointment', { appointment_id: id }, p.token);
    expect(full.json().results).toMatchObject({
      _id: id,
      payment: 95.5,
      provider: { _id: p.owner.id, name: 'Robin Provider' },
      clients: [{ _id: p.clientId, name: 'Sam Client', email: p.clientEmail }],
      invite: { email: '', phone: '' },
    });
    const one = await t.post('appointments/get-appointment', { id, role: 'provider' }, p.token);
    expect(one.json()).toMatchObject({
      msg: 'An appointment got successfully.',
      results: [{ _id: id, userInfo: [{ name: 'Sam Client' }] }],
    });
    expect((await t.post('appointments/get-appointment', { id: newId() }, p.token)).json()).toEqual({
      msg: "Such appointment doesn't exist.",
    });
  });

  it("lists one client's appointments, sessions and payments with this provider", async () => {
    const p = await practice();
    const other = await seedClient(t.deps.db, {
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
      name: 'Other Client',
    });
    await create(p, slot('2026-11-24T10:00:00Z'));
    await create(p, { ...slot('2026-11-24T11:00:00Z'), invitees_id: [other.id] });
    const free = await acceptedRequest(p, 0, '2026-11-26T10:00:00Z');
    const list = (body: Record<string, unknown>) =>
      t.post(
        'appointments/appointment-one-one',
        { provider_id: p.owner.id, client_id: p.clientId, ...body },
        p.token,
      );
    const appointments = await list({ btn_state: 1, flag: 0 });
    expect(appointments.json().results.list).toHaveLength(1);
    expect(appointments.json().results.page_num).toMatchObject({ num_total: 1 });
    expect(
      (await list({ btn_state: 1, flag: 5 })).json().results.list.map((a: { _id: string }) => a._id),
    ).toEqual([free]);
    expect((await list({ btn_state: 2 })).json().results.list).toHaveLength(2);
    expect((await list({ btn_state: 3 })).json().results.list.map((a: { _id: string }) => a._id)).toEqual([
      free,
    ]);
    const stranger = await practice();
    expect(
      (
        await t.post(
          'appointments/appointment-one-one',
          { provider_id: stranger.owner.id, client_id: p.clientId },
          p.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});
