import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@tele/contract/messages';
import { newId } from '@tele/data/ids';
import { insertAppointments, type NewAppointment } from '@tele/data/repositories/appointments';
import {
  createTestApp,
  logInAs,
  seedClient,
  seedProvider,
  signInClient,
  signInTeamMember,
  type TestApp,
} from './support/app.js';

// The appointment report (ADR 0038). The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Practice {
  ownerId: string;
  practiceId: string;
  token: string;
}

async function practice(options: { timeZone?: string; name?: string } = {}): Promise<Practice> {
  const owner = await seedProvider(t.deps.db, {
    planString: 'month_individual_ultimate',
    name: options.name ?? 'Robin Provider',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return { ownerId: owner.id, practiceId: owner.practiceId, token: await logInAs(t, owner) };
}

async function client(p: Practice, name: string, providerId = p.ownerId): Promise<string> {
  return (await seedClient(t.deps.db, { practiceId: p.practiceId, providerId, name })).id;
}

interface SessionInput {
  start: string;
  minutes?: number;
  clients: string[];
  providerId?: string;
  state?: number;
  accepted?: boolean;
  online?: boolean;
  inviteClient?: boolean;
  payment?: number;
  paidAt?: string;
  actualStart?: string;
  deletedAt?: string;
  requestedAt?: string;
  acceptedAt?: string;
  type?: string;
}

/** A new appointment of the practice as insertAppointments takes it (booked as the input says). */
function newSession(p: Practice, input: SessionInput): NewAppointment {
  const start = new Date(input.start);
  const minutes = input.minutes ?? 50;
  return {
    id: newId(),
    practiceId: p.practiceId,
    providerId: input.providerId ?? p.ownerId,
    seriesId: null,
    title: 'Weekly Session',
    notes: '',
    allDay: false,
    recurring: false,
    online: input.online ?? true,
    startTime: start,
    endTime: new Date(start.getTime() + minutes * 60_000),
    timeDistance: minutes,
    repeatUntil: null,
    recurrenceFrequency: null,
    payment: input.payment ?? 0,
    appointmentType: input.type ?? null,
    state: (input.state ?? 3) as 3,
    inviteClient: input.inviteClient ?? false,
    roleUpdated: input.inviteClient ? 'client' : 'provider',
    inviteeIds: input.clients,
    now: new Date(input.requestedAt ?? '2026-11-01T12:00:00.000Z'),
  };
}

/** A session as the lifecycle would leave it, written straight into the database. */
async function session(p: Practice, input: SessionInput): Promise<string> {
  const appointment = newSession(p, input);
  const id = appointment.id;
  await insertAppointments(t.deps.db, [appointment]);
  await t.deps.db.sequelize.query(
    `UPDATE appointments SET accept_state = :accepted, paid_date = :paidAt, actual_start = :actualStart,
       deleted_at = :deletedAt, accepted_at = :acceptedAt WHERE id = :id`,
    {
      replacements: {
        id,
        accepted: input.accepted ?? true,
        paidAt: input.paidAt ? new Date(input.paidAt) : null,
        actualStart: input.actualStart ? new Date(input.actualStart) : null,
        deletedAt: input.deletedAt ? new Date(input.deletedAt) : null,
        acceptedAt: input.acceptedAt ? new Date(input.acceptedAt) : null,
      },
    },
  );
  return id;
}

function list(token: string, body: Record<string, unknown> = {}) {
  return t.post('appointments/get-report-appointment', body, token);
}

async function ids(token: string, body: Record<string, unknown> = {}) {
  const response = await list(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results.list as Array<{ _id: string }>).map((row) => row._id);
}

describe('the report list', () => {
  let p: Practice;
  let rows: { ava: string; bea: string; cy: string };
  beforeAll(async () => {
    p = await practice();
    const [ava, bea, cy] = [
      await client(p, 'Ava Stone'),
      await client(p, 'bea Marsh'),
      await client(p, 'Cy Dale'),
    ];
    rows = {
      // Ava: the earliest start, in office, held (started late), requested by the client.
      ava: await session(p, {
        start: '2026-11-02T10:00:00Z',
        clients: [ava],
        online: false,
        state: 5,
        actualStart: '2026-11-02T10:07:00Z',
        inviteClient: true,
        requestedAt: '2026-10-30T08:00:00Z',
      }),
      // Cy: the latest start, never started.
      cy: await session(p, {
        start: '2026-11-20T10:00:00Z',
        clients: [cy],
        requestedAt: '2026-11-03T08:00:00Z',
      }),
      // bea: in between, a 20-minute session started on time.
      bea: await session(p, {
        start: '2026-11-10T10:00:00Z',
        minutes: 20,
        clients: [bea],
        state: 5,
        actualStart: '2026-11-10T10:00:00Z',
        requestedAt: '2026-11-01T08:00:00Z',
      }),
    };
  });

  it('lists the newest first by default, with the spec’s columns and the legacy list message', async () => {
    const response = await list(p.token);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.msg).toBe('An appointments list got successfully.');
    expect(answer.results.list.map((row: { _id: string }) => row._id)).toEqual([rows.cy, rows.bea, rows.ava]);
    expect(answer.results.list[2]).toMatchObject({
      provider_name: 'Robin Provider',
      clientInfo: [{ name: 'Ava Stone' }],
      online: false,
      start_time: '2026-11-02T10:00:00.000Z',
      end_time: '2026-11-02T10:50:00.000Z',
      actual_start: '2026-11-02T10:07:00.000Z',
      invite_client: true,
      requested_date: '2026-10-30T08:00:00.000Z',
      paid_cents: 0,
    });
    expect(answer.results.page_num).toEqual({ start_page: 1, end_page: 1, total_page: 1, num_total: 3 });
  });

  it('sorts by each of the spec’s columns, ascending with 1 and descending with -1', async () => {
    const { ava, bea, cy } = rows;
    const expected: Record<string, string[]> = {
      // Names compare as they are shown, whatever their case.
      attendees: [ava, bea, cy],
      // In office (false) before online; equal values keep the order the sessions were booked in.
      online: [ava, cy, bea],
      start_time: [ava, bea, cy],
      end_time: [ava, bea, cy],
      // Cy has no actual start: nothing sorts first.
      actual_start: [cy, ava, bea],
      requested_date: [ava, bea, cy],
    };
    for (const [column, ascending] of Object.entries(expected)) {
      expect(await ids(p.token, { filter_string: { [column]: 1 } }), `${column} ascending`).toEqual(
        ascending,
      );
      expect(await ids(p.token, { filter_string: { [column]: -1 } }), `${column} descending`).toEqual(
        [...ascending].reverse(),
      );
    }
    // As the provider app may send them: digits, and an empty sort meaning the default.
    expect(await ids(p.token, { filter_string: { start_time: '1' } })).toEqual([ava, bea, cy]);
    expect(await ids(p.token, { filter_string: {} })).toEqual([cy, bea, ava]);
    expect(await ids(p.token, { filter_string: '' })).toEqual([cy, bea, ava]);
  });

  it('pages 10, 25, 50 or 100 at a time with the legacy page numbers', async () => {
    const q = await practice();
    const someone = await client(q, 'Dee Paged');
    const made: string[] = [];
    for (let day = 1; day <= 12; day += 1)
      made.push(
        await session(q, { start: `2026-11-${String(day).padStart(2, '0')}T09:00:00Z`, clients: [someone] }),
      );
    const newestFirst = [...made].reverse();
    const second = await list(q.token, { appointment_pagination: 10, appointment_current_page: 2 });
    expect(second.json().results.list.map((row: { _id: string }) => row._id)).toEqual(newestFirst.slice(10));
    expect(second.json().results.page_num).toEqual({
      start_page: 1,
      end_page: 2,
      total_page: 2,
      num_total: 12,
    });
    expect(await ids(q.token, { appointment_pagination: '25' })).toEqual(newestFirst);
    for (const size of [50, 100])
      expect(await ids(q.token, { appointment_pagination: size })).toHaveLength(12);
    // A page past the end is empty, not an error.
    expect(await ids(q.token, { appointment_current_page: 3 })).toEqual([]);
  });

  it('refuses a sort or a page it does not offer with 400 and a message, changing nothing', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ filter_string: { password: 1 } }, REPORT_MESSAGES.badSort],
      [{ filter_string: { start_time: 2 } }, REPORT_MESSAGES.badSort],
      [{ filter_string: { start_time: 'up' } }, REPORT_MESSAGES.badSort],
      [{ filter_string: { start_time: 1, end_time: -1 } }, REPORT_MESSAGES.badSort],
      [{ filter_string: 'start_time' }, REPORT_MESSAGES.badSort],
      [{ filter_string: [1] }, REPORT_MESSAGES.badSort],
      [{ appointment_pagination: 7 }, REPORT_MESSAGES.badPageSize],
      [{ appointment_pagination: 0 }, REPORT_MESSAGES.badPageSize],
      [{ appointment_pagination: 1000 }, REPORT_MESSAGES.badPageSize],
      [{ appointment_pagination: 'ten' }, REPORT_MESSAGES.badPageSize],
      [{ appointment_pagination: true }, REPORT_MESSAGES.badPageSize],
      [{ appointment_current_page: 0 }, REPORT_MESSAGES.badPage],
      [{ appointment_current_page: -1 }, REPORT_MESSAGES.badPage],
      [{ appointment_current_page: 1.5 }, REPORT_MESSAGES.badPage],
      [{ appointment_current_page: '2; DROP TABLE appointments' }, REPORT_MESSAGES.badPage],
      [{ appointment_page_neighbours: 99 }, REPORT_MESSAGES.badPage],
    ];
    for (const [body, msg] of refusals) {
      const response = await list(p.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ msg });
      const csv = await t.post('appointments/get-report-csv', body, p.token);
      if ('filter_string' in body) expect(csv.json(), `csv ${JSON.stringify(body)}`).toEqual({ msg });
    }
    expect(await ids(p.token)).toHaveLength(3);
  });

  it('leaves out deleted appointments and share links, and counts paid amounts in cents', async () => {
    const q = await practice();
    const someone = await client(q, 'Eli Paid');
    const paid = await session(q, {
      start: '2026-11-05T09:00:00Z',
      clients: [someone],
      payment: 120.5,
      paidAt: '2026-11-04T09:00:00Z',
    });
    const unpaid = await session(q, { start: '2026-11-06T09:00:00Z', clients: [someone], payment: 80 });
    await session(q, {
      start: '2026-11-07T09:00:00Z',
      clients: [someone],
      deletedAt: '2026-11-01T09:00:00Z',
    });
    await session(q, { start: '2026-11-08T09:00:00Z', clients: [], state: 0 });
    const answer = (await list(q.token)).json().results;
    expect(
      answer.list.map((row: { _id: string; paid_cents: number; payment: number }) => [
        row._id,
        row.paid_cents,
        row.payment,
      ]),
    ).toEqual([
      [unpaid, 0, 80],
      [paid, 12050, 120.5],
    ]);
  });
});

