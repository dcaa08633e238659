import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as ProviderRoomModule from '#app/features/session-day/provider-room.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, type ApiCall } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// Who the video room lets in, and how a colleague leaves, against a local server answering as legacy-api does.

const fake = createFakeApi();
let room: typeof ProviderRoomModule;
let session: typeof SessionModule;

const ID = '65a1b2c3d4e5f60718293c01';
const COLLEAGUE_ID = '65a1b2c3d4e5f60718293a99';
const MINUTE = 60_000;

/** The appointment as get-appointment answers a team member: the own provider alone gets `room_key`. */
function appointmentWire({ startsIn, isOwn }: { startsIn: number; isOwn: boolean }) {
  const start = new Date(Date.now() + startsIn * MINUTE);
  return {
    _id: ID,
    title: 'Weekly Session',
    provider_id: isOwn ? TEST_USER.id : COLLEAGUE_ID,
    provider_name: 'Robin Colleague',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 50 * MINUTE).toISOString(),
    state: 2,
    clientInfo: [{ _id: '65a1b2c3d4e5f60718293a01', name: 'Sam Client' }],
    ...(isOwn ? { room_key: 'k'.repeat(32) } : {}),
  };
}

const request = (invitedRole: string | null, method = 'GET', body?: URLSearchParams) =>
  loggedInRequest(session, { url: `http://localhost:3000/room/${ID}`, user: { invitedRole } }).then(
    (loggedIn) => new Request(loggedIn, { method, body }),
  );

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  room = await import('#app/features/session-day/provider-room.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

const ROOM = 'TeleTherapist-0123456789abcdef0123456789abcdef';

/** Answers get-appointment with `wire`, and any other call with `{msg}`. */
function answerWith(wire: object) {
  fake.handler = (request, response, call: ApiCall) =>
    call.path.endsWith('/get-appointment')
      ? respond(200, { results: [wire] })(request, response, call)
      : respond(200, { msg: 'You have left the session successfully.' })(request, response, call);
}

/** Answers get-appointment with `wire`, and join-appointment as the API does: the room's name, or a refusal. */
function answerJoin(wire: object, joined: { ok: boolean }) {
  fake.handler = (request, response, call: ApiCall) =>
    call.path.endsWith('/get-appointment')
      ? respond(200, { results: [wire] })(request, response, call)
      : joined.ok
        ? respond(200, { msg: 'You joined.', results: { room_name: ROOM } })(request, response, call)
        : respond(400, { msg: 'This session has finished.' })(request, response, call);
}

async function join(invitedRole: string | null) {
  return room.providerRoomAction(
    await request(invitedRole, 'POST', new URLSearchParams({ intent: 'join' })),
    ID,
  );
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    room: string;
    context: { user: { id: string; moderator: boolean } };
  };

async function load(invitedRole: string | null) {
  try {
    const loaded = await room.loadProviderRoom(await request(invitedRole), ID);
    return 'data' in loaded ? { ...(loaded.data as object), status: loaded.init?.status } : loaded;
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
    throw thrown;
  }
}

describe("a colleague's session", () => {
  test('owners, providers and the account creator wait on the waiting screen until the start', async () => {
    answerWith(appointmentWire({ startsIn: 10, isOwn: false }));
    for (const role of ['owner', 'provider', null]) {
      expect(await load(role)).toEqual({ redirect: `/client-session/${ID}` });
    }
  });

  test('from the start they come in beside its provider, who runs it', async () => {
    answerWith(appointmentWire({ startsIn: -1, isOwn: false }));
    expect(await load('owner')).toMatchObject({
      kind: 'room',
      isOwn: false,
      providerName: 'Robin Colleague',
    });
  });

  test('an administrator is refused at once, whatever the time', async () => {
    for (const startsIn of [10, -1]) {
      answerWith(appointmentWire({ startsIn, isOwn: false }));
      expect(await load('administrator')).toEqual({
        kind: 'refused',
        msg: 'You can not join a session by your permission',
        status: 403,
      });
    }
  });

  test('the own provider runs the room at any time', async () => {
    answerWith(appointmentWire({ startsIn: 30, isOwn: true }));
    expect(await load(null)).toMatchObject({ kind: 'room', isOwn: true });
  });

  test('a colleague leaves with out-appointment alone: nothing stops admitting the client', async () => {
    answerWith(appointmentWire({ startsIn: -1, isOwn: false }));
    const answer = await room.providerRoomAction(
      await request('owner', 'POST', new URLSearchParams({ intent: 'leave' })),
      ID,
    );
    expect(answer).toEqual({ intent: 'leave', ok: true, msg: 'You have left the session successfully.' });
    expect(fake.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/api/appointments/out-appointment', { auth_id: TEST_USER.id, id: ID, role: 'provider' }],
    ]);
  });
});

