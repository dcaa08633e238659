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

/** Answers get-appointment with `wire`, and any other call with `{msg}`. */
function answerWith(wire: object) {
  fake.handler = (request, response, call: ApiCall) =>
    call.path.endsWith('/get-appointment')
      ? respond(200, { results: [wire] })(request, response, call)
      : respond(200, { msg: 'You have left the session successfully.' })(request, response, call);
}

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
