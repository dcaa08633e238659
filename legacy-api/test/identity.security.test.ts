import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryTypes } from 'sequelize';
import { CLIENT_ADDRESS_HEADER, INTERNAL_SECRET_HEADER } from '../src/http/client-address.js';
import { MAX_CONCURRENT_HASHES, hashPassword } from '../src/lib/secrets.js';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findPasswordHash, findUserByEmail, markEmailVerified } from '@tele/data/repositories/users';
import { issueLink } from '@tele/data/links';
import {
  TEST_INTERNAL_SECRET,
  createTestApp,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';

/**
 * The identity findings of the security review (issue 19: 2, 3, 4, 5, 6), each attack performed as the review
 * did, through the real app, then read back to show it was refused and changed nothing.
 */

// Every scrypt run is counted (and how many run at once), to show which requests hash passwords.
const scrypt = vi.hoisted(() => ({ calls: 0, running: 0, peak: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const counted = ((...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    scrypt.calls += 1;
    scrypt.running += 1;
    scrypt.peak = Math.max(scrypt.peak, scrypt.running);
    (actual.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      scrypt.running -= 1;
      callback(error, key);
    });
  }) as typeof actual.scrypt;
  return { ...actual, default: { ...actual, scrypt: counted }, scrypt: counted };
});

const PAIR_MAX = 3;
const ADDRESS_MAX = 6;
const ACCOUNT_MAX = 8;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitMax: PAIR_MAX,
    rateLimitAddressMax: ADDRESS_MAX,
    rateLimitAccountMax: ACCOUNT_MAX,
  });
});
afterAll(async () => {
  await t?.close();
});

/** A POST as the review sent it: from `from` (the socket address), with any extra headers. */
function post(path: string, body: object, from: string, headers: Record<string, string> = {}) {
  return t.inject({ method: 'POST', url: `/api/api/${path}`, payload: body, remoteAddress: from, headers });
}

/** A POST made by the web app (at 127.0.0.1) for a browser at `browser`. */
function viaWebApp(path: string, body: object, browser: string, secret = TEST_INTERNAL_SECRET) {
  return post(path, body, '127.0.0.1', {
    [INTERNAL_SECRET_HEADER]: secret,
    [CLIENT_ADDRESS_HEADER]: browser,
  });
}

