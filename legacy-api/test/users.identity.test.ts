import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink } from '@tele/data/links';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findUserByEmail } from '@tele/data/repositories/users';
import { grantClientRole } from '@tele/data/repositories/users-write';
import { openQueue } from '@tele/data/queues';
import { createTestApp, logInAs, seedClient, seedProvider, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The token at the end of a link the worker would e-mail. */
function tokenOf(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}

const registration = {
  practice_name: 'calm waters therapy',
  name: 'ada lovelace',
  email: 'Ada@Example.test',
  password: 'analytical engine',
  confirm_password: 'analytical engine',
};

describe('register, verify, log in', () => {
  it('refuses incomplete or inconsistent sign-ups with the legacy messages and stores nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...registration, name: '' }, 'Please fill the whole input fields.'],
      [{ ...registration, email: 'not-an-address' }, 'Please input the valid email.'],
      [{ ...registration, confirm_password: 'other' }, 'Please input the confirm password correctly.'],
      [
        { ...registration, password: 'short', confirm_password: 'short' },
        'The password must be at least 8 characters long.',
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await t.post('users/register-provider', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    expect(await findNotificationsByRecipient(t.deps.db, 'ada@example.test')).toHaveLength(0);
  });

  it('stores a pending sign-up, queues one verification e-mail and never echoes the password', async () => {
    const response = await t.post('users/register-provider', registration);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });

    const [mail] = await findNotificationsByRecipient(t.deps.db, 'ada@example.test');
    expect(mail).toMatchObject({ channel: 'email', template: 'verify-email', status: 'pending' });
    expect(JSON.stringify(mail?.payload)).not.toContain('analytical');
    const queue = openQueue('email', { redisUrl: t.deps.config.redisUrl, prefix: `${t.prefix}:bull` });
    await queue.isReady();
    const job = await queue.getJob(mail!.id);
    await queue.close();
    expect(job?.data).toEqual({ notificationId: mail!.id });

    // A second sign-up for the same address replaces the first (whose link then stops working).
    t.clock.advance(1000);
    const again = await t.post('users/register-provider', registration);
    expect(again.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    const [newest] = await findNotificationsByRecipient(t.deps.db, 'ada@example.test');
    expect(newest?.payload.pendingRegistrationId).not.toBe(mail?.payload.pendingRegistrationId);
  });

  it('cannot log in before the address is verified, and says so', async () => {
    const response = await t.post('users/login', {
      email: registration.email,
      password: registration.password,
      role: 'provider',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/verify your email address/);
  });

  it('verifies through the link token once, creating the practice and its super owner', async () => {
    const [mail] = await findNotificationsByRecipient(t.deps.db, 'ada@example.test');
    const link = await issueLink(t.deps.db, {
      purpose: 'verify_email',
      subject: { pendingRegistrationId: String(mail!.payload.pendingRegistrationId) },
      publicUrl: 'http://localhost:3000',
      now: t.clock.now(),
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/success-verification\/[\w-]{40,}$/);
    const token = tokenOf(link);

    const request = await t.post('users/get-request-provider', { id: token });
    expect(request.statusCode).toBe(200);
    expect(request.json().results).toMatchObject({
      name: 'Ada Lovelace',
      practice_name: 'Calm Waters Therapy',
      email: 'ada@example.test',
    });
    expect(JSON.stringify(request.json())).not.toMatch(/password/i);

    // The legacy page posts the fetched document back: without a password it verifies nothing.
    const withoutPassword = await t.post('users/verification', request.json().results);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      msg: 'Please set your password to finish verifying your email.',
    });
    const verified = await t.post('users/verification', {
      ...request.json().results,
      password: registration.password,
      confirm_password: registration.password,
    });
    expect(verified.json().msg).toBe('The provider request has verified.');
    const repeated = await t.post('users/verification', { id: token });
    expect(repeated.json()).toEqual({ msg: 'The email has verified successfully.' });
    const user = await findUserByEmail(t.deps.db, 'ada@example.test');
    expect(user).toMatchObject({ teamRole: 'super_owner', isProvider: true, name: 'Ada Lovelace' });

    const unknown = await t.post('users/verification', { id: 'x'.repeat(43) });
    expect(unknown.json()).toEqual({ msg: 'The provider requests can not find.' });
  });

  it('logs in with a session token and the legacy user fields, and refuses a wrong password the same way as an unknown address', async () => {
    const response = await t.post('users/login', {
      email: 'ADA@example.test',
      password: registration.password,
      role: 'provider',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe('The login has succeed.');
    expect(body.results).toMatchObject({
      name: 'Ada Lovelace',
      role: ['provider'],
      main_provider_id: 'false',
      first_login: 0,
    });
    expect(body.results).not.toHaveProperty('invited_role');
    expect(body.results.token).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    expect(response.headers['set-cookie']).toMatch(/tt_session=.*HttpOnly.*SameSite=Lax/i);

    const wrong = await t.post('users/login', {
      email: registration.email,
      password: 'analytical engine!',
      role: 'provider',
    });
    const unknown = await t.post('users/login', {
      email: 'nobody@example.test',
      password: 'whatever123',
      role: 'provider',
    });
    expect(wrong.json()).toEqual({ msg: 'The login has failed. Please try again.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect((await t.post('users/login', { email: '', password: '' })).json()).toEqual({
      msg: 'Please fill the whole fields.',
    });
  });
});

describe('one login form for both sides (role "any", ADR 0031)', () => {
  const logIn = (who: { email: string; password: string }, role?: string) =>
    t.post('users/login', { email: who.email, password: who.password, ...(role ? { role } : {}) });
  const failed = { msg: 'The login has failed. Please try again.' };

  it("logs in a client, a provider and someone who is both, and the answer's role array tells which", async () => {
    const provider = await seedProvider(t.deps.db);
    const client = {
      ...(await seedClient(t.deps.db, {
        practiceId: provider.practiceId,
        providerId: provider.id,
        password: 'a client password',
      })),
      password: 'a client password',
    };
    const both = await seedProvider(t.deps.db);
    await grantClientRole(t.deps.db, both.id, t.clock.now());

    const asClient = await logIn(client, 'any');
    expect(asClient.statusCode).toBe(200);
    expect(asClient.json()).toMatchObject({ msg: 'The login has succeed.', results: { role: ['client'] } });
    expect(asClient.json().results.token).toEqual(expect.any(String));
    expect((await logIn(provider, 'any')).json().results.role).toEqual(['provider']);
    expect((await logIn(both, 'any')).json().results.role).toEqual(['provider', 'client']);
  });

  it("keeps the original apps' roles: 'provider' (or none) the team's side, 'client' the client's", async () => {
    const provider = await seedProvider(t.deps.db);
    const password = 'a client password';
    const client = {
      ...(await seedClient(t.deps.db, {
        practiceId: provider.practiceId,
        providerId: provider.id,
        password,
      })),
      password,
    };
    expect((await logIn(client, 'provider')).json()).toEqual(failed);
    expect((await logIn(client)).json()).toEqual(failed);
    expect((await logIn(client, 'client')).json().results.role).toEqual(['client']);
    expect((await logIn(provider, 'client')).json()).toEqual(failed);
    expect((await logIn(provider, 'provider')).json().results.role).toEqual(['provider']);
  });

  it('refuses a wrong password or an unknown address the same way, and opens no session for either', async () => {
    const provider = await seedProvider(t.deps.db);
    const wrong = await logIn({ email: provider.email, password: 'not the password' }, 'any');
    const unknown = await logIn({ email: 'nobody-any@example.test', password: 'whatever123' }, 'any');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(failed);
    expect(unknown.json()).toEqual(failed);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('e-mails a client its reset link when forgot-password names no side, and not when it asks for a provider', async () => {
    const provider = await seedProvider(t.deps.db);
    const client = await seedClient(t.deps.db, {
      practiceId: provider.practiceId,
      providerId: provider.id,
      password: 'a client password',
    });
    const asked = await t.post('users/forgot-password', { email: client.email, role: 'provider' });
    expect(asked.json()).toEqual({ msg: 'Your email has sent successfully. Please check your mailbox.' });
    expect(await findNotificationsByRecipient(t.deps.db, client.email)).toMatchObject([
      { template: 'reset-password-no-account' },
    ]);
    t.clock.advance(1000);
    const either = await t.post('users/forgot-password', { email: client.email, role: 'any' });
    expect(either.json()).toEqual(asked.json());
    expect(await findNotificationsByRecipient(t.deps.db, client.email)).toMatchObject([
      { template: 'reset-password' },
      { template: 'reset-password-no-account' },
    ]);
  });
});

describe('the session', () => {
  it('answers the caller and refuses a claim to be someone else', async () => {
    const me = await seedProvider(t.deps.db);
    const other = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    const mine = await t.post(
      'users/get-simple-user',
      { auth_id: me.id, id: me.id, role: 'provider' },
      token,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results._id).toBe(me.id);
    const theirs = await t.post(
      'users/get-simple-user',
      { auth_id: me.id, id: other.id, role: 'provider' },
      token,
    );
    expect(theirs.statusCode).toBe(403);
    const claim = await t.post('users/get-drag', { auth_id: other.id, id: me.id }, token);
    expect(claim.statusCode).toBe(403);
  });

  it('ends on logout and after 30 idle minutes, but not while in use', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    t.clock.advance(29 * 60_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(403);

    const fresh = await logInAs(t, me);
    expect((await t.post('users/logout', { id: me.id, role: 'provider' }, fresh)).json()).toEqual({
      msg: 'The logout has succeed.',
    });
    expect((await t.post('users/get-drag', { id: me.id }, fresh)).statusCode).toBe(403);
  });

  it('ends after 12 hours however busy', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    // A request every 25 minutes keeps it from idling out, up to 12 hours (28 steps = 11 h 40 min).
    for (let step = 0; step < 28; step += 1) {
      t.clock.advance(25 * 60_000);
      expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    }
    t.clock.advance(19 * 60_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(403);
  });

  it('answers the legacy sentinel when the account was deleted, and a deleted account cannot log in', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    await t.deps.db.models.User.update({ deleted_at: t.clock.now() }, { where: { id: me.id } });
    const response = await t.post('users/get-simple-user', { id: me.id, role: 'provider' }, token);
    expect(response.json()).toEqual({ msg: 'Such user can not find.', results: 'database initialize' });
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(403);
    const login = await t.post('users/login', { email: me.email, password: me.password, role: 'provider' });
    expect(login.json()).toEqual({ msg: 'This account has been deleted. Please contact your practice.' });
  });
});

describe('passwords', () => {
  it('answers forgot-password the same for known and unknown addresses, e-mailing only the known one', async () => {
    const me = await seedProvider(t.deps.db);
    const known = await t.post('users/forgot-password', { email: me.email, role: 'provider' });
    const unknown = await t.post('users/forgot-password', { email: 'ghost@example.test', role: 'provider' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ msg: 'Your email has sent successfully. Please check your mailbox.' });
    expect(unknown.json()).toEqual(known.json());
    expect(await findNotificationsByRecipient(t.deps.db, me.email)).toMatchObject([
      { template: 'reset-password' },
    ]);
    // The same outbox write for an unknown address, for a row the worker never sends.
    expect(await findNotificationsByRecipient(t.deps.db, 'ghost@example.test')).toMatchObject([
      { template: 'reset-password-no-account' },
    ]);
  });

  it('resets through a single-use link, ending open sessions', async () => {
    const me = await seedProvider(t.deps.db);
    const session = await logInAs(t, me);
    const link = await issueLink(t.deps.db, {
      purpose: 'reset_password',
      subject: { userId: me.id },
      publicUrl: 'http://x.test',
      now: t.clock.now(),
    });
    const body = {
      id: tokenOf(link),
      new_password: 'a brand new secret',
      confirm_password: 'a brand new secret',
      role: 'provider',
    };

    expect((await t.post('users/reset-password', { ...body, confirm_password: 'nope' })).json()).toEqual({
      msg: 'Please fill the confirm password correctly.',
    });
    expect((await t.post('users/reset-password', body)).json()).toEqual({
      msg: 'The password has reset successfully.',
    });
    expect((await t.post('users/reset-password', body)).json().msg).toMatch(
      /expired or has already been used/,
    );
    expect((await t.post('users/get-drag', { id: me.id }, session)).statusCode).toBe(403);
    await logInAs(t, { email: me.email, password: 'a brand new secret' });
  });

  it('refuses an expired link', async () => {
    const me = await seedProvider(t.deps.db);
    const link = await issueLink(t.deps.db, {
      purpose: 'reset_password',
      subject: { userId: me.id },
      publicUrl: 'http://x.test',
      now: t.clock.now(),
    });
    t.clock.advance(61 * 60_000);
    const response = await t.post('users/reset-password', {
      id: tokenOf(link),
      new_password: 'another secret',
      confirm_password: 'another secret',
    });
    expect(response.statusCode).toBe(400);
    await logInAs(t, me);
  });

  it('changes the password from settings only with the session and the current password', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    const change = {
      id: me.id,
      flag: 'profile',
      password: me.password,
      new_password: 'settings secret',
      confirm_password: 'settings secret',
    };
    expect((await t.post('users/reset-password', change)).statusCode).toBe(403);
    expect(
      (await t.post('users/reset-password', { ...change, password: 'wrong one' }, token)).json(),
    ).toEqual({
      msg: 'Please input the current password correctly.',
    });
    expect((await t.post('users/reset-password', { ...change, new_password: '' }, token)).json()).toEqual({
      msg: 'Please fill the whole fields.',
    });
    expect((await t.post('users/reset-password', change, token)).json()).toEqual({
      msg: 'The password reset successfully.',
    });
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    await logInAs(t, { email: me.email, password: 'settings secret' });
  });
});

describe('terms and dashboard tiles', () => {
  it('records the accepted terms', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    const accepted = await t.post('users/accept-terms', { id: me.id, role: 'provider' }, token);
    expect(accepted.json()).toEqual({ msg: 'You have accept on the terms and conditions of teletherapist' });
    const user = await t.post('users/get-simple-user', { id: me.id, role: 'provider' }, token);
    expect(user.json().results.first_login).toBe(1);
  });

  it('gives the default seven tiles, saves a new order, and refuses anything but the seven', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    const initial = await t.post('users/get-drag', { id: me.id, role: 'provider' }, token);
    expect(initial.json().msg).toBeUndefined();
    const tiles = initial.json().results as Array<{ title: string; color: string }>;
    expect(tiles.map((tile) => tile.title)).toEqual([
      'Client List',
      'Message Center',
      'Appointment List',
      'Invoice List',
      'Payment List',
      'Client Requested List',
      'Document List',
    ]);

    const reordered = [...tiles].reverse();
    expect(
      (await t.post('users/drag-update', { id: me.id, role: 'provider', list: reordered }, token)).json(),
    ).toEqual({
      msg: 'The customizing list has updated successfully.',
    });
    const saved = await t.post('users/get-drag', { id: me.id, role: 'provider' }, token);
    expect(saved.json()).toEqual({ msg: 'Drag List', results: reordered });

    for (const list of [
      reordered.slice(1),
      [...reordered.slice(1), reordered[1]],
      [{ title: 'Hacked', color: '#000000' }, ...reordered.slice(1)],
    ]) {
      const refused = await t.post('users/drag-update', { id: me.id, list }, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ msg: 'Please send the seven dashboard tiles, each once.' });
    }
    expect((await t.post('users/get-drag', { id: me.id }, token)).json().results).toEqual(reordered);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message after too many logins from one address for one account', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.post('users/login', {
          email: 'someone@example.test',
          password: 'guess-guess',
          role: 'provider',
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().msg).toMatch(/Too many attempts/);
      const otherAccount = await limited.post('users/login', {
        email: 'other@example.test',
        password: 'guess-guess',
      });
      expect(otherAccount.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
