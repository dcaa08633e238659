import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import { totpAt } from '../src/services/identity/two-factor/totp.js';
import { hashRecoveryCode } from '../src/services/identity/two-factor/recovery-codes.js';
import { createTestApp, logInAs, seedClient, seedProvider, type TestApp } from './support/app.js';

/**
 * Two-factor sign-in (issue 29, ADR 0045) through the real app: enrolment, the second step, its limits, the
 * recovery codes, the owner's rule and the original apps' login. Every refusal is read back: nothing changed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STEP_MS = 30_000;

async function count(sql: string, ...values: unknown[]): Promise<number> {
  const [row] = await t.deps.db.sequelize.query<{ n: number }>(sql, {
    replacements: values,
    type: QueryTypes.SELECT,
  });
  return Number(row?.n ?? 0);
}
const liveSessionsOf = (userId: string) =>
  count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL', userId);
const pendingTokensOf = (userId: string) =>
  count(
    `SELECT COUNT(*) AS n FROM one_time_tokens WHERE user_id = ? AND purpose = 'two_factor_sign_in'`,
    userId,
  );

type Person = { id: string; email: string; password: string };

/** Turns two-factor sign-in on for a signed-in person; answers the secret and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await t.post('users/setup-two-factor', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().results as { secret: string };
  const enabled = await t.post('users/enable-two-factor', { code: totpAt(secret, t.clock.now()) }, token);
  expect(enabled.statusCode).toBe(200);
  t.clock.advance(STEP_MS);
  return { secret, codes: (enabled.json().results as { recovery_codes: string[] }).recovery_codes };
}

/** The web app's first step: the password, saying it can answer a second step. */
async function startSignIn(person: Person) {
  const response = await t.post('users/login', {
    email: person.email,
    password: person.password,
    role: 'provider',
    two_factor: true,
  });
  expect(response.statusCode).toBe(200);
  return response.json().results as {
    two_factor?: string;
    pending_token?: string;
    secret?: string;
    token?: string;
  };
}

describe('enrolment', () => {
  it('shows a secret to scan, turns on only with a right code, and never shows the secret again', async () => {
    const person = await seedProvider(t.deps.db);
    const token = await logInAs(t, person);
    const before = await t.post('users/get-two-factor', {}, token);
    expect(before.json().results).toEqual({
      is_on: false,
      is_required: false,
      can_require: true,
      recovery_codes_left: 0,
    });

    const setup = await t.post('users/setup-two-factor', {}, token);
    const { secret, otpauth_uri } = setup.json().results as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    // Until it is confirmed the page can show it again (a reload keeps the QR code).
    expect((await t.post('users/get-two-factor', {}, token)).json().results).toMatchObject({
      is_on: false,
      pending_secret: secret,
    });

    const wrong = await t.post('users/enable-two-factor', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.wrongCode });
    expect((await t.post('users/get-two-factor', {}, token)).json().results.is_on).toBe(false);

    const enabled = await t.post('users/enable-two-factor', { code: totpAt(secret, t.clock.now()) }, token);
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().results.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const after = await t.post('users/get-two-factor', {}, token);
    expect(after.json().results).toEqual({
      is_on: true,
      is_required: false,
      can_require: true,
      recovery_codes_left: 10,
    });
    expect(after.body).not.toContain(secret);
    // Stored sealed and hashed: neither the secret nor a recovery code is in the database in clear.
    const [stored] = await t.deps.db.sequelize.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM two_factor_credentials WHERE user_id = ?',
      { replacements: [person.id], type: QueryTypes.SELECT },
    );
    expect(stored?.secret_sealed).toMatch(/^v1\./);
    expect(stored?.secret_sealed).not.toContain(secret);
    const hashes = await t.deps.db.sequelize.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ?',
      { replacements: [person.id], type: QueryTypes.SELECT },
    );
    expect(hashes).toHaveLength(10);
    // Kept as the hashes of the codes shown, never the codes themselves.
    const kept = hashes.map(({ code_hash }) => code_hash);
    expect(kept.sort()).toEqual(codes.map((code) => hashRecoveryCode(code.replace('-', ''))).sort());
    for (const code of codes) expect(kept).not.toContain(code.replace('-', ''));

    expect((await t.post('users/setup-two-factor', {}, token)).json()).toEqual({
      msg: TWO_FACTOR_MESSAGES.alreadyOn,
    });
  });
});

