import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as AppointmentsModule from '#app/features/appointments/appointments.server.ts';
import type * as ClientsModule from '#app/features/clients/index.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest as loggedIn } from '../../../test/logged-in.ts';

// The appointment services against a real local HTTP server that answers as legacy-api does.

const fake = createFakeApi();
const received = fake.calls;

let appointments: typeof AppointmentsModule;
let clients: typeof ClientsModule;
let session: typeof SessionModule;

const user = TEST_USER;

const loggedInRequest = () =>
  loggedIn(session, { timeZone: 'America/New_York', url: 'http://localhost:3000/appointment' });

const wire = {
  _id: '65a1b2c3d4e5f60718293c01',
  title: 'Intake',
  notes: '',
  all_day: false,
  recurring: true,
  online: true,
  provider_id: user.id,
  provider_name: 'Maya Patel',
  series_id: '65a1b2c3d4e5f60718293c01',
  invitees_id: ['65a1b2c3d4e5f60718293a01'],
  invitees_name: [{ id: '65a1b2c3d4e5f60718293a01', name: 'Jordan Alvarez' }],
  clientInfo: [{ _id: '65a1b2c3d4e5f60718293a01', name: 'Jordan Alvarez', email: 'jordan@example.com' }],
  invite_client: false,
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  time_distance: 60,
  repeat_until: '2026-12-07T15:00:00.000Z',
  recurrence_frequency: 7,
  payment: 120,
  type: 'Intake',
  appointment_type: 'Intake',
  state: 1,
  accept_state: false,
  role_updated: 'provider',
  requested_date: '2026-11-20T12:00:00.000Z',
  paid_date: null,
  actual_start: null,
  actual_end: null,
  editable_state: 1,
  permission: 0,
};

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  appointments = await import('#app/features/appointments/appointments.server.ts');
  clients = await import('#app/features/clients/index.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe('getCalendarDays', () => {
  test('asks for the displayed days and reads one list per day', async () => {
    fake.handler = respond(200, { msg: 'An appointments list has got successfully.', results: [[wire], []] });
    const days = [new Date('2026-11-23T05:00:00Z'), new Date('2026-11-24T05:00:00Z')];
    const result = await appointments.getCalendarDays(await loggedInRequest(), {
      calendar: 'practice',
      dayStarts: days,
    });

    expect(received[0]).toEqual({
      path: '/api/api/appointments/get-month-appointment',
      authorization: 'Bearer api-session-token',
      body: {
        auth_id: user.id,
        calendar_flag: 2,
        dateArray: ['2026-11-23T05:00:00.000Z', '2026-11-24T05:00:00.000Z'],
      },
    });
    expect(result.isAvailable).toBe(true);
    expect(result.days[1]).toEqual([]);
    expect(result.days[0]?.[0]).toMatchObject({
      id: wire._id,
      clients: [{ id: '65a1b2c3d4e5f60718293a01', name: 'Jordan Alvarez', email: 'jordan@example.com' }],
      isRecurring: true,
      minutes: 60,
      type: 'Intake',
      state: 1,
      roleUpdated: 'provider',
      isEditable: true,
      isReadOnly: false,
    });
  });

  test('skips an appointment of unknown shape, and a failed call shows as unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { start_time: _start, ...withoutStart } = wire;
    fake.handler = respond(200, {
      results: [
        [
          wire,
          // A state outside the table, no id, no start, a text that is not one: each is left out alone.
          { ...wire, _id: 'x', state: 99 },
          { ...wire, _id: null },
          withoutStart,
          { ...wire, title: { text: 'Intake' } },
        ],
      ],
    });
    const result = await appointments.getCalendarDays(await loggedInRequest(), {
      calendar: 'my',
      dayStarts: [new Date('2026-11-23T05:00:00Z')],
    });
    expect(result.days[0]).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(4);
    // The log names the fields, never their values (names, e-mail addresses, notes).
    expect(JSON.stringify(warn.mock.calls)).not.toContain('jordan@example.com');

    fake.handler = respond(400, { msg: 'Please send the days of the calendar to show.' });
    const failed = await appointments.getCalendarDays(await loggedInRequest(), {
      calendar: 'my',
      dayStarts: [new Date('2026-11-23T05:00:00Z')],
    });
    expect(failed).toEqual({ isAvailable: false, days: [[]] });
    expect(warn).toHaveBeenCalledTimes(5);
  });

  test('reads what the web app always accepted: missing or null fields, numbers as strings', async () => {
    fake.handler = respond(200, {
      results: [
        [
          {
            _id: wire._id,
            start_time: wire.start_time,
            state: 2,
            title: null,
            time_distance: '45',
            payment: '80',
            invite_phone: 15550142231,
            recurrence_frequency: null,
            role_updated: 'someone',
          },
        ],
      ],
    });
    const result = await appointments.getCalendarDays(await loggedInRequest(), {
      calendar: 'my',
      dayStarts: [new Date('2026-11-23T05:00:00Z')],
    });
    expect(result.days[0]?.[0]).toMatchObject({
      title: '',
      minutes: 45,
      payment: 80,
      invitePhone: '15550142231',
      recurrenceFrequency: null,
      roleUpdated: null,
      clients: [],
      isOnline: true,
      endTime: null,
    });
  });

  test('a bucket list that is not one is unavailable, not empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.handler = respond(200, { results: { days: [[wire]] } });
    const result = await appointments.getCalendarDays(await loggedInRequest(), {
      calendar: 'my',
      dayStarts: [new Date('2026-11-23T05:00:00Z')],
    });
    expect(result).toEqual({ isAvailable: false, days: [[]] });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('listAppointments', () => {
  test('pages with the appointment_* fields and reads page_num', async () => {
    fake.handler = respond(200, {
      results: { list: [wire], page_num: { start_page: 1, end_page: 2, total_page: 3, num_total: 21 } },
    });
    const result = await appointments.listAppointments(await loggedInRequest(), {
      flag: 5,
      page: 1,
      pageSize: 10,
    });
    expect(received[0]?.body).toEqual({
      auth_id: user.id,
      flag: 5,
      calendar_flag: 1,
      appointment_pagination: 10,
      appointment_current_page: 1,
      appointment_page_neighbours: 1,
    });
    expect(result.page).toEqual({ page: 1, totalPages: 3, firstShown: 1, lastShown: 2, total: 21 });
    expect(result.list).toHaveLength(1);
  });
});

describe('saveAppointment', () => {
  const body = {
    title: 'Intake',
    notes: '',
    all_day: false,
    recurring: false,
    online: true,
    start_time: '2026-11-23T15:00:00.000Z',
    end_time: '2026-11-23T16:00:00.000Z',
    repeat_until: null,
    recurrence_frequency: null,
    invitees_id: ['65a1b2c3d4e5f60718293a01'],
    payment: 0,
    type: null,
  };

  test('an edit sends _id and update_flag', async () => {
    fake.handler = respond(200, { msg: 'An appointment has updated successfully' });
    const outcome = await appointments.saveAppointment(await loggedInRequest(), { id: wire._id, body });
    expect(outcome).toEqual({ ok: true, msg: 'An appointment has updated successfully' });
    expect(received[0]?.body).toMatchObject({
      _id: wire._id,
      update_flag: true,
      start_time: body.start_time,
    });
  });

  test('an overlap refusal carries the appointment in the way', async () => {
    const msg =
      'This time overlaps "Intake" on Mon, Nov 23, 2026, 10:00 AM - 11:00 AM. Choose another time or book it anyway.';
    fake.handler = respond(400, {
      msg,
      clash: { _id: wire._id, title: 'Intake', start_time: wire.start_time, end_time: wire.end_time },
    });
    const outcome = await appointments.saveAppointment(await loggedInRequest(), { body });
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      msg,
      clash: { id: wire._id, title: 'Intake', startTime: wire.start_time, endTime: wire.end_time },
    });
  });

  test('a clash without its times is no clash: the refusal is the message alone', async () => {
    fake.handler = respond(400, { msg: 'This time overlaps.', clash: { _id: wire._id, title: 'Intake' } });
    expect(await appointments.saveAppointment(await loggedInRequest(), { body })).toEqual({
      ok: false,
      status: 400,
      msg: 'This time overlaps.',
    });
  });

  test('other refusals are the API’s message', async () => {
    fake.handler = respond(400, { msg: 'Please choose the invitees.' });
    expect(await appointments.saveAppointment(await loggedInRequest(), { body })).toEqual({
      ok: false,
      status: 400,
      msg: 'Please choose the invitees.',
    });
  });
});

