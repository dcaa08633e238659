import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { newId } from '@tele/data/ids';
import { hashPassword } from '../src/lib/secrets.js';
import { findNotificationsByRecipient, insertNotification } from '@tele/data/repositories/notifications';
import { takeSendAllowance } from '../src/services/notifications/send-limits.js';
import { issueLink } from '@tele/data/links';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { createUser } from '@tele/data/repositories/users';
import { insertAppointments } from '@tele/data/repositories/appointments';
import { CALENDAR_ROW_CAP } from '../src/services/appointments/calendar-days.js';
import { bookSessionSoon, createTestApp, logInAs, seedProvider, type TestApp } from './support/app.js';
import { SESSION_MESSAGES } from '@tele/contract/messages';

// Security review of issue 19: each attack as the review made it, refused, with nothing changed (read back).
// The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bookedSession = (options: { planString?: string } = {}) => bookSessionSoon(t, options);

const rowOf = async (id: string) => (await t.deps.db.models.Appointment.findByPk(id, { raw: true }))!;

describe('finding 7: the waiting room gates the video room', () => {
  it('gives a waiting guest no room name, and the name is not made from the link', async () => {
    const s = await bookedSession();
    const before = await rowOf(s.id);
    const guest = { id: s.id, role: 'invited', key: s.key };

    const view = await t.post('appointments/get-appointment', guest);
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('room_name');
    expect(view.body).not.toContain(`-${s.id}-${s.key}`);

    const early = await t.post('appointments/join-appointment', { ...guest, start_session: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ msg: 'The provider has not joined yet. Please wait for him to join.' });
    expect(await rowOf(s.id)).toEqual(before);

    // Admitted: the join answer holds the room, which neither the id nor the key can rebuild.
    await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, s.token);
    await t.post('appointments/allow-appointment', { id: s.id, allow: true }, s.token);
    const joined = (await t.post('appointments/join-appointment', guest)).json();
    expect(joined.msg).toBe('The joining succeed.');
    expect(joined.results.room_name).toMatch(/^TeleTherapist-[A-Za-z0-9]{32}$/);
    expect(joined.results.room_name).not.toContain(s.key);
    expect(joined.results.room_name).not.toContain(s.id);
  });

  it('stops a guest key working an hour after the session ends', async () => {
    const s = await bookedSession();
    const guest = { id: s.id, role: 'invited', key: s.key };
    expect((await t.post('appointments/get-appointment', guest)).statusCode).toBe(200);
    // The session ends at 10:00 (09:10 + 50 min); the key works until 11:00.
    t.clock.advance(2 * 3_600_000);
    try {
      const before = await rowOf(s.id);
      const expired = { msg: 'This link has expired. Please ask your provider for a new one.' };
      const view = await t.post('appointments/get-appointment', guest);
      expect(view.statusCode).toBe(403);
      expect(view.json()).toEqual(expired);
      const join = await t.post('appointments/join-appointment', { ...guest, start_session: true });
      expect(join.statusCode).toBe(403);
      expect(join.json()).toEqual(expired);
      const stream = await t.inject({
        method: 'GET',
        url: `/api/events/appointment/${s.id}`,
        headers: { 'x-room-key': s.key },
      });
      expect(stream.statusCode).toBe(403);
      expect(await rowOf(s.id)).toEqual(before);
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });

  it('stops the guest key of an all-day session (no end) after its day, not a week later', async () => {
    const s = await bookedSession();
    const start = new Date('2026-11-22T00:00:00.000Z');
    const created = await t.post(
      'appointments/create-appointment',
      { invitees_id: [s.client.id], all_day: true, start_time: start.toISOString() },
      s.token,
    );
    expect(created.statusCode).toBe(200);
    const row = await t.deps.db.models.Appointment.findOne({
      where: { provider_id: s.owner.id, all_day: true },
    });
    expect(row!.end_time).toBeNull();
    const guest = { id: row!.id, role: 'invited', key: row!.room_key };
    const hoursAfterStart = (hours: number) => start.getTime() + hours * 3_600_000 - t.clock.now().getTime();
    // Its day: the key works (midday, the 22nd).
    const toMidday = hoursAfterStart(12);
    t.clock.advance(toMidday);
    try {
      expect((await t.post('appointments/get-appointment', guest)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-toMidday);
    }
    // A day and two hours after its start (past the day and the hour's grace): expired.
    const toNextNight = hoursAfterStart(26);
    t.clock.advance(toNextNight);
    try {
      const view = await t.post('appointments/get-appointment', guest);
      expect(view.statusCode).toBe(403);
      expect(view.json()).toEqual({ msg: SESSION_MESSAGES.expiredLink });
    } finally {
      t.clock.advance(-toNextNight);
    }
  });
});

describe('finding 12: room keys stay out of the API log', () => {
  it('redacts a key given in the live-events URL, and accepts it in a header instead', async () => {
    const s = await bookedSession();
    const other = await bookedSession();
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: 'info' } }, undefined, {
      logStream,
    });
    try {
      // The legacy way, with a real key (for another appointment: refused, and logged like any request).
      const legacy = await logged.inject({
        method: 'GET',
        url: `/api/events/appointment/${other.id}?key=${s.key}`,
      });
      expect(legacy.statusCode).toBe(403);
      const viaHeader = await logged.inject({
        method: 'GET',
        url: `/api/events/appointment/${other.id}`,
        headers: { 'x-room-key': s.key },
      });
      expect(viaHeader.statusCode).toBe(403);
      const log = lines.join('');
      expect(log).toContain(`/api/events/appointment/${other.id}?key=[redacted]`);
      expect(log).not.toContain(s.key);
    } finally {
      await logged.close();
    }
  });
});

