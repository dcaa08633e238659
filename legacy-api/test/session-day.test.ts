import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createRedis } from '../src/lib/redis.js';
import { PLAN_GATE_MESSAGES, SESSION_MESSAGES } from '@tele/contract/messages';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findScheduledReminders } from '@tele/data/repositories/reminders';
import { createSessionCache } from '../src/lib/session-cache.js';
import { createLiveEvents } from '../src/lib/live-events.js';
import {
  bookSessionSoon,
  createTestApp,
  logInAs,
  seedProvider,
  signInClient,
  type TestApp,
} from './support/app.js';

// The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
let second: FastifyInstance;
let secondClose: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  // A second API process on the same database and Redis: live events must reach its subscribers too.
  const redis = createRedis(t.deps.config.redisUrl);
  await redis.connect();
  const live = createLiveEvents({ publisher: redis, prefix: t.prefix });
  const sessions = createSessionCache({ live });
  second = await buildApp({ ...t.deps, redis, live, sessions });
  secondClose = async () => {
    await second.close();
    await sessions.close();
    await live.close();
    await redis.quit();
  };
});
afterAll(async () => {
  await secondClose?.();
  await t?.close();
});

const setup = (options: { planString?: string } = {}) => bookSessionSoon(t, options);

/** Reads server-sent events from a real listening server until `count` frames arrived. */
async function openStream(app: FastifyInstance, path: string) {
  const address = await app
    .listen({ port: 0, host: '127.0.0.1' })
    .catch(() => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  const controller = new AbortController();
  const response = await fetch(`${address}${path}`, { signal: controller.signal });
  const frames: unknown[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('data: ')) frames.push(JSON.parse(frame.slice(6)));
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames,
    async waitFor(count: number) {
      for (let i = 0; i < 200 && frames.length < count; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      return frames;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

describe('the allow handshake', () => {
  it('lets the provider open the room, keeps the invitee waiting until admitted, and tells every waiting room', async () => {
    const s = await setup();
    const guest = (body: Record<string, unknown>) =>
      t.post('appointments/join-appointment', { id: s.id, role: 'invited', key: s.key, ...body });

    expect(
      (await t.post('appointments/join-appointment', { id: s.id, role: 'invited', key: 'wrong' })).statusCode,
    ).toBe(403);
    expect((await guest({})).json()).toEqual({
      msg: 'The provider has not joined yet. Please wait for him to join.',
    });

    const here = await openStream(t.app, `/api/events/appointment/${s.id}?key=${s.key}`);
    const there = await openStream(second, `/api/events/appointment/${s.id}?key=${s.key}`);
    try {
      expect(here.status).toBe(200);
      expect(here.contentType).toMatch(/text\/event-stream/);

      const providerJoin = (
        await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, s.token)
      ).json();
      expect(providerJoin).toEqual({
        msg: 'You have joined successfully.',
        results: { room_name: expect.stringMatching(/^TeleTherapist-[A-Za-z0-9]{32}$/) },
      });
      expect(
        (await t.post('appointments/allow-appointment', { id: s.id, allow: true }, s.token)).json(),
      ).toEqual({ results: true });
      expect(await here.waitFor(2)).toEqual([{ status: 'ok' }, true]);
      expect(await there.waitFor(2)).toEqual([{ status: 'ok' }, true]);

      // The admitted guest is given the same room as the provider, and the name does not hold the key.
      expect((await guest({ start_session: true })).json()).toEqual({
        msg: 'The joining succeed.',
        results: { room_name: providerJoin.results.room_name },
      });
      expect(providerJoin.results.room_name).not.toContain(s.key);
      expect(providerJoin.results.room_name).not.toContain(s.id);
      const started = await t.deps.db.models.Appointment.findByPk(s.id);
      expect(started).toMatchObject({ state: 4 });
      expect(started!.actual_start).not.toBeNull();

      t.clock.advance(25 * 60_000);
      const out = await t.post(
        'appointments/out-appointment',
        { id: s.id, role: 'provider', start_session: true },
        s.token,
      );
      expect(out.json()).toMatchObject({
        msg: 'You have left the session successfully.',
        results: { session_note: '', actual_end: expect.any(String) },
      });
      expect(await here.waitFor(3)).toEqual([{ status: 'ok' }, true, false]);
      expect(await t.deps.db.models.Appointment.findByPk(s.id)).toMatchObject({
        state: 5,
        allow: false,
        join_state: 0,
      });
      expect((await guest({})).json()).toEqual({ msg: 'This session already has finished.' });
      expect(
        (await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, s.token)).json(),
      ).toEqual({
        msg: 'This session already has finished.',
      });
    } finally {
      await here.close();
      await there.close();
    }
    t.clock.advance(-25 * 60_000);
  });

  it("tells a stream without a session or key what get-appointment and join-appointment tell a guest without one: the link's message", async () => {
    const s = await setup();
    const badLink = { msg: 'This link is not valid. Please ask your provider for a new one.' };
    const guest = { id: s.id, role: 'invited' };
    for (const call of ['appointments/get-appointment', 'appointments/join-appointment']) {
      const sibling = await t.post(call, guest);
      expect(sibling.statusCode, call).toBe(403);
      expect(sibling.json(), call).toEqual(badLink);
    }
    for (const headers of [{}, { authorization: 'Bearer not-a-session-token' }]) {
      const stream = await t.inject({ method: 'GET', url: `/api/events/appointment/${s.id}`, headers });
      expect(stream.statusCode).toBe(403);
      expect(stream.json()).toEqual(badLink);
    }
  });

  it('refuses streams without a session or key, and admitting after the end', async () => {
    const s = await setup();
    const anonymous = await t.inject({ method: 'GET', url: `/api/events/appointment/${s.id}` });
    expect(anonymous.statusCode).toBe(403);
    const wrongKey = await t.inject({ method: 'GET', url: `/api/events/appointment/${s.id}?key=nope` });
    expect(wrongKey.statusCode).toBe(403);
    t.clock.advance(3 * 3_600_000);
    const token = await logInAs(t, s.owner);
    expect((await t.post('appointments/allow-appointment', { id: s.id, allow: true }, token)).json()).toEqual(
      {
        msg: 'The meeting time is already passed.',
      },
    );
    expect(
      (await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, token)).json(),
    ).toEqual({
      msg: 'This appointment is already over time.',
    });
    t.clock.advance(-3 * 3_600_000);
  });

  it("lets owners and provider colleagues into a provider's session from its start, beside the provider", async () => {
    const s = await setup();
    const owner = await seedProvider(t.deps.db, { practiceId: s.owner.practiceId, teamRole: 'owner' });
    const provider = await seedProvider(t.deps.db, { practiceId: s.owner.practiceId, teamRole: 'provider' });
    const ownerToken = await logInAs(t, owner);
    const providerToken = await logInAs(t, provider);
    const join = (token: string) =>
      t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, token);
    const row = () => t.deps.db.models.Appointment.findByPk(s.id, { raw: true });

    // Ten minutes before the start, as the waiting screen makes them wait.
    expect((await join(ownerToken)).json()).toEqual({ msg: 'This session has not started yet.' });
    const own = (await join(s.token)).json();
    await t.post('appointments/allow-appointment', { id: s.id, allow: true }, s.token);
    const before = await row();
    t.clock.advance(10 * 60_000);
    try {
      for (const token of [ownerToken, providerToken]) {
        const joined = (await join(token)).json();
        expect(joined).toEqual({ msg: 'You have joined successfully.', results: own.results });
      }
      // Who is admitted stays the provider's to decide, and a colleague's leaving does not end the session.
      expect(
        (await t.post('appointments/allow-appointment', { id: s.id, allow: false }, ownerToken)).json(),
      ).toEqual({ msg: 'You can not join a session by your permission' });
      const left = await t.post(
        'appointments/out-appointment',
        { id: s.id, role: 'provider', start_session: true },
        providerToken,
      );
      expect(left.json()).toEqual({
        msg: 'You have left the session successfully.',
        results: { session_note: '', actual_start: null, actual_end: null },
      });
      expect(await row()).toEqual(before);
      expect(before).toMatchObject({ join_state: 1, allow: 1 });
    } finally {
      t.clock.advance(-10 * 60_000);
    }
  });

  it("keeps administrators, other practices and the guests' share links out of a provider's room", async () => {
    const s = await setup();
    const administrator = await seedProvider(t.deps.db, {
      practiceId: s.owner.practiceId,
      teamRole: 'administrator',
    });
    const administratorToken = await logInAs(t, administrator);
    t.clock.advance(15 * 60_000);
    try {
      expect(
        (
          await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, administratorToken)
        ).json(),
      ).toEqual({ msg: 'You can not join a session by your permission' });
      expect(
        (
          await t.post('appointments/out-appointment', { id: s.id, role: 'provider' }, administratorToken)
        ).json(),
      ).toEqual({ msg: 'You can not join a session by your permission' });
    } finally {
      t.clock.advance(-15 * 60_000);
    }
    const seen = (await t.post('appointments/get-appointment', { id: s.id }, administratorToken)).json()
      .results[0];
    expect(seen).toMatchObject({ _id: s.id, permission: 0 });
    expect(seen).not.toHaveProperty('room_name');
    expect(seen).not.toHaveProperty('room_key');
    const own = (await t.post('appointments/get-appointment', { id: s.id }, s.token)).json().results[0];
    expect(own.room_key).toBe(s.key);
    expect(own).not.toHaveProperty('room_name');

    const owner = await seedProvider(t.deps.db, { practiceId: s.owner.practiceId, teamRole: 'owner' });
    const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
    expect(
      (
        await t.post('appointments/join-appointment', { id: link, role: 'provider' }, await logInAs(t, owner))
      ).json(),
    ).toEqual({ msg: 'You can not join a session by your permission' });

    const stranger = await seedProvider(t.deps.db);
    const strangerToken = await logInAs(t, stranger);
    expect(
      (await t.post('appointments/allow-appointment', { id: s.id, allow: true }, strangerToken)).statusCode,
    ).toBe(403);
    expect(
      (await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, strangerToken))
        .statusCode,
    ).toBe(403);
    expect((await t.post('appointments/join-appointment', { id: s.id, role: 'provider' })).statusCode).toBe(
      403,
    );
  });

  it('shows an invitee only what the waiting room needs, never the room name', async () => {
    const s = await setup();
    await t.post('users/room-image', { bgRoom: 5, bgMusic: 2 }, s.token);
    const view = await t.post('appointments/get-appointment', { id: s.id, role: 'invited', key: s.key });
    const [appointment] = view.json().results;
    expect(appointment).toMatchObject({ _id: s.id, userInfo: [{ bgRoom: '5', bgMusic: '2' }] });
    expect(appointment).not.toHaveProperty('room_name');
    expect(appointment).not.toHaveProperty('clientInfo');
    expect(JSON.stringify(appointment)).not.toContain(s.client.email);
  });
});

