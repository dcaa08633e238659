import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../test/fake-api.ts';
import { TEST_CLIENT, TEST_USER, loggedInRequest } from '../../test/logged-in.ts';

// Each side's pages guard themselves (ADR 0031): a client asking for a provider screen is sent to its home,
// a team member asking for a client page to the dashboard, before any call reaches the API (a team route
// would answer a client 403 and end its session). The loaders and actions are the routes' own.

const fake = createFakeApi();
let session: typeof SessionModule;
const ID = '65a1b2c3d4e5f60718293c01';
const BOTH = { ...TEST_USER, id: '65a1b2c3d4e5f60718293b0b', isClient: true };

type Handler = (args: ActionFunctionArgs) => unknown;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  session = await import('#app/utils/session.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  // Whatever is asked answers a refusal: a guard that let a call through shows up in `fake.calls`.
  fake.handler = respond(400, { msg: 'not expected in this test' });
});

/** What a loader or action answers: the redirect it throws or returns, or "rendered". */
async function outcomeOf(handler: Handler, request: Request, params: Record<string, string> = {}) {
  try {
    const answer = await handler({ request, params, context: {} });
    if (answer instanceof Response && answer.status >= 300 && answer.status < 400)
      return answer.headers.get('Location');
    return 'rendered';
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return thrown.headers.get('Location');
    throw thrown;
  }
}

const as = (user: typeof TEST_USER, path: string, init?: RequestInit) =>
  loggedInRequest(session, { user, url: `http://localhost:3000${path}`, init });
const post = { method: 'POST', body: new URLSearchParams({ intent: 'approve', id: ID }) };

/** The provider side: the shell, its pages, and the session day's provider pages. */
const PROVIDER_PAGES: Array<[string, string, () => Promise<{ loader?: Handler; action?: Handler }>]> = [
  ['the shell', '/dashboard', () => import('#app/routes/_shell.tsx')],
  ['the dashboard', '/dashboard', () => import('#app/routes/_shell.dashboard.tsx')],
  ['the calendar', '/appointment', () => import('#app/routes/_shell.appointment/route.tsx')],
  ['create appointment', '/create-appointment', () => import('#app/routes/_shell.create-appointment.tsx')],
  ['appointment types', '/appointment-type', () => import('#app/routes/_shell.appointment-type.tsx')],
  ['add client', '/add-client', () => import('#app/routes/_shell.add-client.tsx')],
  ['security', '/settings-security', () => import('#app/routes/_shell.settings-security.tsx')],
  ['the tiles', '/settings-drag', () => import('#app/routes/_shell.settings-drag.tsx')],
  ['scheduling', '/practice-scheduling', () => import('#app/routes/_shell.practice-scheduling.tsx')],
  ['the room', `/room/${ID}`, () => import('#app/routes/room.$id.tsx')],
  ['the room events', `/room/${ID}/events`, () => import('#app/routes/room.$id.events.ts')],
  ['the session note', `/session-note/${ID}`, () => import('#app/routes/session-note.$id.tsx')],
  ['waiting-room settings', '/settings-waiting', () => import('#app/routes/settings-waiting.tsx')],
  ['the printable invitation', `/invite-print/${ID}`, () => import('#app/routes/invite-print.$id.tsx')],
  ['the reports', '/reports', () => import('#app/routes/_shell.reports.tsx')],
  ['members.csv', '/reports/members.csv', () => import('#app/routes/reports.members[.]csv.ts')],
];

/** The client side: its layout and pages. */
const CLIENT_PAGES: Array<[string, string, () => Promise<{ loader?: Handler; action?: Handler }>]> = [
  ['the client layout', '/home', () => import('#app/routes/_client.tsx')],
  ['the client home', '/home', () => import('#app/routes/_client.home._index.tsx')],
  ['the request form', '/home/request', () => import('#app/routes/_client.home.request.tsx')],
  ['the profile', '/home/profile', () => import('#app/routes/_client.home.profile.tsx')],
  ['the password', '/home/password', () => import('#app/routes/_client.home.password.tsx')],
  [
    'the client live events',
    `/client-session/${ID}/events`,
    () => import('#app/routes/client-session.$id.events.ts'),
  ],
];