describe('whose sessions the report holds', () => {
  it('gives owners and administrators the practice, a provider its own, clients and others nothing', async () => {
    const p = await practice({ name: 'Olive Owner' });
    const provider = await signInTeamMember(t, p.practiceId, 'provider', 'Pat Provider');
    const administrator = await signInTeamMember(t, p.practiceId, 'administrator', 'Ada Administrator');
    const cleo = await signInClient(t, {
      practiceId: p.practiceId,
      providerId: p.ownerId,
      name: 'Cleo Client',
    });
    const owners = await session(p, { start: '2026-11-03T09:00:00Z', clients: [cleo.id] });
    const providers = await session(p, {
      start: '2026-11-04T09:00:00Z',
      clients: [cleo.id],
      providerId: provider.id,
    });
    const stranger = await practice({ name: 'Stella Stranger' });
    const strangers = await session(stranger, {
      start: '2026-11-05T09:00:00Z',
      clients: [await client(stranger, 'Sam Stranger')],
    });

    expect(await ids(p.token)).toEqual([providers, owners]);
    expect(await ids(administrator.token)).toEqual([providers, owners]);
    expect(await ids(provider.token)).toEqual([providers]);
    expect(await ids(stranger.token)).toEqual([strangers]);
    for (const route of ['get-report-appointment', 'get-report-csv', 'get-report-summary']) {
      const asClient = await t.post(`appointments/${route}`, {}, cleo.token);
      expect(asClient.statusCode, route).toBe(403);
      expect(asClient.body).not.toContain(owners);
      const asNobody = await t.post(`appointments/${route}`, {});
      expect(asNobody.statusCode, route).toBe(403);
      // Naming someone else as the caller is refused too.
      const asOther = await t.post(`appointments/${route}`, { id: p.ownerId }, provider.token);
      expect(asOther.statusCode, route).toBe(403);
    }
    const strangersCsv = await t.post('appointments/get-report-csv', {}, stranger.token);
    expect(strangersCsv.body).toContain('Sam Stranger');
    expect(strangersCsv.body).not.toContain('Cleo Client');
    const strangersFigures = (await t.post('appointments/get-report-summary', {}, stranger.token)).json()
      .results;
    expect(strangersFigures.providers.map((row: { name: string }) => row.name)).toEqual(['Stella Stranger']);
  });
});

