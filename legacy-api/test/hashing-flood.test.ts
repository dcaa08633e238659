import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedProvider, type SeededProvider, type TestApp } from './support/app.js';

/**
 * Security review 2, N3: a flood of logins from many addresses (each under every rate limit) must not starve a
 * real sign-in. The flood is bounded (a fixed number of requests, loopback only, in-process) and the test
 * ends by itself; it asserts who is answered and how, never how fast.
 */
const ADDRESSES = 16;
const PER_ADDRESS = 6;
let t: TestApp;
let victim: SeededProvider;
const home = '10.30.0.1';

beforeAll(async () => {
  // Limits high enough that only the hashing line refuses anything here.
  t = await createTestApp({ rateLimitMax: 1_000, rateLimitAddressMax: 1_000, rateLimitAccountMax: 10_000 });
  victim = await seedProvider(t.deps.db);
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, from: string) =>
  t.inject({
    method: 'POST',
    url: '/api/api/users/login',
    payload: { email, password, role: 'provider' },
    remoteAddress: from,
  });

/** One wave of the flood: every address logs in to made-up accounts, all at once. */
function wave(name: string) {
  return Array.from({ length: ADDRESSES * PER_ADDRESS }, (_, n) =>
    login(`flood-${name}-${n}@example.test`, 'flood-password-1', `10.31.${n % ADDRESSES}.1`),
  );
}

describe('N3: a flood of logins from many addresses', () => {
  it('is refused early (429) once the hashing line is full, while the real sign-in from home is answered', async () => {
    expect((await login(victim.email, victim.password, home)).statusCode).toBe(200);

    const first = wave('a');
    // Wait until the line is full (one refusal has come back), then sign in while the flood goes on.
    await Promise.race(
      first.map((answer) =>
        answer.then((response) => (response.statusCode === 429 ? undefined : new Promise(() => undefined))),
      ),
    );
    const second = wave('b');
    const signIn = login(victim.email, victim.password, home);
    const flood = await Promise.all([...first, ...second]);

    const own = await signIn;
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().msg).toBe('The login has succeed.');

    const statuses = flood.map((response) => response.statusCode);
    expect(statuses).toHaveLength(2 * ADDRESSES * PER_ADDRESS);
    expect(new Set(statuses)).toEqual(new Set([400, 429]));
    const refused = flood.filter((response) => response.statusCode === 429);
    for (const response of refused)
      expect(response.json()).toEqual({ msg: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('answers a login again once the flood is over', async () => {
    expect((await login(victim.email, victim.password, '10.30.0.2')).statusCode).toBe(200);
    expect((await login('nobody.at.all@example.test', 'whatever-1', '10.30.0.3')).statusCode).toBe(400);
  });
});