describe('the session note', () => {
  it('is written by the provider after a session that started', async () => {
    const s = await setup();
    expect(
      (await t.post('appointments/note-appointment', { id: s.id, session_note: 'Talked.' }, s.token)).json(),
    ).toEqual({
      msg: 'This session has not started yet.',
    });
    await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, s.token);
    await t.post('appointments/allow-appointment', { id: s.id, allow: true }, s.token);
    await t.post('appointments/join-appointment', {
      id: s.id,
      role: 'invited',
      key: s.key,
      start_session: true,
    });
    await t.post(
      'appointments/out-appointment',
      { id: s.id, role: 'provider', start_session: true },
      s.token,
    );
    expect(
      (await t.post('appointments/note-appointment', { id: s.id, session_note: '  ' }, s.token)).json(),
    ).toEqual({ msg: 'Please input the note.' });
    expect(
      (
        await t.post(
          'appointments/note-appointment',
          { id: s.id, session_note: 'Progress on sleep.' },
          s.token,
        )
      ).json(),
    ).toEqual({
      msg: 'The session note has saved successfully.',
    });
    const member = await seedProvider(t.deps.db, {
      practiceId: s.owner.practiceId,
      teamRole: 'administrator',
    });
    expect(
      (
        await t.post(
          'appointments/note-appointment',
          { id: s.id, session_note: 'x' },
          await logInAs(t, member),
        )
      ).json(),
    ).toEqual({
      msg: 'Only the provider of this session can write its note.',
    });
    const row = await t.deps.db.models.Appointment.findByPk(s.id);
    expect(row).toMatchObject({ session_note: 'Progress on sleep.' });
    expect(row!.note_created_date).not.toBeNull();
  });
});