describe('the report’s total', () => {
  // The total is read from a tally the database keeps with each write (ADR 0059), not counted: it must follow
  // every way a session enters or leaves the report, for the practice (its owner) and for a provider.
  it('follows a booking, a cancellation, a share link and a move between providers', async () => {
    const p = await practice();
    const colleague = await signInTeamMember(t, p.practiceId, 'provider', 'Cato Colleague');
    const someone = await client(p, 'Tess Total');
    const view = async (token: string) => {
      const { list: rows, page_num } = (await list(token)).json().results;
      return { total: page_num.num_total, ids: rows.map((row: { _id: string }) => row._id) };
    };
    const update = (sql: string, replacements: Record<string, unknown>) =>
      t.deps.db.sequelize.query(sql, { replacements });

    const booked = await t.post(
      'appointments/create-appointment',
      {
        auth_id: p.ownerId,
        invitees_id: [someone],
        online: true,
        all_day: false,
        recurring: false,
        payment: 0,
        start_time: '2026-11-25T15:00:00.000Z',
        end_time: '2026-11-25T15:50:00.000Z',
      },
      p.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const [bookedId] = await ids(p.token);
    const held = await session(p, { start: '2026-11-02T10:00:00Z', clients: [someone], state: 5 });
    expect(await view(p.token)).toEqual({ total: 2, ids: [bookedId, held] });

    const cancelled = await t.post('appointments/cancel-appointment', { id: bookedId }, p.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await view(p.token)).toEqual({ total: 1, ids: [held] });

    // A share link (state 0) is not a session; a row whose state moves to or from 0 joins or leaves the report.
    const link = await session(p, { start: '2026-11-03T10:00:00Z', clients: [], state: 0 });
    expect(await view(p.token)).toEqual({ total: 1, ids: [held] });
    await update('UPDATE appointments SET state = 1 WHERE id = :link', { link });
    expect(await view(p.token)).toEqual({ total: 2, ids: [link, held] });
    await update('UPDATE appointments SET state = 0 WHERE id = :link', { link });
    expect(await view(p.token)).toEqual({ total: 1, ids: [held] });

    // Handed to a colleague: the practice keeps it, and the colleague's own report gains it.
    expect(await view(colleague.token)).toEqual({ total: 0, ids: [] });
    await update('UPDATE appointments SET provider_id = :colleague WHERE id = :held', {
      held,
      colleague: colleague.id,
    });
    expect(await view(colleague.token)).toEqual({ total: 1, ids: [held] });
    expect(await view(p.token)).toEqual({ total: 1, ids: [held] });
  });
});

describe('members.csv', () => {
  it('is an attachment named members.csv with the report’s columns, in its order, in the viewer’s zone', async () => {
    const p = await practice({ timeZone: 'America/New_York' });
    const tricky = await client(p, '=Eve, "The" Client');
    const plain = await client(p, 'Finn Plain');
    await session(p, {
      start: '2026-11-02T15:00:00Z',
      clients: [tricky, plain],
      type: 'Intake',
      inviteClient: true,
      payment: 95,
      paidAt: '2026-11-01T10:00:00Z',
      actualStart: '2026-11-02T15:05:00Z',
      requestedAt: '2026-10-31T14:30:00Z',
      state: 5,
    });
    await session(p, { start: '2026-11-12T15:00:00Z', clients: [plain], online: false });
    const response = await t.post(
      'appointments/get-report-csv',
      { filter_string: { start_time: 1 } },
      p.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const zone = '(America/New_York)';
    expect(response.body.split('\r\n')).toEqual([
      `\uFEFFProvider,Clients,Online,Start ${zone},End ${zone},Actual start ${zone},Actual end ${zone},Appointment type,Requested,Requested date ${zone},Paid (USD)`,
      // A name a spreadsheet would run as a formula starts with an apostrophe; commas and quotes are quoted.
      `Robin Provider,"'=Eve, ""The"" Client; Finn Plain",Online,2026-11-02 10:00,2026-11-02 10:50,2026-11-02 10:05,,Intake,Requested,2026-10-31 10:30,95.00`,
      'Robin Provider,Finn Plain,In office,2026-11-12 10:00,2026-11-12 10:50,,,,,2026-11-01 07:00,',
      '',
    ]);
  });

  it('holds every row however many batches it takes, and a practice with none gets the heading alone', async () => {
    const p = await practice();
    const someone = await client(p, 'Gus Many');
    const start = Date.parse('2026-06-01T00:00:00Z');
    const many = Array.from({ length: 1_005 }, (_v, i) =>
      newSession(p, {
        start: new Date(start + i * 3_600_000).toISOString(),
        minutes: 30,
        clients: [someone],
        requestedAt: '2026-05-01T00:00:00Z',
      }),
    );
    await insertAppointments(t.deps.db, many);
    const response = await t.post(
      'appointments/get-report-csv',
      { filter_string: { start_time: -1 } },
      p.token,
    );
    const lines = response.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1_005);
    expect(lines[0]).toContain('2026-07-12 20:00');
    expect(lines[1_004]).toContain('2026-06-01 00:00');

    const empty = await practice();
    const nothing = await t.post('appointments/get-report-csv', {}, empty.token);
    expect(nothing.statusCode).toBe(200);
    expect(nothing.body.split('\r\n')).toHaveLength(2);
  });
});

describe('the month’s figures', () => {
  it('counts held sessions, no-shows and late cancellations, and utilisation per provider (ADR 0038)', async () => {
    const p = await practice({ name: 'Ana Owner' });
    const colleague = await signInTeamMember(t, p.practiceId, 'provider', 'Ben Colleague');
    const c1 = await client(p, 'Hana Client');
    const c2 = await client(p, 'Ivo Client', colleague.id);
    // Ana: two held (50 + 30 minutes), one no-show (50), one late cancellation (50), one early cancellation,
    // one unanswered request that expired, one ahead this month, one of last month.
    await session(p, {
      start: '2026-11-02T09:00:00Z',
      clients: [c1],
      state: 5,
      actualStart: '2026-11-02T09:00:00Z',
    });
    await session(p, {
      start: '2026-11-03T09:00:00Z',
      minutes: 30,
      clients: [c1],
      state: 5,
      actualStart: '2026-11-03T09:00:00Z',
      payment: 60,
      paidAt: '2026-11-02T09:00:00Z',
    });
    await session(p, { start: '2026-11-04T09:00:00Z', clients: [c1], state: 6 });
    await session(p, { start: '2026-11-05T09:00:00Z', clients: [c1], deletedAt: '2026-11-05T01:00:00Z' });
    await session(p, { start: '2026-11-06T09:00:00Z', clients: [c1], deletedAt: '2026-11-01T09:00:00Z' });
    await session(p, { start: '2026-11-07T09:00:00Z', clients: [c1], state: 6, accepted: false });
    await session(p, {
      start: '2026-11-25T09:00:00Z',
      clients: [c1],
      payment: 70.25,
      paidAt: '2026-11-20T09:00:00Z',
    });
    await session(p, { start: '2026-10-30T09:00:00Z', clients: [c1], state: 6 });
    // Ben: one held, one no-show.
    await session(p, {
      start: '2026-11-09T09:00:00Z',
      clients: [c2],
      providerId: colleague.id,
      state: 5,
      actualStart: '2026-11-09T09:00:00Z',
    });
    await session(p, { start: '2026-11-10T09:00:00Z', clients: [c2], providerId: colleague.id, state: 6 });
    // Another practice's no-shows never count here.
    const stranger = await practice();
    await session(stranger, {
      start: '2026-11-04T09:00:00Z',
      clients: [await client(stranger, 'X')],
      state: 6,
    });

    const summary = (await t.post('appointments/get-report-summary', {}, p.token)).json();
    expect(summary.msg).toBe('Successful');
    expect(summary.results).toMatchObject({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-12-01T00:00:00.000Z',
      held: 3,
      no_show: 2,
      late_cancel: 1,
      no_show_rate: 0.4,
      late_cancel_rate: 0.1667,
      paid_cents: 13025,
      paid_sessions: 2,
    });
    expect(summary.results.providers).toEqual([
      {
        _id: p.ownerId,
        name: 'Ana Owner',
        held: 2,
        no_show: 1,
        late_cancel: 1,
        booked_minutes: 180,
        held_minutes: 80,
        utilisation: 0.4444,
      },
      {
        _id: colleague.id,
        name: 'Ben Colleague',
        held: 1,
        no_show: 1,
        late_cancel: 0,
        booked_minutes: 100,
        held_minutes: 50,
        utilisation: 0.5,
      },
    ]);
    // A provider reads its own figures only.
    const own = (await t.post('appointments/get-report-summary', {}, colleague.token)).json().results;
    expect(own).toMatchObject({ held: 1, no_show: 1, late_cancel: 0, no_show_rate: 0.5 });
    expect(own.providers).toHaveLength(1);
  });

  it('times requests from the client to the provider’s accept, median and mean', async () => {
    const p = await practice();
    const someone = await client(p, 'Jo Requests');
    const request = (requestedAt: string, acceptedAt: string | undefined) =>
      session(p, {
        start: '2026-11-26T09:00:00Z',
        clients: [someone],
        inviteClient: true,
        requestedAt,
        ...(acceptedAt ? { acceptedAt } : {}),
      });
    await request('2026-11-10T09:00:00Z', '2026-11-10T09:30:00Z'); // 30 minutes
    await request('2026-11-10T09:00:00Z', '2026-11-10T11:00:00Z'); // 120 minutes
    await request('2026-11-10T09:00:00Z', '2026-11-11T09:00:00Z'); // 1440 minutes
    await request('2026-11-10T09:00:00Z', undefined); // not accepted yet
    const figures = (await t.post('appointments/get-report-summary', {}, p.token)).json().results;
    expect(figures.request_to_accept).toEqual({ accepted: 3, median_minutes: 120, mean_minutes: 530 });
    await request('2026-11-10T09:00:00Z', '2026-11-10T13:00:00Z'); // 240: the median is between 120 and 240
    const more = (await t.post('appointments/get-report-summary', {}, p.token)).json().results;
    expect(more.request_to_accept).toEqual({ accepted: 4, median_minutes: 180, mean_minutes: 458 });
  });

  it('records when the provider accepts a client’s request', async () => {
    const p = await practice();
    const jo = await signInClient(t, { practiceId: p.practiceId, providerId: p.ownerId, name: 'Jo Asker' });
    const settings = { reminders: true, allow_requests: true, reminders_value: 1 };
    expect((await t.post('appointments/appointment-settings', settings, p.token)).statusCode).toBe(200);
    const requested = await t.post(
      'appointments/create-request-appointment',
      {
        provider_id: p.ownerId,
        invitees_id: [jo.id],
        start_time: '2026-11-27T10:00:00.000Z',
        end_time: '2026-11-27T10:30:00.000Z',
        time_distance: 30,
      },
      jo.token,
    );
    expect(requested.statusCode, requested.body).toBe(200);
    const [row] = await ids(p.token);
    // 20 minutes later (within the session's idle time) the provider accepts.
    t.clock.advance(20 * 60_000);
    try {
      const accepted = await t.post('appointments/accept-appointment', { id: row }, p.token);
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      t.clock.advance(-20 * 60_000);
    }
    const figures = (await t.post('appointments/get-report-summary', {}, p.token)).json().results;
    expect(figures.request_to_accept).toEqual({ accepted: 1, median_minutes: 20, mean_minutes: 20 });
  });

  it('answers a new practice with zeros and no rates, not an error', async () => {
    const p = await practice();
    const figures = (await t.post('appointments/get-report-summary', {}, p.token)).json();
    expect(figures.results).toEqual({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-12-01T00:00:00.000Z',
      held: 0,
      no_show: 0,
      late_cancel: 0,
      no_show_rate: null,
      late_cancel_rate: null,
      request_to_accept: { accepted: 0, median_minutes: null, mean_minutes: null },
      paid_cents: 0,
      paid_sessions: 0,
      providers: [],
    });
    const rows = (await list(p.token)).json().results;
    expect(rows).toEqual({ list: [], page_num: { start_page: 1, end_page: 0, total_page: 0, num_total: 0 } });
    const chart = (await t.post('appointments/get-appointment-grouping', {}, p.token)).json().results;
    expect(chart.session_num).toEqual(Array.from({ length: 30 }, () => 0));
  });
});

describe('the chart’s counts', () => {
  it('counts each local day of the viewer’s month in SQL, its edges included', async () => {
    const p = await practice({ timeZone: 'America/New_York' });
    const someone = await client(p, 'Kim Chart');
    // 2026-11-01 00:00 in New York is 04:00 UTC (daylight time until 06:00 UTC that day).
    await session(p, { start: '2026-11-01T04:00:00Z', clients: [someone] }); // day 1, its first minute
    await session(p, { start: '2026-11-01T03:59:00Z', clients: [someone] }); // October 31 there
    await session(p, { start: '2026-11-02T04:59:00Z', clients: [someone] }); // still November 1 (EST)
    await session(p, { start: '2026-11-02T05:00:00Z', clients: [someone] }); // day 2
    await session(p, { start: '2026-12-01T04:59:00Z', clients: [someone] }); // day 30, its last minute
    await session(p, { start: '2026-12-01T05:00:00Z', clients: [someone] }); // December there
    await session(p, {
      start: '2026-11-15T15:00:00Z',
      clients: [someone],
      deletedAt: '2026-11-14T00:00:00Z',
    });
    const answered = await t.post('appointments/get-appointment-grouping', {}, p.token);
    // Written by the route itself (ADR 0067), still answered as JSON.
    expect(answered.headers['content-type']).toBe('application/json; charset=utf-8');
    const chart = answered.json().results;
    expect(chart.days).toBe(30);
    const expected = Array.from({ length: 30 }, () => 0);
    expected[0] = 2;
    expected[1] = 1;
    expected[29] = 1;
    expect(chart.session_num).toEqual(expected);
  });
});
