import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
// Imported for its type only: the module is loaded after API_URL points at the local server.
import type * as AuthModule from '#app/features/identity/auth.server.ts';
import { LoginSchema } from '#app/features/identity/form-schemas.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import { createFakeApi, respond } from '../../../test/fake-api.ts';

// The login action reads the browser's form once and hands remix-auth the checked fields: the
// login reaches the API as before, from a request whose body is already used.

const fake = createFakeApi();
let auth: typeof AuthModule;
const INTERNAL_SECRET = 'the-web-apps-internal-secret-0123456789';

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  vi.stubEnv('API_INTERNAL_SECRET', INTERNAL_SECRET);
  auth = await import('#app/features/identity/auth.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.reset());

/** The login form as a browser posts it, through serve.js (which stamped the browser's address). */
const loginPost = (fields: Record<string, string>) =>
  new Request('http://localhost:3000/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-address': '198.51.100.7' },
    body: new URLSearchParams(fields),
  });

/** What the login action does before it authenticates: read the form (once) and check it. */
async function readLoginForm(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: LoginSchema });
  if (submission.status !== 'success') throw new Error('the test form should be valid');
  return submission.value;
}

describe('authenticateLogin', () => {
  test('logs in from a form the action has already read: one call with the checked fields and the browser address', async () => {
    fake.handler = respond(200, {
      msg: 'The login has succeed.',
      results: {
        _id: '65a1b2c3d4e5f60718293a4b',
        token: 'api-token',
        name: 'Maya Patel',
        time_zone: 'UTC',
        role: ['provider'],
      },
    });
    const request = loginPost({
      email: 'maya@example.com',
      password: 'secret-password-1',
      timeZone: 'Europe/Berlin',
    });
    const values = await readLoginForm(request);
    expect(request.bodyUsed).toBe(true);

    const loggedIn = await auth.authenticateLogin(request, values);

    expect(loggedIn).toMatchObject({
      kind: 'signed-in',
      user: { id: '65a1b2c3d4e5f60718293a4b', token: 'api-token' },
    });
    expect(fake.calls).toEqual([
      {
        path: '/api/api/users/login',
        authorization: undefined,
        body: {
          email: 'maya@example.com',
          password: 'secret-password-1',
          // One form for everyone: the API answers whichever account the address is (ADR 0031).
          role: 'any',
          // The web app can answer a second step (ADR 0045).
          two_factor: true,
          time_zone: 'Europe/Berlin',
        },
      },
    ]);
    expect(fake.headers[0]).toMatchObject({
      'x-api-internal-secret': INTERNAL_SECRET,
      'x-client-address': '198.51.100.7',
    });
  });

  test("a refused login is a LoginError with the API's message and status", async () => {
    fake.handler = respond(429, { msg: 'Too many attempts. Please wait a minute and try again.' });
    const request = loginPost({ email: 'maya@example.com', password: 'wrong-password-1' });
    const refused = await auth.authenticateLogin(request, await readLoginForm(request)).catch((e) => e);
    expect(refused).toBeInstanceOf(auth.LoginError);
    expect(refused).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
      status: 429,
    });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('where a login lands (ADR 0031)', () => {
  const logInWithRoles = async (role: unknown) => {
    fake.handler = respond(200, {
      msg: 'The login has succeed.',
      results: { _id: '65a1b2c3d4e5f60718293a4b', token: 'api-token', name: 'Jordan Alvarez', role },
    });
    const request = loginPost({ email: 'jordan@example.com', password: 'secret-password-1' });
    return auth.authenticateLogin(request, await readLoginForm(request)).catch((error: unknown) => error);
  };

  test.each([
    [['client'], { isProvider: false, isClient: true }, '/home'],
    [['provider'], { isProvider: true, isClient: false }, '/dashboard'],
    [['provider', 'client'], { isProvider: true, isClient: true }, '/dashboard'],
  ])('the answer role %j is remembered as %j and lands on %s', async (role, sides, home) => {
    const loggedIn = await logInWithRoles(role);
    expect(loggedIn).toMatchObject({ user: sides });
    expect(auth.homeOf((loggedIn as { user: { isProvider: boolean } }).user)).toBe(home);
    expect(fake.calls).toHaveLength(1);
  });

  test('an answer naming neither side logs nobody in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await logInWithRoles([]);
    expect(refused).toBeInstanceOf(auth.LoginError);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