describe('what lets one into the video room (ADR 0022)', () => {
  test('no loader data carries the room, its password or a token', async () => {
    answerWith(appointmentWire({ startsIn: -1, isOwn: true }));
    const loaded = JSON.stringify(await load(null));
    expect(loaded).not.toMatch(/password|jwt|access|TeleTherapist-/);
  });

  test("on a public host the own provider gets the room's password and sets it", async () => {
    answerJoin(appointmentWire({ startsIn: -1, isOwn: true }), { ok: true });
    const answer = await join(null);
    expect(answer).toMatchObject({ intent: 'join', ok: true, roomName: ROOM });
    expect(answer.intent === 'join' && answer.ok && answer.access).toEqual({
      password: expect.stringMatching(/^[0-9a-f]{24}$/),
      setsPassword: true,
    });
  });

  test('a colleague beside them gets the same password, and does not set it', async () => {
    answerJoin(appointmentWire({ startsIn: -1, isOwn: true }), { ok: true });
    const own = await join(null);
    answerJoin(appointmentWire({ startsIn: -1, isOwn: false }), { ok: true });
    const colleague = await join('owner');
    if (own.intent !== 'join' || !own.ok || colleague.intent !== 'join' || !colleague.ok)
      throw new Error('expected two joins');
    expect(colleague.access).toEqual({ ...own.access, setsPassword: false });
  });

  test('a refused join carries neither the room nor anything that opens it', async () => {
    answerJoin(appointmentWire({ startsIn: -1, isOwn: true }), { ok: false });
    expect(await join(null)).toEqual({ intent: 'join', ok: false, msg: 'This session has finished.' });
  });

  test('with a self-hosted Jitsi each joins with a token, moderator for the own provider only', async () => {
    vi.stubEnv('JITSI_DOMAIN', 'https://video.example.org');
    vi.stubEnv('JITSI_APP_ID', 'teletherapist');
    vi.stubEnv('JITSI_APP_SECRET', 'a-jitsi-app-secret-that-is-long-enough');
    vi.resetModules();
    room = await import('#app/features/session-day/provider-room.server.ts');
    session = await import('#app/utils/session.server.ts');
    try {
      answerJoin(appointmentWire({ startsIn: -1, isOwn: true }), { ok: true });
      const own = await join(null);
      answerJoin(appointmentWire({ startsIn: -1, isOwn: false }), { ok: true });
      const colleague = await join('owner');
      if (own.intent !== 'join' || !own.ok || colleague.intent !== 'join' || !colleague.ok)
        throw new Error('expected two joins');
      if (!('jwt' in own.access) || !('jwt' in colleague.access)) throw new Error('expected tokens');
      expect(claimsOf(own.access.jwt)).toMatchObject({
        room: ROOM,
        context: { user: { id: TEST_USER.id, moderator: true } },
      });
      expect(claimsOf(colleague.access.jwt).context.user.moderator).toBe(false);
      expect(JSON.stringify([own, colleague])).not.toContain('a-jitsi-app-secret');
    } finally {
      vi.stubEnv('JITSI_DOMAIN', '');
      vi.stubEnv('JITSI_APP_ID', '');
      vi.stubEnv('JITSI_APP_SECRET', '');
      vi.resetModules();
      room = await import('#app/features/session-day/provider-room.server.ts');
      session = await import('#app/utils/session.server.ts');
    }
  });
});
