import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as InvitesModule from '#app/features/session-day/invites.server.ts';
import type * as SettingsModule from '#app/features/settings/index.server.ts';
import type * as SessionDayModule from '#app/features/session-day/session-day.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, type ApiCall } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The session-day services against a real local server answering as legacy-api does: what is sent, in which
// order, and what the screens get back.

const fake = createFakeApi();
const received = fake.calls;
let answers: Record<string, { status: number; body: unknown }>;
let sessionDay: typeof SessionDayModule;
let invites: typeof InvitesModule;
let settings: typeof SettingsModule;
let session: typeof SessionModule;

const ID = '65a1b2c3d4e5f60718293c01';
const KEY = '0123456789abcdef0123456789abcdef';
const user = TEST_USER;

const loggedIn = () => loggedInRequest(session, { timeZone: 'UTC', url: 'http://localhost:3000/room/x' });
/** The invitee's browser: no web session, only the key of their link. */
const guest = () => new Request(`http://localhost:3000/invited-room/${ID}?key=${KEY}`);

function answer(path: string, status: number, body: unknown) {
  answers[path] = { status, body };
}

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('PUBLIC_URL', 'https://app.example.org');
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  sessionDay = await import('#app/features/session-day/session-day.server.ts');
  invites = await import('#app/features/session-day/invites.server.ts');
  settings = await import('#app/features/settings/index.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  answers = {};
  // Each route answers as set with answer(); any other is a 404.
  fake.handler = (request, response, call) => {
    const { status, body } = answers[routeOf(call)] ?? { status: 404, body: { msg: 'no such route' } };
    respond(status, body)(request, response, call);
  };
});

/** 'appointments/allow-appointment' for a call to /api/api/appointments/allow-appointment. */
const routeOf = (call: ApiCall) => call.path.replace('/api/api/', '');

describe('Allow', () => {
  test('allow-appointment, then send-allow-appointment with the same value', async () => {
    answer('appointments/allow-appointment', 200, { results: true });
    answer('appointments/send-allow-appointment', 200, { msg: 'successful' });
    const outcome = await sessionDay.setAdmission(await loggedIn(), { id: ID, allow: true });
    expect(outcome).toEqual({ ok: true, isAllowed: true });
    expect(received.map((call) => [routeOf(call), call.body])).toEqual([
      ['appointments/allow-appointment', { auth_id: user.id, id: ID, allow: true }],
      ['appointments/send-allow-appointment', { auth_id: user.id, id: ID, allow: true }],
    ]);
  });

  test('a msg in the answer turns it back off and nothing is pushed', async () => {
    answer('appointments/allow-appointment', 400, { msg: 'The meeting time is already passed.' });
    const outcome = await sessionDay.setAdmission(await loggedIn(), { id: ID, allow: true });
    expect(outcome).toEqual({ ok: false, isAllowed: false, msg: 'The meeting time is already passed.' });
    expect(received).toHaveLength(1);
  });
});

test('ending the call stops admitting, then leaves with start_session', async () => {
  answer('appointments/allow-appointment', 200, { results: false });
  answer('appointments/out-appointment', 200, {
    msg: 'You have left the session successfully.',
    results: {
      session_note: '',
      actual_start: '2026-11-23T15:00:00.000Z',
      actual_end: '2026-11-23T15:40:00.000Z',
    },
  });
  expect(await sessionDay.endSession(await loggedIn(), ID)).toEqual({
    ok: true,
    msg: 'You have left the session successfully.',
  });
  expect(received.map((call) => call.body)).toEqual([
    { auth_id: user.id, id: ID, allow: false },
    { auth_id: user.id, id: ID, role: 'provider', start_session: true },
  ]);
});