describe('clients', () => {
  test('the practice’s clients, and adding one without any password', async () => {
    fake.handler = respond(200, {
      results: {
        list: [
          {
            _id: '65a1b2c3d4e5f60718293a01',
            name: 'Jordan Alvarez',
            email: 'j@example.com',
            phone: 15550142231,
          },
        ],
        page_num: { start_page: 1, end_page: 1, total_page: 1 },
      },
    });
    const page = await clients.listClients(await loggedInRequest(), { page: 1, pageSize: 6 });
    expect(page.list).toEqual([
      {
        id: '65a1b2c3d4e5f60718293a01',
        name: 'Jordan Alvarez',
        email: 'j@example.com',
        phone: '15550142231',
        photo: null,
        providerIds: [],
      },
    ]);
    expect(received[0]?.body).toMatchObject({ role: 'client', client_pagination: 6, client_current_page: 1 });

    fake.handler = respond(200, { msg: 'Your invitation has succeed.' });
    const outcome = await clients.addClient(await loggedInRequest(), {
      name: 'Rosa Diaz',
      email: 'rosa@example.com',
      phone: '15550142231',
    });
    expect(outcome).toEqual({ ok: true, msg: 'Your invitation has succeed.' });
    expect(received[1]?.body).toEqual({
      auth_id: user.id,
      add_role: 'client',
      name: 'Rosa Diaz',
      email: 'rosa@example.com',
      phone: '15550142231',
    });
  });
});

