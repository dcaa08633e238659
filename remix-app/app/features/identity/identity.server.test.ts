import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
// Imported for its type only: the module is loaded after API_URL points at the local server.
import type * as IdentityModule from '#app/features/identity/identity.server.ts';
import { hasAcceptedTerms } from '#app/features/identity/identity.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';

const fake = createFakeApi();
let identity: typeof IdentityModule;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  identity = await import('#app/features/identity/identity.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.reset());

const TOKEN = 'a'.repeat(43);
const browser = () => new Request(`http://localhost:3000/success-verification/${TOKEN}`);

describe('the verification link', () => {
  test('opening it only looks the sign-up up', async () => {
    fake.handler = respond(200, {
      msg: 'The provider request list has got successfully.',
      results: { _id: TOKEN, email: 'ada@example.test', verified: false },
    });
    expect(await identity.findPendingSignUp(browser(), TOKEN)).toEqual({
      ok: true,
      email: 'ada@example.test',
      isVerified: false,
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/api/users/get-request-provider']);
  });

  test('a used or unknown link says so', async () => {
    fake.handler = respond(400, { msg: 'The provider requests can not find.' });
    expect(await identity.findPendingSignUp(browser(), TOKEN)).toEqual({
      ok: false,
      msg: 'The provider requests can not find.',
    });
  });

  test('verifying posts the token with the password set on the page', async () => {
    fake.handler = respond(200, { msg: 'The provider request has verified.' });
    const outcome = await identity.completeRegistration(browser(), TOKEN, {
      newPassword: 'chosen-password-1',
      confirmPassword: 'chosen-password-1',
    });
    expect(outcome).toEqual({ ok: true, msg: 'The provider request has verified.' });
    expect(fake.calls).toEqual([
      {
        path: '/api/api/users/verification',
        authorization: undefined,
        body: { id: TOKEN, password: 'chosen-password-1', confirm_password: 'chosen-password-1' },
      },
    ]);
  });
});

describe('hasAcceptedTerms', () => {
  test.each([
    [undefined, false],
    [null, false],
    ['', false],
    [0, false],
    ['0', false],
    [false, false],
    [1, true],
    ['1', true],
    [true, true],
  ])('first_login %j means accepted: %s', (firstLogin, expected) => {
    expect(hasAcceptedTerms(firstLogin)).toBe(expected);
  });
});
