import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
// Imported for their types only: the modules are loaded after API_URL points at the local server.
import type * as AuthModule from '#app/features/identity/index.server.ts';
import type * as TwoFactorModule from '#app/features/two-factor/index.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, routeOf } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

const fake = createFakeApi();
let auth: typeof AuthModule;
let twoFactor: typeof TwoFactorModule;
let session: typeof SessionModule;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  auth = await import('#app/features/identity/index.server.ts');
  twoFactor = await import('#app/features/two-factor/index.server.ts');
  session = await import('#app/utils/session.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.reset());

const PENDING_TOKEN = 'p'.repeat(43);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/TeleTherapist:maya%40example.com?secret=${SECRET}&issuer=TeleTherapist`;
const ACCOUNT = {
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'Maya Patel',
  email: 'maya@example.com',
  role: ['provider'],
  practice_name: 'Harbor Light Counseling',
  first_login: 1,
  phone: '',
  photo: '',
  time_zone: 'UTC',
  registered_date: '2026-11-20T09:00:00.000Z',
  token: 'api-token',
};

/** The second step's form post from a browser with a pending sign-in in its cookie. */
async function secondStepPost(code: string, step: 'code' | 'setup' = 'code') {
  const started = await session.startPendingSignIn(
    new Request('http://localhost:3000/login', { method: 'POST' }),
    {
      pendingToken: PENDING_TOKEN,
      step,
      secret: step === 'setup' ? SECRET : null,
      otpauthUri: step === 'setup' ? OTPAUTH : null,
      timeZone: 'Europe/Berlin',
    },
    '/login-two-factor',
  );
  const cookie = String(started.headers.get('set-cookie')).split(';')[0]!;
  return new Request('http://localhost:3000/login-two-factor', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ code }),
  });
}

describe('the sign-in with a second step', () => {
  test('a right password for an account with two-factor sign-in gives the pending step, not a session', async () => {
    fake.handler = respond(200, {
      msg: TWO_FACTOR_MESSAGES.codeNeeded,
      results: { two_factor: 'code', pending_token: PENDING_TOKEN },
    });
    const form = new URLSearchParams({ email: 'maya@example.com', password: 'secret-password-1' });
    const loggedIn = await auth.authenticateLogin(
      new Request('http://localhost:3000/login', { method: 'POST', body: form }),
      { email: 'maya@example.com', password: 'secret-password-1' },
    );
    expect(loggedIn).toEqual({
      kind: 'second-step',
      pendingToken: PENDING_TOKEN,
      step: 'code',
      secret: null,
      otpauthUri: null,
    });
    expect(fake.calls[0]?.body).toMatchObject({ two_factor: true });
  });

  test('the page without a pending sign-in goes to /login; a setup shows the QR code and the key', async () => {
    await expect(
      twoFactor.loadSecondStep(new Request('http://localhost:3000/login-two-factor')),
    ).rejects.toMatchObject({
      status: 302,
      headers: expect.any(Headers),
    });
    const request = await secondStepPost('', 'setup');
    const page = await twoFactor.loadSecondStep(new Request(request.url, { headers: request.headers }));
    expect(page.step).toBe('setup');
    expect(page.enrolment?.secret).toBe(SECRET);
    expect(page.enrolment?.qrSvg).toMatch(/^<svg/);
  });

  test('a wrong code keeps the page with the API msg; 5 wrong codes answer 429', async () => {
    fake.handler = respond(400, { msg: TWO_FACTOR_MESSAGES.wrongCode });
    const wrong = (await twoFactor.submitSecondStep(await secondStepPost('000000'))) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.result.error['']).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    expect(fake.calls[0]).toMatchObject({
      path: '/api/api/users/login-two-factor',
      body: { pending_token: PENDING_TOKEN, code: '000000' },
    });

    fake.handler = respond(429, { msg: TWO_FACTOR_MESSAGES.tooManyWrongCodes });
    const limited = (await twoFactor.submitSecondStep(await secondStepPost('111111'))) as unknown as {
      init: { status: number };
    };
    expect(limited.init.status).toBe(429);
  });

  test('a right code signs in and goes home with the time zone of the login form', async () => {
    fake.handler = respond(200, { msg: 'The login has succeed.', results: ACCOUNT });
    const response = (await twoFactor.submitSecondStep(await secondStepPost('123456'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    const cookie = String(response.headers.get('set-cookie')).split(';')[0]!;
    const signedIn = new Request('http://localhost:3000/dashboard', { headers: { cookie } });
    expect(await session.getSessionUser(signedIn)).toMatchObject({ id: ACCOUNT._id, token: 'api-token' });
    expect(await session.getTimeZone(signedIn)).toBe('Europe/Berlin');
    expect(await session.readPendingSignIn(signedIn)).toBeNull();
  });

  test('a setup at sign-in answers the recovery codes once, with the session', async () => {
    const codes = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];
    fake.handler = respond(200, {
      msg: 'The login has succeed.',
      results: { ...ACCOUNT, recovery_codes: codes },
    });
    const answer = (await twoFactor.submitSecondStep(await secondStepPost('123456', 'setup'))) as unknown as {
      data: { recoveryCodes: string[]; next: string };
      init: { headers: Record<string, string> };
    };
    expect(answer.data).toMatchObject({ recoveryCodes: codes, next: '/dashboard' });
    expect(answer.init.headers['Set-Cookie']).toContain('__tt_session=');
  });
});

describe('the security page', () => {
  test('shows the QR code while an enrolment waits, and no secret once it is on', async () => {
    fake.handler = respond(200, {
      results: {
        is_on: false,
        is_required: true,
        can_require: false,
        recovery_codes_left: 0,
        pending_secret: SECRET,
        otpauth_uri: OTPAUTH,
      },
    });
    const pending = await twoFactor.loadTwoFactorStatus(await loggedInRequest(session));
    expect(pending).toMatchObject({ isOn: false, isRequired: true, enrolment: { secret: SECRET } });
    expect(pending?.enrolment?.qrSvg).toContain('<path');

    fake.handler = respond(200, {
      results: { is_on: true, is_required: false, can_require: true, recovery_codes_left: 7 },
    });
    expect(await twoFactor.loadTwoFactorStatus(await loggedInRequest(session))).toEqual({
      isOn: true,
      isRequired: false,
      canRequire: true,
      recoveryCodesLeft: 7,
      enrolment: null,
    });
  });

  test('confirming answers the recovery codes to show once; turning off sends the code, else the password', async () => {
    fake.handler = (request, response, call) =>
      respond(
        200,
        routeOf(call) === 'users/enable-two-factor'
          ? { msg: TWO_FACTOR_MESSAGES.turnedOn, results: { recovery_codes: ['AAAAA-BBBBB'] } }
          : { msg: TWO_FACTOR_MESSAGES.turnedOff },
      )(request, response, call);
    const enabled = (await twoFactor.submitTwoFactorSettings(
      await loggedInRequest(session),
      new FormData(),
      'two-factor-enable',
    )) as unknown as { init: { status: number } };
    expect(enabled.init.status).toBe(400);
    expect(fake.calls).toHaveLength(0);

    const form = new FormData();
    form.set('code', '123456');
    const confirmed = (await twoFactor.submitTwoFactorSettings(
      await loggedInRequest(session),
      form,
      'two-factor-enable',
    )) as unknown as { data: { recoveryCodes: string[] } };
    expect(confirmed.data.recoveryCodes).toEqual(['AAAAA-BBBBB']);

    const off = new FormData();
    off.set('code', '');
    off.set('password', 'my password');
    const turnedOff = (await twoFactor.submitTwoFactorSettings(
      await loggedInRequest(session),
      off,
      'two-factor-disable',
    )) as Response;
    expect(turnedOff.status).toBe(302);
    expect(fake.calls.map((call) => [routeOf(call), call.body])).toEqual([
      ['users/enable-two-factor', { auth_id: '65a1b2c3d4e5f60718293a4b', code: '123456' }],
      ['users/disable-two-factor', { auth_id: '65a1b2c3d4e5f60718293a4b', password: 'my password' }],
    ]);
  });
});
