import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createTestApp, logInAs, seedProvider, type TestApp } from './support/app.js';

/**
 * The API session's own idle clock (issue 29, ADR 0002 and 0046): independent of the web app, configurable, and
 * cheap: a busy session is not written on every request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 5 });
});
afterAll(async () => {
  await t?.close();
});

async function lastSeenOf(token: string): Promise<string> {
  const [row] = await t.deps.db.sequelize.query<{ last_seen_at: Date }>(
    'SELECT last_seen_at FROM sessions WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
    { type: QueryTypes.SELECT },
  );
  expect(token).toBeTruthy();
  return new Date(row!.last_seen_at).toISOString();
}

describe('an idle API session', () => {
  it('is refused with the session-expired answer after SESSION_IDLE_MINUTES without a request', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    t.clock.advance(4 * 60_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    t.clock.advance(5 * 60_000);
    const expired = await t.post('users/get-drag', { id: me.id }, token);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ msg: 'Your session has expired. Please log in again.' });
    // It stays ended: activity after the refusal does not bring it back.
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(403);
  });

  it('writes its last use at most once a minute, however many requests come', async () => {
    const me = await seedProvider(t.deps.db);
    const token = await logInAs(t, me);
    const signedIn = await lastSeenOf(token);
    for (let n = 0; n < 5; n += 1) {
      t.clock.advance(10_000);
      expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    }
    expect(await lastSeenOf(token)).toBe(signedIn);
    t.clock.advance(10_000);
    expect((await t.post('users/get-drag', { id: me.id }, token)).statusCode).toBe(200);
    expect(await lastSeenOf(token)).toBe(t.clock.now().toISOString());
  });
});
