import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/errors/http.js';
import { createTestApp, seedProvider, signInClient, logInAs, type TestApp } from './support/app.js';
import { startTcpProxy, targetOf, type TcpProxy } from './support/tcp-proxy.js';
import { until } from './support/until.js';

/**
 * MariaDB restarts under load (issue 29, ADR 0050). The shared server is never touched: the app reaches its
 * database through a TCP proxy of this file's own, and "down" resets every connection and refuses new ones, as a
 * restarting server does. While it is down every call answers 503 {msg} at once (no hang); once it is back the
 * same app, never restarted, serves again within 15 s, and every write it answered 200 is in the database.
 */
let t: TestApp;
let proxy: TcpProxy;
let owner: { id: string; token: string };
let client: { id: string; token: string };

beforeAll(async () => {
  proxy = await startTcpProxy(
    targetOf(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy'),
  );
  t = await createTestApp({}, { databaseUrlOf: (url) => proxy.urlFor(url) });
  const seeded = await seedProvider(t.db.db, { planString: 'month_individual_ultimate' });
  owner = { id: seeded.id, token: await logInAs(t, seeded) };
  const signedIn = await signInClient(t, { practiceId: seeded.practiceId, providerId: seeded.id });
  client = { id: signedIn.id, token: signedIn.token };
});

afterAll(async () => {
  await proxy?.up();
  await t?.close();
  await proxy?.close();
});

interface Answer {
  status: number;
  body: { msg?: string };
  /** The message text of a write, when this call was one. */
  wrote?: string;
}

/**
 * Callers that never stop until told: each alternates a write (a message with a text of its own) and two reads
 * (the thread, the practice's team), as a provider and a client do at once.
 */
function startLoad(callers: number) {
  const answers: Answer[] = [];
  let isRunning = true;
  let sequence = 0;
  const loop = async (caller: number) => {
    while (isRunning) {
      const text = `load ${caller}-${(sequence += 1)}`;
      const from = caller % 2 === 0 ? owner : client;
      const to = from === owner ? client : owner;
      const calls: Array<[string, Record<string, unknown>, string | undefined]> = [
        ['message/register-message', { sender_id: from.id, recipient_id: to.id, message: text }, text],
        ['message/get-messages', { id1: from.id, id2: to.id }, undefined],
        ['users/get-practice', { id: owner.id }, undefined],
      ];
      for (const [route, body, wrote] of calls) {
        const token = route === 'users/get-practice' ? owner.token : from.token;
        const response = await t.post(route, body, token);
        answers.push({ status: response.statusCode, body: response.json(), ...(wrote ? { wrote } : {}) });
      }
    }
  };
  const running = Promise.all(Array.from({ length: callers }, (_v, i) => loop(i)));
  return {
    answers,
    async stop() {
      isRunning = false;
      await running;
    },
  };
}

describe('the database restarts under load', () => {
  it('answers 503 {msg} while it is down, serves again within 15 s of its return, and loses no acknowledged write', async () => {
    const load = startLoad(8);
    await until('the first 40 answers', () => load.answers.length >= 40, 15_000);

    await proxy.down();
    const atCut = load.answers.length;
    // Every caller keeps getting answers while the database is away: 503 with a sentence, never a hang.
    await until(
      'twenty 503 answers while the database is down',
      () => load.answers.slice(atCut).filter((a) => a.status === 503).length >= 20,
      15_000,
    );
    // A restart takes a while: stay down a little longer, the callers going on.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    await proxy.up();
    const atReturn = load.answers.length;
    // The same app, not restarted: a call succeeds again within 15 s of the database's return.
    await until(
      'a successful call after the database returned',
      () => load.answers.slice(atReturn).some((a) => a.status === 200),
      15_000,
    );
    const atRecovery = load.answers.length;
    await until('40 more answers', () => load.answers.length >= atRecovery + 40, 15_000);
    await load.stop();

    const { answers } = load;
    // Only two kinds of answer, ever: the call's own, or 503 with the unavailable sentence.
    for (const answer of answers) {
      if (answer.status === 200) continue;
      expect(answer).toMatchObject({ status: 503, body: { msg: MESSAGES.unavailable } });
    }
    expect(answers.slice(0, atCut).every((a) => a.status === 200)).toBe(true);
    // Once it serves again it goes on serving: the pool replaced every connection the restart broke.
    const settled = answers.slice(atRecovery + 8);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((a) => a.status !== 200)).toEqual([]);

    // Every write answered 200 is there, read straight from the database.
    const acknowledged = answers.filter((a) => a.wrote && a.status === 200).map((a) => a.wrote!);
    expect(acknowledged.length).toBeGreaterThan(20);
    const rows = await t.db.db.sequelize.query<{ message: string }>(
      'SELECT message FROM messages WHERE message LIKE :pattern',
      { replacements: { pattern: 'load %' }, type: QueryTypes.SELECT },
    );
    const stored = new Set(rows.map((row) => row.message));
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
  });
});