describe('the session note’s plan gate', () => {
  /** The provider lets the client in, the client joins and the provider leaves: a session that took place. */
  async function holdSession(s: Awaited<ReturnType<typeof setup>>) {
    await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, s.token);
    await t.post('appointments/allow-appointment', { id: s.id, allow: true }, s.token);
    await t.post('appointments/join-appointment', {
      id: s.id,
      role: 'invited',
      key: s.key,
      start_session: true,
    });
    await t.post(
      'appointments/out-appointment',
      { id: s.id, role: 'provider', start_session: true },
      s.token,
    );
  }
  const writeNote = (s: Awaited<ReturnType<typeof setup>>) =>
    t.post('appointments/note-appointment', { id: s.id, session_note: 'Progress on sleep.' }, s.token);

  it('refuses a practice below ULTIMATE in the spec’s words and writes nothing; ULTIMATE writes it', async () => {
    for (const planString of ['month_individual_basic', 'year_individual_plus', 'month_team_basic']) {
      const s = await setup({ planString });
      await holdSession(s);
      const refused = await writeNote(s);
      expect(refused.statusCode, planString).toBe(400);
      expect(refused.json()).toEqual({ msg: PLAN_GATE_MESSAGES.sessionNotes });
      const row = await t.deps.db.models.Appointment.findByPk(s.id);
      expect(row?.session_note ?? '', planString).toBe('');
      expect(row?.note_created_date ?? null, planString).toBeNull();
    }

    for (const planString of ['month_individual_ultimate', 'year_team_ultimate']) {
      const s = await setup({ planString });
      await holdSession(s);
      expect((await writeNote(s)).json()).toEqual({ msg: SESSION_MESSAGES.noteSaved });
      expect(await t.deps.db.models.Appointment.findByPk(s.id)).toMatchObject({
        session_note: 'Progress on sleep.',
      });
    }
  });

  it('opens once the practice moves up to ULTIMATE', async () => {
    const s = await setup({ planString: 'month_individual_plus' });
    await holdSession(s);
    expect((await writeNote(s)).json()).toEqual({ msg: PLAN_GATE_MESSAGES.sessionNotes });
    // What the subscription's webhook leaves after a change of plan (payment.subscriptions.test.ts).
    await t.deps.db.sequelize.query('UPDATE practices SET plan_string = :plan WHERE id = :id', {
      replacements: { plan: 'month_individual_ultimate', id: s.owner.practiceId },
    });
    expect((await writeNote(s)).json()).toEqual({ msg: SESSION_MESSAGES.noteSaved });
  });
});