describe('a client', () => {
  test.each(PROVIDER_PAGES)(
    'asking for %s (%s) goes to its home, and nothing reaches the API',
    async (_, path, load) => {
      const route = await load();
      if (route.loader)
        expect(await outcomeOf(route.loader, await as(TEST_CLIENT, path), { id: ID })).toBe('/home');
      if (route.action)
        expect(await outcomeOf(route.action, await as(TEST_CLIENT, path, post), { id: ID })).toBe('/home');
      expect(fake.calls).toEqual([]);
    },
  );

  test('typing / or an unknown path ends at its home too (through /dashboard)', async () => {
    const index = await import('#app/routes/_index.tsx');
    expect(await outcomeOf(index.loader as Handler, await as(TEST_CLIENT, '/'))).toBe('/dashboard');
    const shell = await import('#app/routes/_shell.tsx');
    expect(await outcomeOf(shell.loader, await as(TEST_CLIENT, '/dashboard'))).toBe('/home');
  });

  test('already signed in, the login page sends it home', async () => {
    const login = await import('#app/routes/_auth.login.tsx');
    expect(await outcomeOf(login.loader, await as(TEST_CLIENT, '/login'))).toBe('/home');
  });

  test('can open its log-out page, whose Cancel returns home', async () => {
    const logout = await import('#app/routes/_auth.logout.tsx');
    const answer = (await logout.loader({
      request: await as(TEST_CLIENT, '/logout'),
      params: {},
      context: {},
    })) as { home: string };
    expect(answer.home).toBe('/home');
  });
});

describe('a team member who is not a client', () => {
  test.each(CLIENT_PAGES)(
    'asking for %s (%s) goes to the dashboard, and nothing reaches the API',
    async (_, path, load) => {
      const route = await load();
      if (route.loader)
        expect(await outcomeOf(route.loader, await as(TEST_USER, path), { id: ID })).toBe('/dashboard');
      if (route.action)
        expect(await outcomeOf(route.action, await as(TEST_USER, path, post), { id: ID })).toBe('/dashboard');
      expect(fake.calls).toEqual([]);
    },
  );

  test('gets the waiting screen at /client-session/{id}, even with ?as=client', async () => {
    const page = await import('#app/routes/client-session.$id.tsx');
    await outcomeOf(page.loader, await as(TEST_USER, `/client-session/${ID}?as=client`), { id: ID });
    // The team's read: no client role in the body.
    expect(fake.calls.map((call) => [call.path, call.body.role])).toEqual([
      ['/api/api/appointments/get-appointment', undefined],
    ]);
  });
});

describe('someone who is both', () => {
  test('reaches the dashboard and its client home', async () => {
    fake.handler = respond(200, { msg: 'ok', results: null });
    const shell = await import('#app/routes/_shell.tsx');
    expect(await outcomeOf(shell.loader, await as(BOTH, '/dashboard'))).toBe('rendered');
    const password = await import('#app/routes/_client.home.password.tsx');
    expect(await outcomeOf(password.loader, await as(BOTH, '/home/password'))).toBe('rendered');
  });

  test('is the client at /client-session/{id}?as=client, and the team member without it', async () => {
    const page = await import('#app/routes/client-session.$id.tsx');
    await outcomeOf(page.loader, await as(BOTH, `/client-session/${ID}?as=client`), { id: ID });
    await outcomeOf(page.loader, await as(BOTH, `/client-session/${ID}`), { id: ID });
    expect(fake.calls.map((call) => call.body.role)).toEqual(['client', undefined]);
  });
});

test('without a session every page of either side goes to /login', async () => {
  for (const [, path, load] of [...PROVIDER_PAGES, ...CLIENT_PAGES]) {
    const route = await load();
    if (route.loader)
      expect(await outcomeOf(route.loader, new Request(`http://localhost:3000${path}`), { id: ID })).toBe(
        '/login',
      );
  }
  expect(fake.calls).toEqual([]);
});

test('a web session sealed before clients could log in (no sides) is a provider’s', async () => {
  const { isProvider: _p, isClient: _c, ...older } = TEST_USER;
  const response = await session.createUserSession({
    request: new Request('http://localhost:3000/login'),
    user: older as typeof TEST_USER,
    timeZone: 'UTC',
    redirectTo: '/dashboard',
  });
  const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  const user = await session.getSessionUser(
    new Request('http://localhost:3000/', { headers: { Cookie: cookie } }),
  );
  expect(user).toMatchObject({ id: TEST_USER.id, isProvider: true, isClient: false });
});
