import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
// Imported for their types only: the modules are loaded after API_URL points at the local server.
import type * as AuthModule from '#app/features/identity/auth.server.ts';
import type * as IdentityModule from '#app/features/identity/identity.server.ts';
import type * as ClientsModule from '#app/features/clients/index.server.ts';
import type * as SupportModule from '#app/features/support/index.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import type * as TwoFactorModule from '#app/features/two-factor/index.server.ts';
import type * as BookingModule from '#app/features/booking/index.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@tele/contract/routes';

// The API rate-limits its identity routes per browser address (ADR 0021). Each web function that calls one
// must forward the address serve.js stamped on the browser's request, or every browser is counted as this
// server and 31 junk posts from one address lock everybody out (the review's N4, on accept-invitation).
// Each function is called as its route calls it, against a local server standing in for the API.

const fake = createFakeApi();
let auth: typeof AuthModule;
let identity: typeof IdentityModule;
let clients: typeof ClientsModule;
let support: typeof SupportModule;
let session: typeof SessionModule;
let twoFactor: typeof TwoFactorModule;
let booking: typeof BookingModule;

const INTERNAL_SECRET = 'the-web-apps-internal-secret-0123456789';
const BROWSER_ADDRESS = '203.0.113.41';
const TOKEN = 'b'.repeat(43);
const PASSWORD = 'chosen-password-1';

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  vi.stubEnv('API_INTERNAL_SECRET', INTERNAL_SECRET);
  auth = await import('#app/features/identity/auth.server.ts');
  identity = await import('#app/features/identity/identity.server.ts');
  clients = await import('#app/features/clients/index.server.ts');
  support = await import('#app/features/support/index.server.ts');
  session = await import('#app/utils/session.server.ts');
  twoFactor = await import('#app/features/two-factor/index.server.ts');
  booking = await import('#app/features/booking/index.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.handler = (request, response, call) =>
    respond(
      200,
      call.path === '/api/api/users/login' || call.path === '/api/api/users/login-two-factor'
        ? {
            msg: 'The login has succeed.',
            results: { _id: '65a1b2c3d4e5f60718293a4b', token: 'api-token', role: ['provider'] },
          }
        : { msg: 'Done.' },
    )(request, response, call);
});

/** A browser's POST as serve.js hands it to the app: with the address it stamped. */
const fromBrowser = (path: string) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'x-client-address': BROWSER_ADDRESS },
  });

/** The same from a signed-in browser (the settings page's password change). */
async function fromSignedInBrowser(path: string): Promise<Request> {
  const signedIn = await loggedInRequest(session, { url: `http://localhost:3000${path}` });
  const headers = new Headers(signedIn.headers);
  headers.set('x-client-address', BROWSER_ADDRESS);
  return new Request(signedIn.url, { method: 'POST', headers });
}

/** The second step's form post from a browser whose password was right (its pending sign-in in the cookie). */
async function fromBrowserWithPendingSignIn(code: string): Promise<Request> {
  const started = await session.startPendingSignIn(
    new Request('http://localhost:3000/login', { method: 'POST' }),
    { pendingToken: TOKEN, step: 'code', secret: null, otpauthUri: null, timeZone: 'UTC' },
    '/login-two-factor',
  );
  const cookie = String(started.headers.get('set-cookie')).split(';')[0]!;
  return new Request('http://localhost:3000/login-two-factor', {
    method: 'POST',
    headers: { 'x-client-address': BROWSER_ADDRESS, cookie },
    body: new URLSearchParams({ code }),
  });
}