describe('invites', () => {
  it('sends the share link by e-mail or text on ultimate plans, once per link, with the spec messages', async () => {
    const s = await setup();
    const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
    const invite = (body: Record<string, unknown>) =>
      t.post('appointments/appointment-invite', { appointment_id: link, ...body }, s.token);
    expect((await invite({ type: 1, email: '' })).json()).toEqual({ msg: 'Please input the email address.' });
    expect((await invite({ type: 1, email: 'nope' })).json()).toEqual({
      msg: 'Please input the valid email.',
    });
    expect((await invite({ type: 2, phone: '' })).json()).toEqual({
      msg: "Please input the client's phone number.",
    });
    expect((await invite({ type: 2, phone: '555 1234' })).json().msg).toMatch(/full international form/);
    expect((await invite({ type: 1, email: 'Guest@Example.test' })).json()).toEqual({
      msg: 'Your email invitation succeed.',
    });
    expect((await invite({ type: 1, email: 'again@example.test' })).json()).toEqual({
      msg: 'Please refresh once more and try again.',
    });
    const [mail] = await findNotificationsByRecipient(t.deps.db, 'guest@example.test');
    expect(mail).toMatchObject({
      template: 'appointment-invite',
      channel: 'email',
      payload: { appointmentId: link },
    });

    const next = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
    expect(next).not.toBe(link);
    expect(
      (
        await t.post(
          'appointments/appointment-invite',
          { appointment_id: next, type: 2, phone: '+1 555-123-4567' },
          s.token,
        )
      ).json(),
    ).toEqual({
      msg: 'Your text invitation has succeed.',
    });
    const [text] = await findNotificationsByRecipient(t.deps.db, '+15551234567');
    expect(text).toMatchObject({ template: 'appointment-invite-sms', channel: 'sms' });
    const invited = await t.post('appointments/get-clients-appointment', { flag: 4 }, s.token);
    expect(
      invited
        .json()
        .results.list.map((a: { _id: string }) => a._id)
        .sort(),
    ).toEqual([link, next].sort());
  });

  it('texts the number as the original apps send it (the country code, no +), as text or a number', async () => {
    const s = await setup();
    for (const phone of ['15551234567', 15551234567]) {
      const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
      const sent = await t.post(
        'appointments/appointment-invite',
        { appointment_id: link, type: 2, phone },
        s.token,
      );
      expect(sent.json(), String(phone)).toEqual({ msg: 'Your text invitation has succeed.' });
      // The outbox row the worker texts, and the invited list's number: + and the digits.
      const texts = await findNotificationsByRecipient(t.deps.db, '+15551234567');
      expect(
        texts.filter((text) => text.payload.appointmentId === link),
        String(phone),
      ).toEqual([expect.objectContaining({ channel: 'sms', template: 'appointment-invite-sms' })]);
      expect((await t.deps.db.models.Appointment.findByPk(link))!.invite_phone, String(phone)).toBe(
        '+15551234567',
      );
    }
  });

  it('asks other plans to upgrade', async () => {
    const s = await setup({ planString: 'month_individual_plus' });
    const link = (await t.post('appointments/appointment-empty', {}, s.token)).json().results as string;
    expect(
      (
        await t.post(
          'appointments/appointment-invite',
          { appointment_id: link, type: 1, email: 'a@b.test' },
          s.token,
        )
      ).json(),
    ).toEqual({
      msg: 'Please upgrade your account to invite by text or email message',
    });
  });
});