describe('getAppointment', () => {
  test('reads the messages sent about the appointment, with their delivery log, when the API lists them', async () => {
    fake.handler = respond(200, {
      msg: 'An appointment got successfully.',
      results: {
        ...wire,
        messages: [
          {
            _id: 'n2',
            channel: 'sms',
            recipient: '+15551234567',
            template: 'appointment-invite-sms',
            status: 'failed',
            created_date: '2026-11-20T12:00:00.000Z',
            sent_date: null,
            error: 'The number is not a mobile number.',
          },
          {
            _id: 'n1',
            channel: 'email',
            recipient: 'j@example.com',
            template: 'appointment-invite',
            status: 'sent',
            created_date: '2026-11-20T11:00:00.000Z',
            sent_date: '2026-11-20T11:00:02.000Z',
            delivery_status: 'answered',
            delivered_date: '2026-11-20T11:00:09.000Z',
            answer: 'confirmed',
            answered_date: '2026-11-20T11:30:00.000Z',
          },
          { nonsense: true },
          { _id: 'n0', channel: 'email', status: { state: 'sent' } },
        ],
      },
    });
    const opened = await appointments.getAppointment(await loggedInRequest(), wire._id);
    expect(received[0]?.body).toMatchObject({ appointment_id: wire._id });
    expect(opened.ok && opened.messages).toEqual([
      {
        id: 'n2',
        channel: 'sms',
        recipient: '+15551234567',
        template: 'appointment-invite-sms',
        status: 'failed',
        createdAt: '2026-11-20T12:00:00.000Z',
        sentAt: null,
        error: 'The number is not a mobile number.',
        delivery: null,
      },
      {
        id: 'n1',
        channel: 'email',
        recipient: 'j@example.com',
        template: 'appointment-invite',
        status: 'sent',
        createdAt: '2026-11-20T11:00:00.000Z',
        sentAt: '2026-11-20T11:00:02.000Z',
        error: null,
        // The delivery log (ADR 0052): what the provider last said of it, and the client's answer.
        delivery: {
          status: 'answered',
          deliveredAt: '2026-11-20T11:00:09.000Z',
          answer: 'confirmed',
          answeredAt: '2026-11-20T11:30:00.000Z',
        },
      },
    ]);
  });

  test('reads a session its client confirmed from a reminder (client_answer, ADR 0052)', async () => {
    fake.handler = respond(200, {
      msg: 'An appointment got successfully.',
      results: { ...wire, client_answer: 'confirmed' },
    });
    const confirmed = await appointments.getAppointment(await loggedInRequest(), wire._id);
    expect(confirmed.ok && confirmed.appointment.isConfirmedByClient).toBe(true);
    fake.handler = respond(200, { msg: 'An appointment got successfully.', results: wire });
    const plain = await appointments.getAppointment(await loggedInRequest(), wire._id);
    expect(plain.ok && plain.appointment.isConfirmedByClient).toBe(false);
  });

  test('no messages field means no Messages section', async () => {
    fake.handler = respond(200, { msg: 'An appointment got successfully.', results: wire });
    const opened = await appointments.getAppointment(await loggedInRequest(), wire._id);
    expect(opened.ok && opened.messages).toBeNull();
  });
});