describe('the invitee', () => {
  const view = {
    _id: ID,
    title: 'Share Link',
    provider_name: 'Maya Patel',
    start_time: '2026-11-23T15:00:00.000Z',
    end_time: null,
    state: 0,
    join_state: 1,
    allow: true,
    userInfo: [{ name: 'Maya Patel', photo: '', bgRoom: '5', bgMusic: '1' }],
  };

  test('reads the waiting room with the key and no session, and the provider’s picture and music', async () => {
    answer('appointments/get-appointment', 200, { msg: 'An appointment got successfully.', results: [view] });
    const read = await sessionDay.getGuestSession(guest(), { id: ID, key: KEY });
    expect(received[0]).toMatchObject({
      authorization: undefined,
      body: { id: ID, role: 'invited', key: KEY },
    });
    expect(read).toMatchObject({
      ok: true,
      waitingRoom: { picture: 5, music: 1 },
      appointment: { providerName: 'Maya Patel', isAllowed: true, hasProviderJoined: true, state: 0 },
    });
  });

  test('an answer without its start, with a state outside the table, or not a list is refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { start_time: _start, ...withoutStart } = view;
    for (const results of [[withoutStart], [{ ...view, state: 99 }], [{ ...view, title: ['x'] }], view, []]) {
      answer('appointments/get-appointment', 200, { results });
      expect(await sessionDay.getGuestSession(guest(), { id: ID, key: KEY })).toEqual({
        ok: false,
        status: 502,
        msg: 'This appointment could not be read. Please reload the page.',
      });
    }
    expect(error).toHaveBeenCalledTimes(5);
  });

  test('a wrong key is the API’s 403 message, with no logout', async () => {
    answer('appointments/get-appointment', 403, {
      msg: 'This link is not valid. Please ask your provider for a new one.',
    });
    expect(await sessionDay.getGuestSession(guest(), { id: ID, key: 'nope' })).toEqual({
      ok: false,
      status: 403,
      msg: 'This link is not valid. Please ask your provider for a new one.',
    });
  });

  test('joins with start_session; the join answer is what carries the room name', async () => {
    answer('appointments/join-appointment', 200, {
      msg: 'The joining succeed.',
      results: { room_name: 'TeleTherapist-abc' },
    });
    expect(await sessionDay.joinAsGuest(guest(), { id: ID, key: KEY })).toEqual({
      ok: true,
      msg: 'The joining succeed.',
      roomName: 'TeleTherapist-abc',
    });
    expect(received[0]?.body).toEqual({ id: ID, role: 'invited', key: KEY, start_session: true });
  });
});

test('the share link: its room and the client link with the key the own provider is given', async () => {
  answer('appointments/appointment-empty', 200, { results: ID });
  answer('appointments/get-appointment', 200, {
    results: [
      {
        _id: ID,
        title: 'Share Link',
        provider_id: user.id,
        provider_name: 'Maya Patel',
        start_time: '2026-11-23T15:00:00.000Z',
        state: 0,
        room_key: KEY,
      },
    ],
  });
  const request = await loggedIn();
  const shareLink = await invites.getShareLinkId(request);
  expect(shareLink).toEqual({ ok: true, id: ID, roomKey: null });
  expect(await invites.getJoinLinks(request, ID)).toEqual({
    id: ID,
    roomHref: `/room/${ID}`,
    clientLink: `https://app.example.org/invited-room/${ID}?key=${KEY}`,
    providerName: 'Maya Patel',
  });
});

test('the share link with its guest key: the client link without a second call', async () => {
  answer('appointments/appointment-empty', 200, { results: ID, room_key: KEY });
  const shareLink = await invites.getShareLinkId(await loggedIn());
  expect(shareLink).toEqual({ ok: true, id: ID, roomKey: KEY });
  expect(invites.joinLinksOf(ID, KEY)).toEqual({
    id: ID,
    roomHref: `/room/${ID}`,
    clientLink: `https://app.example.org/invited-room/${ID}?key=${KEY}`,
  });
  expect(fake.calls).toHaveLength(1);
});

test('an invitation by text sends type 2 and the number', async () => {
  answer('appointments/appointment-invite', 200, { msg: 'Your text invitation has succeed.' });
  const outcome = await invites.sendInvite(await loggedIn(), {
    channel: 'text',
    appointmentId: ID,
    phone: '+15550104477',
  });
  expect(outcome).toEqual({ ok: true, msg: 'Your text invitation has succeed.' });
  expect(received[0]?.body).toEqual({ auth_id: user.id, appointment_id: ID, type: 2, phone: '+15550104477' });
});

describe('settings', () => {
  test('the waiting room defaults to 3 and 3 when the call fails (logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('users/get-background-user', 503, { msg: 'down' });
    expect(await settings.getWaitingRoom(await loggedIn())).toEqual({ picture: 3, music: 3 });
    expect(warn).toHaveBeenCalledOnce();
  });

  test('reminders off sends the 24-hour lead time', async () => {
    answer('appointments/appointment-settings', 200, {
      msg: 'The appointment setting has updated successfully.',
    });
    await settings.saveScheduling(await loggedIn(), {
      allowRequests: true,
      reminders: false,
      leadTime: '3',
    });
    expect(received[0]?.body).toEqual({
      auth_id: user.id,
      reminders: false,
      allow_requests: true,
      reminders_value: '1',
    });
  });
});