describe('waiting-room and scheduling settings', () => {
  it('saves the waiting room (1 to 5 each) and reads it back', async () => {
    const s = await setup();
    expect((await t.post('users/get-background-user', {}, s.token)).json().results).toMatchObject({
      bgRoom: '3',
      bgMusic: '3',
    });
    expect((await t.post('users/room-image', { bgRoom: 6, bgMusic: 1 }, s.token)).json()).toEqual({
      msg: 'Please choose a picture and a music track from 1 to 5.',
    });
    expect((await t.post('users/room-image', { bgRoom: '4', bgMusic: 1 }, s.token)).json()).toEqual({
      msg: 'The waiting room has updated successfully.',
    });
    expect((await t.post('users/get-background-user', {}, s.token)).json().results).toMatchObject({
      bgRoom: '4',
      bgMusic: '1',
    });
  });

  it("lets a client choose its own waiting room and shows it that choice while it waits; guests and clients who never chose see the provider's", async () => {
    const s = await setup();
    await t.post('users/room-image', { bgRoom: 5, bgMusic: 2 }, s.token);
    const chooser = await signInClient(t, { practiceId: s.owner.practiceId, providerId: s.owner.id });
    const unchosen = await signInClient(t, { practiceId: s.owner.practiceId, providerId: s.owner.id });
    const start = new Date(t.clock.now().getTime() + 2 * 3_600_000);
    await t.post(
      'appointments/create-appointment',
      {
        invitees_id: [chooser.id, unchosen.id],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
      },
      s.token,
    );
    const row = await t.deps.db.models.Appointment.findOne({ where: { start_time: start } });
    const self = { id: chooser.id, role: 'client' };

    // The client app's /settings-waiting: its own choice, the defaults until it chooses.
    const fresh = await t.post('users/get-background-user', self, chooser.token);
    expect(fresh.json()).toEqual({
      msg: 'The user background info has got successfully.',
      results: { _id: chooser.id, role: ['client'], bgRoom: '3', bgMusic: '3', photo: '' },
    });
    const saved = await t.post('users/room-image', { ...self, bgRoom: 4, bgMusic: 3 }, chooser.token);
    expect(saved.json()).toEqual({ msg: 'The waiting room has updated successfully.' });
    expect((await t.post('users/get-background-user', self, chooser.token)).json().results).toMatchObject({
      bgRoom: '4',
      bgMusic: '3',
    });

    // Its waiting room shows its choice; the other invitee and a guest with the key see the provider's.
    const waitingRoomOf = async (body: Record<string, unknown>, token?: string) =>
      (await t.post('appointments/get-appointment', { id: row!.id, ...body }, token)).json().results[0]
        .userInfo;
    expect(await waitingRoomOf({ role: 'client' }, chooser.token)).toEqual([
      expect.objectContaining({ bgRoom: '4', bgMusic: '3' }),
    ]);
    expect(await waitingRoomOf({ role: 'client' }, unchosen.token)).toEqual([
      expect.objectContaining({ bgRoom: '5', bgMusic: '2' }),
    ]);
    expect(await waitingRoomOf({ role: 'invited', key: row!.room_key })).toEqual([
      expect.objectContaining({ bgRoom: '5', bgMusic: '2' }),
    ]);
    // The provider's own choice is untouched; nobody reads or sets another person's.
    expect((await t.post('users/get-background-user', {}, s.token)).json().results).toMatchObject({
      bgRoom: '5',
      bgMusic: '2',
    });
    for (const [route, body] of [
      ['users/get-background-user', { id: s.owner.id, role: 'client' }],
      ['users/room-image', { id: unchosen.id, role: 'client', bgRoom: 1, bgMusic: 1 }],
    ] as const) {
      const refused = await t.post(route, body, chooser.token);
      expect(refused.statusCode, route).toBe(403);
      expect(refused.json(), route).toEqual({ msg: 'You can not act for another user.' });
    }
    expect(await waitingRoomOf({ role: 'client' }, unchosen.token)).toEqual([
      expect.objectContaining({ bgRoom: '5', bgMusic: '2' }),
    ]);
  });

  it('schedules reminders for every future appointment and follows settings changes', async () => {
    const s = await setup();
    const start = new Date('2026-11-25T10:00:00Z');
    await t.post(
      'appointments/create-appointment',
      {
        invitees_id: [s.client.id],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 1_200_000).toISOString(),
      },
      s.token,
    );
    const later = await t.deps.db.models.Appointment.findOne({
      where: { provider_id: s.owner.id, start_time: start },
    });
    const dueTimes = async () =>
      (await findScheduledReminders(t.deps.db, s.owner.practiceId, later!.id)).map((r) =>
        r.dueAt.toISOString(),
      );
    expect(await dueTimes()).toEqual(['2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00.000Z']);
    // The one starting in ten minutes is inside the window: due now.
    expect(
      (await findScheduledReminders(t.deps.db, s.owner.practiceId, s.id)).map((r) => r.dueAt.toISOString()),
    ).toEqual([t.clock.now().toISOString(), t.clock.now().toISOString()]);

    expect(
      (
        await t.post(
          'appointments/appointment-settings',
          { reminders: true, reminders_value: '3', allow_requests: true },
          s.token,
        )
      ).json(),
    ).toEqual({
      msg: 'The appointment setting has updated successfully.',
    });
    expect(await dueTimes()).toEqual(['2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z']);
    expect((await t.post('appointments/get-allow-reminders', {}, s.token)).json().results).toMatchObject({
      reminders: true,
      allow_requests: true,
      reminders_value: '3',
    });
    expect(
      (await t.post('appointments/appointment-settings', { reminders_value: 7 }, s.token)).statusCode,
    ).toBe(400);
    await t.post('appointments/appointment-settings', { reminders: false }, s.token);
    expect(await dueTimes()).toEqual([]);
    expect(
      (await t.post('appointments/get-allow-reminders', {}, s.token)).json().results.reminders_value,
    ).toBe('1');
    await t.post('appointments/cancel-appointment', { id: s.id }, s.token);
    expect(await findScheduledReminders(t.deps.db, s.owner.practiceId, s.id)).toEqual([]);
  });
});
