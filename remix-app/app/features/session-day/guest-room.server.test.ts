import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as GuestRoomModule from '#app/features/session-day/guest-room.server.ts';
import type * as ClientRoomModule from '#app/features/session-day/client-room.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, routeOf, type ApiCall } from '../../../test/fake-api.ts';
import { TEST_CLIENT, loggedInRequest } from '../../../test/logged-in.ts';

// What lets an invitee into the video room (ADR 0022): the room's password or token reaches only the page of
// someone the provider admitted (the API's join-appointment succeeds only then), never a waiting room's data.

const fake = createFakeApi();
let guestRoom: typeof GuestRoomModule;
let clientRoom: typeof ClientRoomModule;
let session: typeof SessionModule;

const ID = '65a1b2c3d4e5f60718293c01';
const KEY = 'k'.repeat(32);
const ROOM = 'TeleTherapist-0123456789abcdef0123456789abcdef';
const APP_SECRET = 'a-jitsi-app-secret-that-is-long-enough';

/** get-appointment as an invitee reads it; join-appointment succeeds only once the provider let them in. */
function answerAs({ isAdmitted }: { isAdmitted: boolean }) {
  fake.handler = (request, response, call: ApiCall) => {
    if (routeOf(call) === 'appointments/get-appointment')
      return respond(200, {
        results: [
          {
            _id: ID,
            provider_name: 'Robin Provider',
            start_time: new Date(Date.now() - 60_000).toISOString(),
            state: 2,
            join_state: 1,
            allow: isAdmitted,
            userInfo: [{ bgRoom: 2, bgMusic: 1 }],
          },
        ],
      })(request, response, call);
    if (routeOf(call) === 'appointments/join-appointment')
      return isAdmitted
        ? respond(200, { msg: 'You joined.', results: { room_name: ROOM } })(request, response, call)
        : respond(400, { msg: 'Please wait for your provider to let you in.' })(request, response, call);
    return respond(200, { msg: 'You have left the session successfully.' })(request, response, call);
  };
}

const guestJoin = () =>
  guestRoom.guestRoomAction(
    new Request(`http://localhost:3000/invited-room/${ID}?key=${KEY}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'join', name: 'Sam' }),
    }),
    { id: ID, key: KEY },
  );

async function clientJoin() {
  const request = await loggedInRequest(session, {
    url: `http://localhost:3000/client-session/${ID}`,
    user: TEST_CLIENT,
  });
  return clientRoom.clientRoomAction(
    new Request(request, { method: 'POST', body: new URLSearchParams({ intent: 'join' }) }),
    ID,
  );
}

async function importModules() {
  vi.resetModules();
  guestRoom = await import('#app/features/session-day/guest-room.server.ts');
  clientRoom = await import('#app/features/session-day/client-room.server.ts');
  session = await import('#app/utils/session.server.ts');
}

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  await importModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('on a public host', () => {
  test('a waiting room, admitted or not, has neither the room nor its password in its data', async () => {
    for (const isAdmitted of [false, true]) {
      answerAs({ isAdmitted });
      const loaded = await guestRoom.loadGuestRoom(new Request(`http://localhost:3000/invited-room/${ID}`), {
        id: ID,
        key: KEY,
      });
      expect(loaded.data).toMatchObject({ kind: 'waiting', isAdmitted });
      expect(JSON.stringify(loaded.data)).not.toMatch(/password|jwt|access|TeleTherapist-/);
    }
  });

  test('a guest not yet admitted gets the refusal alone', async () => {
    answerAs({ isAdmitted: false });
    const answer = await guestJoin();
    expect(answer.data).toEqual({ kind: 'refused', msg: 'Please wait for your provider to let you in.' });
    expect(answer.init?.status).toBe(400);
  });

  test('an admitted guest and client get the password to answer the prompt with, and never set it', async () => {
    answerAs({ isAdmitted: true });
    const guest = (await guestJoin()).data;
    const client = (await clientJoin()).data;
    if (guest.kind !== 'joined' || client.kind !== 'joined') throw new Error('expected joins');
    expect(guest).toMatchObject({ roomName: ROOM, displayName: 'Sam' });
    expect(guest.access).toEqual({ password: expect.stringMatching(/^[0-9a-f]{24}$/), setsPassword: false });
    expect(client.access).toEqual(guest.access);
  });
});

describe('with a self-hosted Jitsi', () => {
  beforeAll(async () => {
    vi.stubEnv('JITSI_DOMAIN', 'https://video.example.org');
    vi.stubEnv('JITSI_APP_ID', 'teletherapist');
    vi.stubEnv('JITSI_APP_SECRET', APP_SECRET);
    await importModules();
  });

  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  test('a guest not yet admitted gets no token', async () => {
    answerAs({ isAdmitted: false });
    const answer = await guestJoin();
    expect(answer.data.kind).toBe('refused');
    expect(JSON.stringify(answer.data)).not.toMatch(/jwt|access/);
  });

  test('an admitted guest and client get a token of their own, never a moderator', async () => {
    answerAs({ isAdmitted: true });
    const guest = (await guestJoin()).data;
    const client = (await clientJoin()).data;
    if (guest.kind !== 'joined' || client.kind !== 'joined') throw new Error('expected joins');
    if (!('jwt' in guest.access) || !('jwt' in client.access)) throw new Error('expected tokens');
    expect(claimsOf(guest.access.jwt)).toMatchObject({
      sub: 'video.example.org',
      room: ROOM,
      context: { user: { id: `guest-${ID}`, name: 'Sam', moderator: false } },
    });
    expect(claimsOf(client.access.jwt)).toMatchObject({
      context: { user: { id: TEST_CLIENT.id, name: TEST_CLIENT.name, moderator: false } },
    });
    expect(JSON.stringify([guest, client])).not.toContain(APP_SECRET);
  });
});