describe('finding 8: the calendar reads at most the month grid', () => {
  const daysFrom = (first: string, count: number) =>
    Array.from({ length: count }, (_, day) => new Date(Date.parse(first) + day * 86_400_000).toISOString());

  it('refuses a span past 42 days, gaps and too many days, with a clear 400', async () => {
    const s = await bookedSession();
    const month = (dateArray: unknown[]) =>
      t.post('appointments/get-month-appointment', { calendar_flag: 2, dateArray }, s.token);

    const attack = await month(['1970-01-01T00:00:00Z', '2200-01-01T00:00:00Z']);
    expect(attack.statusCode).toBe(400);
    expect(attack.json()).toEqual({ msg: 'Please send consecutive days of the calendar.' });
    const tooMany = await month(daysFrom('2026-11-01T00:00:00Z', 43));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ msg: expect.any(String) }); // the schema's own 42-item bound
    const gap = await month(['2026-11-21T00:00:00Z', '2026-11-23T00:00:00Z']);
    expect(gap.json()).toEqual({ msg: 'Please send consecutive days of the calendar.' });

    // The month grid (42 local midnights, across New York's daylight-saving change) still works.
    const grid = Array.from({ length: 42 }, (_, day) => {
      const utc = new Date(Date.UTC(2026, 9, 25 + day));
      const offset = utc < new Date('2026-11-01T06:00:00Z') ? 4 : 5;
      return new Date(utc.getTime() + offset * 3_600_000).toISOString();
    });
    const ok = await month(grid);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results).toHaveLength(42);
  });

  it('caps the rows and sends invitee details once', async () => {
    const s = await bookedSession();
    const day = (
      await t.post(
        'appointments/get-month-appointment',
        { calendar_flag: 1, dateArray: ['2026-11-21T00:00:00Z'] },
        s.token,
      )
    ).json().results[0];
    expect(day).toHaveLength(1);
    expect(day[0].clientInfo).toEqual([{ _id: s.client.id, name: 'Casey Client', email: s.client.email }]);
    expect(day[0].invitees_id).toEqual([s.client.id]);
    expect(day[0]).not.toHaveProperty('invitees_name');

    const now = new Date('2026-11-20T09:00:00Z');
    await insertAppointments(
      t.deps.db,
      Array.from({ length: CALENDAR_ROW_CAP + 10 }, (_, n) => ({
        id: newId(now),
        practiceId: s.owner.practiceId,
        providerId: s.owner.id,
        seriesId: null,
        title: `Slot ${n}`,
        notes: 'x'.repeat(200),
        allDay: false,
        recurring: false,
        online: true,
        startTime: new Date(Date.parse('2026-12-01T08:00:00Z') + n * 60_000),
        endTime: new Date(Date.parse('2026-12-01T08:00:00Z') + n * 60_000 + 30 * 60_000),
        timeDistance: 30,
        repeatUntil: null,
        recurrenceFrequency: null,
        payment: 0,
        appointmentType: null,
        state: 1,
        inviteClient: false,
        roleUpdated: 'provider',
        inviteeIds: [],
        now,
      })),
    );
    const full = await t.post(
      'appointments/get-month-appointment',
      { calendar_flag: 1, dateArray: daysFrom('2026-11-29T00:00:00Z', 7) },
      s.token,
    );
    expect(full.statusCode).toBe(200);
    const answer = full.json();
    expect(answer.truncated).toBe(true);
    expect(answer.results.flat()).toHaveLength(CALENDAR_ROW_CAP);
  });
});