async function liveSessionsOf(userId: string): Promise<number> {
  const [row] = await t.deps.db.sequelize.query<{ n: number }>(
    'SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL',
    { replacements: [userId], type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('finding 2: the identity limits cannot be switched off with X-Forwarded-For', () => {
  it('counts a login from one socket as one address whatever X-Forwarded-For says, and logs nobody in past the limit', async () => {
    const victim = await seedProvider(t.deps.db);
    const from = '10.2.0.1';
    for (let n = 0; n < PAIR_MAX; n += 1) {
      const response = await post(
        'users/login',
        { email: victim.email, password: `wrong-${n}`, role: 'provider' },
        from,
        { 'x-forwarded-for': `10.9.0.${n}` },
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post(
      'users/login',
      { email: victim.email, password: victim.password, role: 'provider' },
      from,
      { 'x-forwarded-for': '10.9.9.9' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: 'Too many attempts. Please wait a minute and try again.' });
    expect(blocked.headers['retry-after']).toEqual(expect.any(String));
    expect(await liveSessionsOf(victim.id)).toBe(0);
  });

  it('stops one address spraying one password over many accounts', async () => {
    const from = '10.2.0.2';
    const answers: number[] = [];
    for (let n = 0; n < ADDRESS_MAX + 2; n += 1) {
      const response = await post(
        'users/login',
        { email: `sprayed-${n}@example.test`, password: 'Spring-2026!', role: 'provider' },
        from,
        { 'x-forwarded-for': `10.9.1.${n}` },
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array<number>(ADDRESS_MAX).fill(400), 429, 429]);
  });

  it('sends no more reset e-mails to one account than the limit, whatever X-Forwarded-For says', async () => {
    const victim = await seedProvider(t.deps.db);
    const from = '10.2.0.3';
    const answers: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const response = await post('users/forgot-password', { email: victim.email, role: 'provider' }, from, {
        'x-forwarded-for': `10.9.2.${n}`,
      });
      answers.push(response.statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(PAIR_MAX);
    expect(answers.slice(PAIR_MAX)).toEqual(Array<number>(10 - PAIR_MAX).fill(429));
    expect(await findNotificationsByRecipient(t.deps.db, victim.email)).toHaveLength(PAIR_MAX);
  });

  it('limits sign-up the same way', async () => {
    const from = '10.2.0.4';
    const signUp = (n: number) =>
      post(
        'users/register-provider',
        {
          practice_name: 'Flood',
          name: 'Flood',
          email: 'flooded@example.test',
          password: 'Flood-pass-123',
          confirm_password: 'Flood-pass-123',
        },
        from,
        { 'x-forwarded-for': `10.9.3.${n}` },
      );
    for (let n = 0; n < PAIR_MAX; n += 1) expect((await signUp(n)).statusCode).toBe(200);
    expect((await signUp(99)).statusCode).toBe(429);
    expect(await findNotificationsByRecipient(t.deps.db, 'flooded@example.test')).toHaveLength(PAIR_MAX);
  });
});

describe('finding 3: a made-up reset token costs no password hashing', () => {
  it('refuses bogus tokens, 40 at a time, without running scrypt, and changes nothing', async () => {
    const victim = await seedProvider(t.deps.db);
    const hashBefore = await findPasswordHash(t.deps.db, victim.id);
    const callsBefore = scrypt.calls;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        post(
          'users/reset-password',
          { id: `bogus-token-${n}`, new_password: 'Flood-pass-123', confirm_password: 'Flood-pass-123' },
          `10.3.${Math.floor(n / ADDRESS_MAX)}.${n}`,
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().msg).toMatch(/expired or has already been used/);
    }
    expect(scrypt.calls).toBe(callsBefore);
    expect(await findPasswordHash(t.deps.db, victim.id)).toBe(hashBefore);
  });

  it('hashes a usable token once, inside its claim', async () => {
    const me = await seedProvider(t.deps.db);
    const link = await issueLink(t.deps.db, {
      purpose: 'reset_password',
      subject: { userId: me.id },
      publicUrl: 'http://x.test',
      now: t.clock.now(),
    });
    const callsBefore = scrypt.calls;
    const body = { id: tokenOf(link), new_password: 'a new secret!', confirm_password: 'a new secret!' };
    expect((await post('users/reset-password', body, '10.3.9.1')).statusCode).toBe(200);
    expect(scrypt.calls - callsBefore).toBe(1);
    expect((await post('users/reset-password', body, '10.3.9.1')).statusCode).toBe(400);
    expect(scrypt.calls - callsBefore).toBe(1);
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} password hashes at once`, async () => {
    scrypt.peak = 0;
    await Promise.all(Array.from({ length: 8 }, (_, n) => hashPassword(`password-${n}`)));
    expect(scrypt.peak).toBe(MAX_CONCURRENT_HASHES);
  });
});

describe("finding 4: one address cannot spend another's login budget through the web app", () => {
  it('keeps the victim able to log in from her own address while an attacker hammers her account through the web app', async () => {
    const victim = await seedProvider(t.deps.db);
    const attacker = '203.0.113.7';
    const answers: number[] = [];
    for (let n = 0; n < ACCOUNT_MAX + 4; n += 1) {
      const response = await viaWebApp(
        'users/login',
        { email: victim.email, password: `attacker-guess-${n}`, role: 'provider' },
        attacker,
      );
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, PAIR_MAX)).toEqual(Array<number>(PAIR_MAX).fill(400));
    expect(new Set(answers.slice(PAIR_MAX))).toEqual(new Set([429]));
    expect(await liveSessionsOf(victim.id)).toBe(0);

    const own = await viaWebApp(
      'users/login',
      { email: victim.email, password: victim.password, role: 'provider' },
      '198.51.100.2',
    );
    expect(own.statusCode).toBe(200);
    expect(await liveSessionsOf(victim.id)).toBe(1);
  });

  it('keeps forgot-password working for the victim while an attacker uses it up from elsewhere', async () => {
    const victim = await seedProvider(t.deps.db);
    for (let n = 0; n < PAIR_MAX + 3; n += 1)
      await viaWebApp('users/forgot-password', { email: victim.email, role: 'provider' }, '203.0.113.8');
    const own = await viaWebApp(
      'users/forgot-password',
      { email: victim.email, role: 'provider' },
      '198.51.100.3',
    );
    expect(own.statusCode).toBe(200);
    expect(await findNotificationsByRecipient(t.deps.db, victim.email)).toHaveLength(PAIR_MAX + 1);
  });

  it('believes the forwarded address only with the right secret', async () => {
    const victim = await seedProvider(t.deps.db);
    const spoofed = (n: number, secret?: string) =>
      post('users/login', { email: victim.email, password: `guess-${n}`, role: 'provider' }, '10.4.0.1', {
        [CLIENT_ADDRESS_HEADER]: `192.0.2.${n}`,
        ...(secret ? { [INTERNAL_SECRET_HEADER]: secret } : {}),
      });
    for (let n = 0; n < PAIR_MAX; n += 1)
      expect(
        (await spoofed(n, n % 2 ? 'a-wrong-secret-of-the-same-sort-0123456789' : undefined)).statusCode,
      ).toBe(400);
    expect((await spoofed(50)).statusCode).toBe(429);
    expect((await spoofed(51, 'a-wrong-secret-of-the-same-sort-0123456789')).statusCode).toBe(429);
    // The address an account was logged in from is the browser's, not the web server's.
    await viaWebApp(
      'users/login',
      { email: victim.email, password: victim.password, role: 'provider' },
      '192.0.2.77',
    );
    const [session] = await t.deps.db.sequelize.query<{ ip: string }>(
      'SELECT ip FROM sessions WHERE user_id = ?',
      {
        replacements: [victim.id],
        type: QueryTypes.SELECT,
      },
    );
    expect(session?.ip).toBe('192.0.2.77');
  });
});

describe('finding 5: sign-up squatting', () => {
  const squat = {
    practice_name: 'Victim Practice',
    name: 'Victim Therapist',
    email: 'victim.therapist@example.test',
  };

  async function linkFor(email: string): Promise<string> {
    const [mail] = await findNotificationsByRecipient(t.deps.db, email);
    expect(mail?.template).toBe('verify-email');
    return tokenOf(
      await issueLink(t.deps.db, {
        purpose: 'verify_email',
        subject: { pendingRegistrationId: String(mail!.payload.pendingRegistrationId) },
        publicUrl: 'http://x.test',
        now: t.clock.now(),
      }),
    );
  }

  it('never blocks the owner, never verifies on a visit, and never gives the account the squatter password', async () => {
    const attackerSignUp = { ...squat, password: 'Attacker-pass-1', confirm_password: 'Attacker-pass-1' };
    expect((await post('users/register-provider', attackerSignUp, '10.5.0.1')).statusCode).toBe(200);
    const attackerLink = await linkFor(squat.email);

    // The owner's own sign-up is not refused, and it voids the squatter's link.
    t.clock.advance(1000);
    const ownerSignUp = { ...squat, password: 'Victim-own-pass-1', confirm_password: 'Victim-own-pass-1' };
    const owner = await post('users/register-provider', ownerSignUp, '10.5.0.2');
    expect(owner.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    for (const path of ['users/get-request-provider', 'users/verification']) {
      const stale = await post(path, { id: attackerLink, password: 'Attacker-pass-1' }, '10.5.0.1');
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({ msg: 'The provider requests can not find.' });
    }

    // A mail scanner opens the owner's link: a GET, then the page's lookup. Neither verifies anything.
    const ownerLink = await linkFor(squat.email);
    const get = await t.inject({ method: 'GET', url: `/api/api/users/verification?id=${ownerLink}` });
    expect(get.statusCode).toBe(404);
    const lookup = await post('users/get-request-provider', { id: ownerLink }, '10.5.0.3');
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().results.verified).toBe(false);
    // The legacy page posts the looked-up document back, with no password: still nothing.
    const legacy = await post('users/verification', lookup.json().results, '10.5.0.3');
    expect(legacy.statusCode).toBe(400);
    expect(await findUserByEmail(t.deps.db, squat.email)).toBeNull();

    // The deliberate POST carries the token and the password the owner sets there.
    const verified = await post(
      'users/verification',
      { id: ownerLink, password: 'Victim-chosen-pass-1', confirm_password: 'Victim-chosen-pass-1' },
      '10.5.0.3',
    );
    expect(verified.json().msg).toBe('The provider request has verified.');
    const login = (password: string) =>
      post('users/login', { email: squat.email, password, role: 'provider' }, '10.5.0.4');
    expect((await login('Attacker-pass-1')).json()).toEqual({
      msg: 'The login has failed. Please try again.',
    });
    expect((await login('Victim-chosen-pass-1')).statusCode).toBe(200);
  });

  it('lets the owner who opens the squatter link set her own password', async () => {
    const email = 'second.victim@example.test';
    const signUp = { ...squat, email, password: 'Attacker-pass-2', confirm_password: 'Attacker-pass-2' };
    expect((await post('users/register-provider', signUp, '10.5.1.1')).statusCode).toBe(200);
    const link = await linkFor(email);
    const mismatch = await post(
      'users/verification',
      { id: link, password: 'Owner-pass-2222', confirm_password: 'Owner-pass-2223' },
      '10.5.1.2',
    );
    expect(mismatch.json()).toEqual({ msg: 'Please input the confirm password correctly.' });
    expect(await findUserByEmail(t.deps.db, email)).toBeNull();
    const verified = await post(
      'users/verification',
      { id: link, password: 'Owner-pass-2222', confirm_password: 'Owner-pass-2222' },
      '10.5.1.2',
    );
    expect(verified.statusCode).toBe(200);
    const attacker = await post(
      'users/login',
      { email, password: 'Attacker-pass-2', role: 'provider' },
      '10.5.1.1',
    );
    expect(attacker.statusCode).toBe(400);
  });
});

describe('finding 6: enumeration', () => {
  it('answers sign-up the same, with the same work, for an existing account and a new address', async () => {
    const provider = await seedProvider(t.deps.db);
    const client = await seedClient(t.deps.db, { practiceId: provider.practiceId, providerId: provider.id });
    // An account its owner activated (an invited one never activated may be claimed: security-review.test.ts).
    await markEmailVerified(t.deps.db, client.id, new Date('2026-11-20T10:00:00Z'));
    const hashBefore = await findPasswordHash(t.deps.db, client.id);
    const signUp = (email: string, from: string) =>
      post(
        'users/register-provider',
        {
          practice_name: 'Probe',
          name: 'Probe',
          email,
          password: 'Probe-pass-1',
          confirm_password: 'Probe-pass-1',
        },
        from,
      );
    const hashesBefore = scrypt.calls;
    const existing = await signUp(client.email, '10.6.0.1');
    const hashesForExisting = scrypt.calls - hashesBefore;
    const fresh = await signUp('not.registered.anywhere@example.test', '10.6.0.2');
    const hashesForFresh = scrypt.calls - hashesBefore - hashesForExisting;

    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual(fresh.json());
    // Neither hashes anything: a sign-up keeps no password (security review 2, N3).
    expect(hashesForExisting).toBe(0);
    expect(hashesForFresh).toBe(0);
    // One e-mail each: the owner of the existing account is told, the new address gets its link.
    expect(await findNotificationsByRecipient(t.deps.db, client.email)).toMatchObject([
      { template: 'sign-up-account-exists' },
    ]);
    expect(
      await findNotificationsByRecipient(t.deps.db, 'not.registered.anywhere@example.test'),
    ).toMatchObject([{ template: 'verify-email' }]);
    // The existing account is untouched.
    expect(await findUserByEmail(t.deps.db, client.email)).toMatchObject({
      isClient: true,
      isProvider: false,
    });
    expect(await findPasswordHash(t.deps.db, client.id)).toBe(hashBefore);
  });

  it('answers forgot-password the same, with the same outbox write, for real and unknown addresses', async () => {
    const real = await seedProvider(t.deps.db);
    const hashesBefore = scrypt.calls;
    const known = await post('users/forgot-password', { email: real.email, role: 'provider' }, '10.6.1.1');
    const ghost = await post(
      'users/forgot-password',
      { email: 'ghost.one@example.test', role: 'provider' },
      '10.6.1.2',
    );
    expect(known.json()).toEqual(ghost.json());
    expect(scrypt.calls).toBe(hashesBefore);
    const [real1] = await findNotificationsByRecipient(t.deps.db, real.email);
    const [ghost1] = await findNotificationsByRecipient(t.deps.db, 'ghost.one@example.test');
    expect(real1).toMatchObject({ channel: 'email', status: 'pending', template: 'reset-password' });
    expect(ghost1).toMatchObject({
      channel: 'email',
      status: 'pending',
      template: 'reset-password-no-account',
    });
  });
});