/** Every web function that calls a rate-limited route, and the route it calls. */
const CALLS: { via: string; route: string; call: () => Promise<unknown> }[] = [
  {
    via: 'the login form (authenticateLogin, through remix-auth)',
    route: 'users/login',
    call: () => auth.authenticateLogin(fromBrowser('/login'), { email: 'a@b.co', password: PASSWORD }),
  },
  {
    via: "the sign-in's second step (submitSecondStep)",
    route: 'users/login-two-factor',
    call: async () => twoFactor.submitSecondStep(await fromBrowserWithPendingSignIn('123456')),
  },
  {
    via: 'sign-up (registerProvider)',
    route: 'users/register-provider',
    call: () =>
      identity.registerProvider(fromBrowser('/register-provider/'), {
        practiceName: 'Harbor Light',
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
  },
  {
    via: 'the verification link (completeRegistration)',
    route: 'users/verification',
    call: () =>
      identity.completeRegistration(fromBrowser(`/success-verification/${TOKEN}`), TOKEN, {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
  },
  {
    via: 'forgot password (requestPasswordReset)',
    route: 'users/forgot-password',
    call: () => identity.requestPasswordReset(fromBrowser('/forgot-password'), { email: 'ada@example.test' }),
  },
  {
    via: 'the reset link (resetPassword)',
    route: 'users/reset-password',
    call: () =>
      identity.resetPassword(fromBrowser(`/reset-password/${TOKEN}`), TOKEN, {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
  },
  {
    via: 'the settings password change (changePassword)',
    route: 'users/reset-password',
    call: async () =>
      identity.changePassword(await fromSignedInBrowser('/settings-security'), {
        currentPassword: 'old-password-1',
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      }),
  },
  {
    via: 'accepting an invitation (acceptInvitation)',
    route: 'users/accept-invitation',
    call: () => clients.acceptInvitation(fromBrowser(`/accept-invitation/${TOKEN}`), TOKEN),
  },
  {
    via: 'a request to support (contactSupport)',
    route: 'users/send-contact',
    call: async () =>
      support.contactSupport(await fromSignedInBrowser('/support'), {
        topic: 'Technical Support',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        jobTitle: 'Owner',
        companyName: 'Harbor Light',
        message: 'The video does not start.',
      }),
  },
  {
    via: 'the public booking page (submitBooking)',
    route: 'availability/request-booking',
    call: () => {
      const form = new URLSearchParams({
        type: '65a1b2c3d4e5f60718293a4c',
        zone: 'Australia/Sydney',
        slot: '2026-11-23T14:00:00.000Z',
        name: 'Jordan Lee',
        email: 'jordan@example.test',
        phone: '555 123 4567',
      });
      return booking.submitBooking(
        new Request('http://localhost:3000/book/maya-patel-7k2q', {
          method: 'POST',
          headers: { 'x-client-address': BROWSER_ADDRESS },
          body: form,
        }),
        'maya-patel-7k2q',
      );
    },
  },
];

describe("the browser's address reaches every rate-limited route", () => {
  test.each(CALLS)('$via: one call to $route with the address and the secret', async ({ route, call }) => {
    await call();
    expect(fake.calls.map((received) => received.path)).toEqual([`/api/api/${route}`]);
    expect(fake.headers).toHaveLength(1);
    expect(fake.headers[0]).toMatchObject({
      'x-api-internal-secret': INTERNAL_SECRET,
      'x-client-address': BROWSER_ADDRESS,
    });
  });

  test('the list above covers every rate-limited route the web app calls', () => {
    const called = calledRoutes();
    const limitedAndCalled = rateLimitedRoutes().filter((route) => called.has(route));
    // Login, sign-up, verification, forgot and reset password, accepting an invitation at least.
    expect(limitedAndCalled.length).toBeGreaterThanOrEqual(6);
    expect(new Set(CALLS.map(({ route }) => route))).toEqual(new Set(limitedAndCalled));
  });
});

/** The routes the web app's own code names (`'<group>/<name>'` in app/, tests left out). */
function calledRoutes(): Set<string> {
  const appDir = fileURLToPath(new URL('../../', import.meta.url));
  const sources = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const names = new Set<string>();
  for (const file of sources)
    for (const match of readFileSync(path.join(appDir, file), 'utf8').matchAll(/'([a-z-]+\/[a-z-]+)'/g))
      if (match[1]! in ROUTES) names.add(match[1]!);
  return names;
}

/** The routes the contract marks rate-limited, so that a route limited later cannot be forgotten here. */
function rateLimitedRoutes(): string[] {
  const routes = Object.entries(ROUTES)
    .filter(([, route]) => 'isRateLimited' in route && route.isRateLimited)
    .map(([name]) => name);
  // The API limits nine today; finding fewer would mean the contract is no longer read right.
  expect(routes.length).toBeGreaterThanOrEqual(9);
  return routes;
}