/** A client of the practice who can log in (as Alex in the review). */
async function clientWithLogin(owner: { id: string; practiceId: string }) {
  const now = new Date('2026-11-20T09:00:00Z');
  const id = newId(now);
  const email = `alex-${id}@example.test`;
  const password = 'client password 123';
  await createUser(t.deps.db, {
    id,
    practiceId: owner.practiceId,
    email,
    passwordHash: await hashPassword(password),
    name: 'Alex Moreno',
    phone: '15550100001',
    isProvider: false,
    isClient: true,
    teamRole: null,
    emailVerifiedAt: now,
    now,
  });
  await linkClientToProvider(t.deps.db, {
    clientId: id,
    providerId: owner.id,
    practiceId: owner.practiceId,
    now,
  });
  const login = await t.post('users/login', { email, password, role: 'client' });
  expect(login.statusCode).toBe(200);
  return { id, email, token: login.json().results.token as string };
}

const countRows = async () => ({
  appointments: await t.deps.db.models.Appointment.count(),
  notifications: await t.deps.db.models.Notification.count(),
});

describe('finding 9: outbound SMS and e-mail are for the team, throttled, to allowed countries', () => {
  it('refuses a client making share links and invitations (403), with nothing created', async () => {
    const s = await bookedSession();
    const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
    const alex = await clientWithLogin(s.owner);
    const before = await countRows();

    const empty = await t.post('appointments/appointment-empty', {}, alex.token);
    // The route's access rule (issue 18) and the service (team-only.ts) both refuse it.
    expect(empty.statusCode).toBe(403);
    expect(empty.json()).toEqual({ msg: expect.any(String) });
    const invite = await t.post(
      'appointments/appointment-invite',
      { appointment_id: link, type: 1, email: 'phish.target@example.com' },
      alex.token,
    );
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toEqual({ msg: expect.any(String) });
    expect(await countRows()).toEqual(before);
    expect(await rowOf(link)).toMatchObject({ invite_email: null, invite_phone: null });
  });

  it('stops a loop of text invitations at the hourly cap (429), the refused one unchanged', async () => {
    const s = await bookedSession();
    const answers: number[] = [];
    let refusedLink = '';
    for (let n = 0; n < 8; n += 1) {
      const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
      const sent = await t.post(
        'appointments/appointment-invite',
        { appointment_id: link, type: 2, phone: `+1555010${String(n).padStart(4, '0')}` },
        s.token,
      );
      answers.push(sent.statusCode);
      if (sent.statusCode === 429) {
        expect(sent.json()).toEqual({
          msg: 'You have sent many invitations in a short time. Please wait an hour and try again.',
        });
        refusedLink = link;
      }
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(
      await t.deps.db.models.Notification.count({
        where: { channel: 'sms', practice_id: s.owner.practiceId },
      }),
    ).toBe(5);
    expect(await rowOf(refusedLink)).toMatchObject({ invite_phone: null, state: 0 });

    // An hour later the user may send again; the practice's daily cap still counts.
    t.clock.advance(3_600_000);
    try {
      const token = await logInAs(t, s.owner); // the session went idle meanwhile
      const link = (await t.post('appointments/appointment-empty', {}, token)).json().results as string;
      const again = await t.post(
        'appointments/appointment-invite',
        { appointment_id: link, type: 2, phone: '+15550109999' },
        token,
      );
      expect(again.statusCode).toBe(200);
    } finally {
      t.clock.advance(-3_600_000);
    }
  });

  it("while Redis is away, still stops a practice's texts at the daily cap, counted in the outbox", async () => {
    const s = await bookedSession();
    const away = {
      multi: () => ({
        incr: () => away.multi(),
        pexpire: () => away.multi(),
        exec: async () => {
          throw new Error('down');
        },
      }),
    };
    const deps = { config: t.deps.config, redis: away as unknown as typeof t.deps.redis };
    const take = () =>
      takeSendAllowance(
        deps,
        t.deps.db,
        { kinds: ['room-invite', 'room-invite-sms'], userId: s.owner.id, practiceId: s.owner.practiceId },
        t.clock.now(),
      );
    await expect(take()).resolves.toBeUndefined();
    for (let n = 0; n < 20; n += 1)
      await insertNotification(t.deps.db, {
        id: newId(t.clock.now()),
        practiceId: s.owner.practiceId,
        channel: 'sms',
        recipient: `+1555011${String(n).padStart(4, '0')}`,
        template: 'appointment-invite-sms',
        payload: {},
        now: t.clock.now(),
      });
    await expect(take()).rejects.toMatchObject({
      code: 'rate_limited',
      msg: 'The daily limit of invitations has been reached. Please try again tomorrow.',
    });
  });

  it('sends texts only to allowed countries (US and Canada by default)', async () => {
    const s = await bookedSession();
    const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
    const before = await countRows();
    // The same numbers as the original apps send them (the country code without the +) are the same numbers.
    for (const phone of ['+18765550100', '+447700900123', '18765550100', '447700900123', 18765550100]) {
      const sent = await t.post(
        'appointments/appointment-invite',
        { appointment_id: link, type: 2, phone },
        s.token,
      );
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toEqual({
        msg: 'Text invitations can only go to numbers in US, CA. Please invite by e-mail instead.',
      });
    }
    expect(await countRows()).toEqual(before);
    expect(await rowOf(link)).toMatchObject({ invite_phone: null });
  });
});

/** Everything accept-request could touch, for "nothing changed" checks. */
async function snapshot() {
  return {
    users: await t.deps.db.models.User.findAll({ raw: true, order: [['id', 'ASC']] }),
    links: await t.deps.db.models.ClientProviderLink.findAll({
      raw: true,
      order: [
        ['client_id', 'ASC'],
        ['provider_id', 'ASC'],
      ],
    }),
    notifications: await t.deps.db.models.Notification.count(),
  };
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('finding 1: accept-request stays inside the practice', () => {
  async function twoPractices(bPlan: string | null) {
    const aOwner = await seedProvider(t.deps.db, {
      planString: 'month_team_ultimate',
      name: 'Dana Whitaker',
    });
    const alex = await clientWithLogin(aOwner);
    const b = await seedProvider(t.deps.db, { planString: bPlan, name: 'Bob Other' });
    return { aOwner, aToken: await logInAs(t, aOwner), alex, b, bToken: await logInAs(t, b) };
  }
  const add = (token: string, email: string) =>
    t.post('users/accept-request', { add_role: 'client', name: 'X', email }, token);

  it('a practice with no plan gets the same refusal for any address, and nothing changes', async () => {
    const p = await twoPractices(null);
    const before = await snapshot();
    for (const email of [p.alex.email, p.aOwner.email, 'nobody.here@example.com']) {
      const answer = await add(p.bToken, email);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ msg: 'Please upgrade your account to invite clients by e-mail.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers the same for another practice's client, its super owner and an unknown address; links no one", async () => {
    const p = await twoPractices('month_individual_ultimate');
    const before = await snapshot();
    const answers = [];
    for (const email of [p.alex.email, p.aOwner.email, 'nobody.here@example.com'])
      answers.push((await add(p.bToken, email)).json());
    expect(answers).toEqual(Array(3).fill({ msg: 'Your invitation has succeed.' }));

    // A's people are untouched: no role, no link; B's list does not show them.
    const after = await snapshot();
    const aPeople = (rows: typeof before.users) =>
      rows.filter((u) => [p.alex.id, p.aOwner.id].includes(u.id));
    expect(aPeople(after.users)).toEqual(aPeople(before.users));
    expect(after.links.filter((l) => l.provider_id === p.b.id).map((l) => l.client_id)).not.toContain(
      p.alex.id,
    );
    // B's list shows each address B typed the same way, with only what B typed (review 2, N8): it tells
    // nothing of who has an account, and nothing A holds of them.
    const bList = await t.post('users/get-user-list', { role: 'client', client_pagination: 50 }, p.bToken);
    expect(bList.body).not.toContain('Alex Moreno');
    expect(bList.body).not.toContain('15550100001');
    const rows = (bList.json() as { results: { list: Array<Record<string, unknown>> } }).results.list;
    const byEmail = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.email).localeCompare(String(b.email));
    expect(rows.map(({ _id, ...row }) => row).sort(byEmail)).toEqual(
      [p.alex.email, p.aOwner.email, 'nobody.here@example.com']
        .map((email) => ({ name: 'X', email, phone: '', provider_ids: [p.b.id], role: ['client'] }))
        .sort(byEmail),
    );
    // A's owner can still book Alex, and A's client list has not gained its owner.
    const aList = await t.post('users/get-user-list', { role: 'client', client_pagination: 50 }, p.aToken);
    expect(aList.body).not.toContain(p.aOwner.email);

    // Alex gets an invitation to accept (no data of theirs in it); A's owner too.
    const [invitation] = await findNotificationsByRecipient(t.deps.db, p.alex.email);
    expect(invitation).toMatchObject({
      template: 'client-connect-invite',
      payload: { providerName: 'Bob Other' },
    });
    const link = await issueLink(t.deps.db, {
      purpose: 'accept_invitation',
      subject: { clientInvitationId: String(invitation!.payload.invitationId) },
      publicUrl: 'http://localhost:3000',
      now: t.clock.now(),
    });
    expect(link).toMatch(/\/accept-invitation\/[\w-]{40,}$/);
    expect((await t.post('users/accept-invitation', { id: 'made-up-token-0123456789' })).json()).toEqual({
      msg: 'This link has expired or has already been used.',
    });
    const accepted = await t.post('users/accept-invitation', { id: tokenOf(link) });
    expect(accepted.json()).toEqual({
      msg: 'The invitation has been accepted. You are now connected with your provider.',
    });
    const listed = await t.post('users/get-user-list', { role: 'client', client_pagination: 50 }, p.bToken);
    expect(listed.body).toContain(p.alex.email);
    expect((await t.post('users/accept-invitation', { id: tokenOf(link) })).statusCode).toBe(400);
  });

  it('never makes a provider their own invitee (the duplicate-reminder 500)', async () => {
    const s = await bookedSession();
    const self = await t.post(
      'users/accept-request',
      { add_role: 'client', name: 'Me', email: s.owner.email },
      s.token,
    );
    expect(self.json()).toEqual({ msg: 'You can not add yourself as your own client.' });
    // Even a provider who is also a client of the practice (as the legacy allowed) cannot be booked with themself.
    await t.deps.db.models.User.update({ is_client: true }, { where: { id: s.owner.id } });
    const before = await countRows();
    const start = new Date(t.clock.now().getTime() + 3 * 3_600_000);
    const booked = await t.post(
      'appointments/create-appointment',
      {
        invitees_id: [s.owner.id],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
      },
      s.token,
    );
    expect(booked.statusCode).toBe(400);
    expect(booked.json()).toEqual({ msg: 'The provider of the appointment can not also be its invitee.' });
    expect(await countRows()).toEqual(before);
  });
});

describe('finding 10: invitations need a plan, are capped, carry no free text, and do not squat addresses', () => {
  const phishing = 'Customer. Your payment failed - call +1 555 0100 today to avoid losing access';

  it('a practice with no plan sends nothing and creates no account', async () => {
    const b = await seedProvider(t.deps.db, { planString: null });
    const token = await logInAs(t, b);
    const before = await snapshot();
    for (let n = 0; n < 5; n += 1) {
      const answer = await t.post(
        'users/accept-request',
        { add_role: 'client', name: phishing, email: `spam.target.${n}.${b.id}@example.com` },
        token,
      );
      expect(answer.statusCode).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('caps a practice at 20 invitations an hour (429), creating nothing more', async () => {
    const b = await seedProvider(t.deps.db, { planString: 'month_individual_basic' });
    const token = await logInAs(t, b);
    const statuses: number[] = [];
    for (let n = 0; n < 22; n += 1) {
      const answer = await t.post(
        'users/accept-request',
        { add_role: 'client', name: 'Kim', email: `cap.${n}.${b.id}@example.com` },
        token,
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429)
        expect(answer.json()).toEqual({
          msg: 'You have sent many invitations in a short time. Please wait an hour and try again.',
        });
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
    expect(await t.deps.db.models.Notification.count({ where: { practice_id: b.practiceId } })).toBe(20);
    expect(await t.deps.db.models.User.count({ where: { email: `cap.20.${b.id}@example.com` } })).toBe(0);
  });

  it('lets the owner of an invited, never-activated address sign up as a provider and claim it', async () => {
    const b = await seedProvider(t.deps.db, { planString: 'month_individual_ultimate' });
    const token = await logInAs(t, b);
    const email = `squatted.${b.id}@example.com`;
    await t.post('users/accept-request', { add_role: 'client', name: phishing, email }, token);
    const [mail] = await findNotificationsByRecipient(t.deps.db, email);
    expect(mail).toMatchObject({ template: 'client-invite' });

    const signUp = await t.post('users/register-provider', {
      practice_name: 'Own Practice',
      name: 'Real Owner',
      email,
      password: 'the real owner 2026',
      confirm_password: 'the real owner 2026',
    });
    expect(signUp.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    const verify = (await findNotificationsByRecipient(t.deps.db, email)).find(
      (n) => n.template === 'verify-email',
    );
    const link = await issueLink(t.deps.db, {
      purpose: 'verify_email',
      subject: { pendingRegistrationId: String(verify!.payload.pendingRegistrationId) },
      publicUrl: 'http://localhost:3000',
      now: t.clock.now(),
    });
    const verification = {
      id: tokenOf(link),
      password: 'the real owner 2026',
      confirm_password: 'the real owner 2026',
    };
    expect((await t.post('users/verification', verification)).json().msg).toBe(
      'The provider request has verified.',
    );
    const login = await t.post('users/login', { email, password: 'the real owner 2026', role: 'provider' });
    expect(login.statusCode).toBe(200);
    // B's never-activated row is retired: B no longer reaches the address.
    const bList = await t.post('users/get-user-list', { role: 'client', client_pagination: 50 }, token);
    expect(bList.body).not.toContain(email);
  });
});