describe('sign-in with a second step', () => {
  it('asks for a code after the password, refuses a wrong one, and signs in with a right one', async () => {
    const person = await seedProvider(t.deps.db);
    const { secret } = await enrol(await logInAs(t, person));
    const sessionsBefore = await liveSessionsOf(person.id);

    const first = await startSignIn(person);
    expect(first).toEqual({ two_factor: 'code', pending_token: expect.any(String) });
    expect(await liveSessionsOf(person.id)).toBe(sessionsBefore);

    const wrong = await t.post('users/login-two-factor', {
      pending_token: first.pending_token,
      code: '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.wrongCode });
    expect(await liveSessionsOf(person.id)).toBe(sessionsBefore);

    const right = await t.post('users/login-two-factor', {
      pending_token: first.pending_token,
      code: totpAt(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(200);
    const session = right.json().results as { token: string; _id: string; recovery_codes?: string[] };
    expect(session._id).toBe(person.id);
    expect(session.recovery_codes).toBeUndefined();
    expect((await t.post('users/get-simple-user', {}, session.token)).statusCode).toBe(200);
    expect(await liveSessionsOf(person.id)).toBe(sessionsBefore + 1);

    // The pending token worked once.
    const again = await t.post('users/login-two-factor', {
      pending_token: first.pending_token,
      code: totpAt(secret, new Date(t.clock.now().getTime() + STEP_MS)),
    });
    expect(again.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.signInExpired });
  });

  it('accepts a code one step early or late, not two, and never the same code twice (replay)', async () => {
    const person = await seedProvider(t.deps.db);
    const { secret } = await enrol(await logInAs(t, person));
    const now = () => t.clock.now().getTime();
    t.clock.advance(2 * STEP_MS);

    const late = await startSignIn(person);
    const lateCode = totpAt(secret, new Date(now() - STEP_MS));
    const accepted = await t.post('users/login-two-factor', {
      pending_token: late.pending_token,
      code: lateCode,
    });
    expect(accepted.statusCode).toBe(200);

    // The same code (and an older one) again, from a new sign-in: refused.
    const replay = await startSignIn(person);
    const replayed = await t.post('users/login-two-factor', {
      pending_token: replay.pending_token,
      code: lateCode,
    });
    expect(replayed.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.wrongCode });

    t.clock.advance(10 * STEP_MS);
    const tooOld = await t.post('users/login-two-factor', {
      pending_token: replay.pending_token,
      code: totpAt(secret, new Date(now() - 2 * STEP_MS)),
    });
    expect(tooOld.statusCode).toBe(400);
    const early = await t.post('users/login-two-factor', {
      pending_token: replay.pending_token,
      code: totpAt(secret, new Date(now() + STEP_MS)),
    });
    expect(early.statusCode).toBe(200);
  });

  it('answers 429 after 5 wrong codes, even to a right one, and lets the person in after the wait', async () => {
    const person = await seedProvider(t.deps.db);
    const { secret } = await enrol(await logInAs(t, person));
    const { pending_token } = await startSignIn(person);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.post('users/login-two-factor', { pending_token, code: String(100000 + i) });
      expect(wrong.statusCode).toBe(400);
    }
    const sessionsBefore = await liveSessionsOf(person.id);
    const blocked = await t.post('users/login-two-factor', {
      pending_token,
      code: totpAt(secret, t.clock.now()),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.tooManyWrongCodes });
    expect(await liveSessionsOf(person.id)).toBe(sessionsBefore);

    t.clock.advance(15 * 60_000);
    const later = await startSignIn(person);
    const right = await t.post('users/login-two-factor', {
      pending_token: later.pending_token,
      code: totpAt(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(200);
  });

  it('checks no more than 5 codes however many arrive at once', async () => {
    const person = await seedProvider(t.deps.db);
    await enrol(await logInAs(t, person));
    const { pending_token } = await startSignIn(person);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_v, i) =>
        t.post('users/login-two-factor', { pending_token, code: String(200000 + i) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('takes a recovery code once', async () => {
    const person = await seedProvider(t.deps.db);
    const { codes } = await enrol(await logInAs(t, person));
    const first = await startSignIn(person);
    const used = await t.post('users/login-two-factor', {
      pending_token: first.pending_token,
      code: codes[3]!.toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    const token = (used.json().results as { token: string }).token;
    expect((await t.post('users/get-two-factor', {}, token)).json().results.recovery_codes_left).toBe(9);

    const second = await startSignIn(person);
    const reused = await t.post('users/login-two-factor', {
      pending_token: second.pending_token,
      code: codes[3],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.wrongCode });
  });

  it('refuses an unknown or expired pending token without a session', async () => {
    const person = await seedProvider(t.deps.db);
    const { secret } = await enrol(await logInAs(t, person));
    const unknown = await t.post('users/login-two-factor', { pending_token: 'x'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.signInExpired });
    const { pending_token } = await startSignIn(person);
    t.clock.advance(11 * 60_000);
    const expired = await t.post('users/login-two-factor', {
      pending_token,
      code: totpAt(secret, t.clock.now()),
    });
    expect(expired.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.signInExpired });
  });
});

describe("the original apps' login", () => {
  it('answers 403 with a msg for an account with two-factor sign-in, and changes nothing', async () => {
    const person = await seedProvider(t.deps.db);
    await enrol(await logInAs(t, person));
    const sessionsBefore = await liveSessionsOf(person.id);
    const tokensBefore = await pendingTokensOf(person.id);
    for (const role of ['provider', 'any', undefined]) {
      const response = await t.post('users/login', { email: person.email, password: person.password, role });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.useWebApp });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // A wrong password still says only that the login failed.
    const wrong = await t.post('users/login', {
      email: person.email,
      password: 'not it at all',
      role: 'provider',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await liveSessionsOf(person.id)).toBe(sessionsBefore);
    expect(await pendingTokensOf(person.id)).toBe(tokensBefore);
  });
});

describe("the owner's rule", () => {
  it('sends a member without an authenticator to set one up at sign-in, and leaves another practice alone', async () => {
    const owner = await seedProvider(t.deps.db);
    const member = await seedProvider(t.deps.db, { practiceId: owner.practiceId, teamRole: 'provider' });
    const client = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: owner.id,
      password: 'client horse battery',
    });
    const stranger = await seedProvider(t.deps.db);
    const memberToken = await logInAs(t, member);

    const refused = await t.post('users/require-two-factor', { is_required: true }, memberToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.ownersOnly });

    const ownerToken = await logInAs(t, owner);
    const required = await t.post('users/require-two-factor', { is_required: true }, ownerToken);
    expect(required.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.nowRequired });
    expect((await t.post('users/get-two-factor', {}, memberToken)).json().results.is_required).toBe(true);

    // The original apps cannot set one up: 403, no session.
    const sessionsBefore = await liveSessionsOf(member.id);
    const legacy = await t.post('users/login', {
      email: member.email,
      password: member.password,
      role: 'provider',
    });
    expect(legacy.statusCode).toBe(403);
    expect(legacy.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.useWebAppToSetUp });
    expect(await liveSessionsOf(member.id)).toBe(sessionsBefore);

    const first = await startSignIn(member);
    expect(first).toMatchObject({ two_factor: 'setup', pending_token: expect.any(String) });
    const secret = first.secret!;
    const done = await t.post('users/login-two-factor', {
      pending_token: first.pending_token,
      code: totpAt(secret, t.clock.now()),
    });
    expect(done.statusCode).toBe(200);
    const results = done.json().results as { token: string; recovery_codes: string[] };
    expect(results.recovery_codes).toHaveLength(10);
    const status = await t.post('users/get-two-factor', {}, results.token);
    expect(status.json().results).toMatchObject({ is_on: true, is_required: true, can_require: false });
    // Required: it stays on.
    const off = await t.post('users/disable-two-factor', { password: member.password }, results.token);
    expect(off.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.requiredByPractice });

    // The practice's clients and another practice's team sign in as before.
    const clientLogin = await t.post('users/login', {
      email: client.email,
      password: 'client horse battery',
      role: 'client',
    });
    expect(clientLogin.statusCode).toBe(200);
    const strangerLogin = await t.post('users/login', {
      email: stranger.email,
      password: stranger.password,
      role: 'provider',
    });
    expect(strangerLogin.statusCode).toBe(200);
    expect((strangerLogin.json().results as { token: string }).token).toEqual(expect.any(String));
  });
});

describe('turning it off', () => {
  it('asks for a current code or the password, and then the login has no second step', async () => {
    const person = await seedProvider(t.deps.db);
    const token = await logInAs(t, person);
    const { secret } = await enrol(token);

    expect((await t.post('users/disable-two-factor', {}, token)).json()).toEqual({
      msg: TWO_FACTOR_MESSAGES.confirmTurnOff,
    });
    const wrongPassword = await t.post('users/disable-two-factor', { password: 'not the password' }, token);
    expect(wrongPassword.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.wrongPassword });
    const wrongCode = await t.post('users/disable-two-factor', { code: '000000' }, token);
    expect(wrongCode.statusCode).toBe(400);
    expect((await t.post('users/get-two-factor', {}, token)).json().results.is_on).toBe(true);

    const off = await t.post('users/disable-two-factor', { code: totpAt(secret, t.clock.now()) }, token);
    expect(off.json()).toEqual({ msg: TWO_FACTOR_MESSAGES.turnedOff });
    expect(
      await count('SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ?', person.id),
    ).toBe(0);
    const login = await t.post('users/login', {
      email: person.email,
      password: person.password,
      role: 'provider',
    });
    expect(login.statusCode).toBe(200);
  });
});
