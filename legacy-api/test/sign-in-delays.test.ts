import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueLink } from '@tele/data/links';
import { LOGIN_MESSAGES } from '@tele/contract/messages';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import {
  SIGN_IN_DELAY_MESSAGE,
  SIGN_IN_SLOWED_TEMPLATE,
  delaySecondsAfter,
} from '../src/services/identity/sign-in-delays.js';
import { createTestApp, seedProvider, type TestApp } from './support/app.js';

/**
 * Repeated failed sign-ins slow that account down (ADR 0046): growing delays after five failures, one e-mail
 * to the owner per episode, and no way for a stranger to lock the owner out.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** Each attempt from an address of its own, as a spread-out attacker sends them (ADR 0021's limits stay out). */
const freshAddress = () => {
  addresses += 1;
  return `10.46.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

function logIn(email: string, password: string, from = freshAddress()) {
  return t.inject({
    method: 'POST',
    url: '/api/api/users/login',
    payload: { email, password, role: 'provider' },
    remoteAddress: from,
  });
}

/** Wrong passwords, each after waiting out any delay (so the last one's delay is still running). */
async function failTimes(email: string, times: number) {
  for (let n = 0; n < times; n += 1) {
    if (n > 0) t.clock.advance(900_000);
    const answer = await logIn(email, 'not the password');
    expect(answer.statusCode).toBe(400);
  }
}

const slowedMails = async (email: string) =>
  (await findNotificationsByRecipient(t.deps.db, email)).filter(
    (row) => row.template === SIGN_IN_SLOWED_TEMPLATE,
  );

/**
 * The e-mails once their queueing has settled: the answer does not wait for it (so the fifth failure takes as
 * long with an account as without), so the test waits for the count to reach `count`, then a moment more for any
 * extra one to show.
 */
async function settledSlowedMails(email: string, count: number) {
  await vi.waitFor(async () => expect((await slowedMails(email)).length).toBeGreaterThanOrEqual(count));
  await sleep(200);
  return slowedMails(email);
}

describe('the growing delay', () => {
  it('doubles from 2 seconds after five failures and stops at fifteen minutes', () => {
    expect([4, 5, 6, 7, 8].map(delaySecondsAfter)).toEqual([0, 2, 4, 8, 16]);
    expect(delaySecondsAfter(14)).toBe(900);
    expect(delaySecondsAfter(1_000)).toBe(900);
  });

  it('answers 429 with a growing Retry-After, hashing nothing while the account waits', async () => {
    const victim = await seedProvider(t.deps.db);
    await failTimes(victim.email, 5);

    const waiting = await logIn(victim.email, victim.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ msg: SIGN_IN_DELAY_MESSAGE });
    expect(waiting.headers['retry-after']).toBe('2');

    t.clock.advance(2_000);
    expect((await logIn(victim.email, 'still wrong')).statusCode).toBe(400);
    expect((await logIn(victim.email, victim.password)).headers['retry-after']).toBe('4');
    t.clock.advance(4_000);
    expect((await logIn(victim.email, 'wrong again')).statusCode).toBe(400);
    const longer = await logIn(victim.email, victim.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('8');

    // Waited out, the right password signs in, and the count starts again.
    t.clock.advance(8_000);
    expect((await logIn(victim.email, victim.password)).statusCode).toBe(200);
    await failTimes(victim.email, 5);
  });

  it('slows an address with no account the same way, so the answer tells nobody who has one', async () => {
    const nobody = `nobody-${Date.now()}@example.test`;
    await failTimes(nobody, 5);
    const waiting = await logIn(nobody, 'anything');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ msg: SIGN_IN_DELAY_MESSAGE });
    await sleep(200);
    expect(await slowedMails(nobody)).toEqual([]);
  });
});

describe('guesses sent at once', () => {
  const statuses = async (email: string, count: number) =>
    (await Promise.all(Array.from({ length: count }, (_, n) => logIn(email, `guess ${n}`)))).map(
      (answer) => answer.statusCode,
    );

  it('checks only five of twelve wrong passwords sent together to a fresh account', async () => {
    const victim = await seedProvider(t.deps.db);
    const answers = await statuses(victim.email, 12);
    expect(answers.filter((status) => status === 400)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(7);
  });

  it('checks one of ten guesses sent together the moment a delay runs out', async () => {
    const victim = await seedProvider(t.deps.db);
    await failTimes(victim.email, 5);
    t.clock.advance(2_000);
    const answers = await statuses(victim.email, 10);
    expect(answers.filter((status) => status === 400)).toHaveLength(1);
    expect(answers.filter((status) => status === 429)).toHaveLength(9);
  });

  it('does not count a try refused for another reason than a wrong password', async () => {
    const victim = await seedProvider(t.deps.db);
    await failTimes(victim.email, 4);
    t.clock.advance(900_000);
    const refused = await logIn(victim.email, '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).not.toBe(LOGIN_MESSAGES.failed);
    expect((await logIn(victim.email, 'one more wrong')).statusCode).toBe(400);
    // Five failures in all: the next try waits, so the refusal above was not counted as a sixth.
    expect((await logIn(victim.email, victim.password)).headers['retry-after']).toBe('2');
  });
});

describe('the e-mail to the owner', () => {
  it('is queued once per episode, however many failures follow, and again after the next episode begins', async () => {
    const victim = await seedProvider(t.deps.db);
    await failTimes(victim.email, 5);
    for (let n = 0; n < 6; n += 1) {
      t.clock.advance(delaySecondsAfter(5 + n) * 1000);
      expect((await logIn(victim.email, 'wrong')).statusCode).toBe(400);
    }
    expect(await settledSlowedMails(victim.email, 1)).toHaveLength(1);
    expect((await slowedMails(victim.email))[0]).toMatchObject({
      channel: 'email',
      payload: { userId: victim.id, name: expect.any(String) },
    });

    t.clock.advance(900_000);
    expect((await logIn(victim.email, victim.password)).statusCode).toBe(200);
    await failTimes(victim.email, 5);
    expect(await settledSlowedMails(victim.email, 2)).toHaveLength(2);
  });

  it('is queued once when the fifth failures arrive together', async () => {
    const victim = await seedProvider(t.deps.db);
    await failTimes(victim.email, 3);
    await Promise.all([logIn(victim.email, 'x'), logIn(victim.email, 'y'), logIn(victim.email, 'z')]);
    expect(await settledSlowedMails(victim.email, 1)).toHaveLength(1);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('lets the right password in at once from an address the account signed in from before', async () => {
    const home = freshAddress();
    const victim = await seedProvider(t.deps.db);
    expect((await logIn(victim.email, victim.password, home)).statusCode).toBe(200);
    await failTimes(victim.email, 12);

    // On a new network the owner waits like anyone…
    expect((await logIn(victim.email, victim.password)).statusCode).toBe(429);
    // …but from home the right password works straight away.
    expect((await logIn(victim.email, victim.password, home)).statusCode).toBe(200);
  });

  it('lets the owner in after choosing a new password through the e-mailed link', async () => {
    const victim = await seedProvider(t.deps.db);
    await failTimes(victim.email, 12);
    expect((await logIn(victim.email, victim.password)).statusCode).toBe(429);

    const link = await issueLink(t.deps.db, {
      purpose: 'reset_password',
      subject: { userId: victim.id },
      publicUrl: 'http://x.test',
      now: t.clock.now(),
    });
    const token = link.slice(link.lastIndexOf('/') + 1);
    const reset = await t.post('users/reset-password', {
      id: token,
      new_password: 'A fresh secret 46',
      confirm_password: 'A fresh secret 46',
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(victim.email, 'A fresh secret 46')).statusCode).toBe(200);
  });
});
