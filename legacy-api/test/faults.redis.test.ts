import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClosableDispatcher } from '@tele/data/enqueue';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { openQueue, type BullQueue } from '@tele/data/queues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/errors/http.js';
import { createTestApp, logInAs, seedProvider, signInClient, type TestApp } from './support/app.js';
import { startTcpProxy, targetOf, type TcpProxy } from './support/tcp-proxy.js';

/**
 * Redis restarts (issue 29, ADR 0050). The shared server is never touched: the app's Redis connections (rate
 * limits, live events, the outbox's Bull queues) go through a TCP proxy of this file's own, and "down" resets
 * them all and refuses new ones, as a restarting server does. Each part recovers by itself once it is back; an
 * invitation acknowledged meanwhile waits in the outbox and reaches the queue. Its delivery by the worker after
 * a real Redis restart is jobs/test/redis-outage.test.ts.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
let t: TestApp;
let proxy: TcpProxy;
let baseUrl: string;
let emailQueue: BullQueue;
let owner: { id: string; email: string; password: string; token: string };
let client: { id: string; token: string };

beforeAll(async () => {
  proxy = await startTcpProxy(targetOf(REDIS_URL));
  // Three identity calls per address and account in a window, so the limit is reached in a few calls.
  t = await createTestApp({ redisUrl: proxy.urlFor(REDIS_URL), rateLimitMax: 3 });
  const seeded = await seedProvider(t.db.db, { planString: 'month_team_ultimate' });
  owner = { ...seeded, token: await logInAs(t, seeded) };
  const signedIn = await signInClient(t, { practiceId: seeded.practiceId, providerId: seeded.id });
  client = { id: signedIn.id, token: signedIn.token };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The queue as the worker reads it, straight to Redis.
  emailQueue = openQueue('email', { redisUrl: REDIS_URL, prefix: `${t.prefix}:bull` });
});

afterAll(async () => {
  await proxy?.up();
  await emailQueue?.close();
  await t?.close();
  await proxy?.close();
});

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Cuts Redis off and waits until the app's client has seen it go (its commands then fail at once). */
async function redisDown() {
  await proxy.down();
  await until('the app to see Redis gone', () => (t.deps.redis.status !== 'ready' ? true : undefined));
}

/** Polls /health (MySQL and Redis answer) until 200: Redis is back for this app. */
const whenHealthy = () =>
  until('the app to reach Redis again', async () =>
    (await t.inject({ method: 'GET', url: '/health' })).statusCode === 200 ? true : undefined,
  );

/** A live stream, its frames as they arrive. */
function openStream(path: string, token: string) {
  const frames: unknown[] = [];
  let response: IncomingMessage | null = null;
  const request = httpRequest(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  request.on('response', (answer) => {
    response = answer;
    let buffered = '';
    answer.setEncoding('utf8');
    answer.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (frame.startsWith('data: ')) frames.push(JSON.parse(frame.slice(6)));
      }
    });
  });
  request.on('error', () => undefined);
  request.end();
  return {
    frames,
    get isOpen() {
      return response !== null && !response.destroyed && !response.complete;
    },
    close: () => request.destroy(),
  };
}

const textsOf = (frames: unknown[]) =>
  frames.map((frame) => (frame as { message?: { message?: string } }).message?.message).filter(Boolean);

const send = (text: string) =>
  t.post(
    'message/register-message',
    { sender_id: owner.id, recipient_id: client.id, message: text },
    owner.token,
  );

const logIn = (email: string, password: string) =>
  t.post('users/login', { email, password, role: 'provider' });

describe('Redis restarts', () => {
  it('keeps a live thread open and delivers its events again once Redis is back', async () => {
    const stream = openStream(`/api/events/messages/${owner.id}`, client.token);
    await until('the stream to hold', () => (stream.frames.length > 0 ? true : undefined));
    expect(stream.frames[0]).toEqual({ status: 'ok' });
    expect((await send('before the restart')).statusCode).toBe(200);
    await until('the first event', () => textsOf(stream.frames).includes('before the restart') || undefined);

    await redisDown();
    // The message is stored and acknowledged; only its live update is lost while Redis is away.
    expect((await send('while Redis is down')).statusCode).toBe(200);
    expect(stream.isOpen).toBe(true);
    // A stream opened now says so and ends (the page checks instead, and its EventSource reconnects).
    const meanwhile = openStream(`/api/events/messages/${client.id}`, owner.token);
    await until('the stream opened during the outage to answer', () =>
      meanwhile.frames.length > 0 ? true : undefined,
    );
    expect(meanwhile.frames).toEqual([{ status: 'unavailable' }]);
    await until('it to end', () => (meanwhile.isOpen ? undefined : true));

    await proxy.up();
    // The same stream hears new messages again within 15 s (the subscriber reconnects and resubscribes).
    let round = 0;
    await until('an event on the open stream after Redis returned', async () => {
      const text = `after the restart ${(round += 1)}`;
      expect((await send(text)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return textsOf(stream.frames).includes(text) || undefined;
    });
    expect(stream.isOpen).toBe(true);

    // A stream opened now holds at once too.
    const fresh = openStream(`/api/events/messages/${client.id}`, owner.token);
    await until('the new stream to hold', () => (fresh.frames.length > 0 ? true : undefined));
    expect(fresh.frames[0]).toEqual({ status: 'ok' });
    fresh.close();
    stream.close();
  });

  it('answers sign-ins 503 {msg} while Redis is down, and counts the limits again once it is back', async () => {
    const limited = async (email: string) => {
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await logIn(email, 'not the password')).statusCode).toBe(400);
      return (await logIn(email, 'not the password')).statusCode;
    };
    expect(await limited('before@example.test')).toBe(429);

    await redisDown();
    // Failed sign-ins cannot be counted (ADR 0046): the sign-in says so instead of hashing unchecked guesses.
    const refused = await logIn(owner.email, owner.password);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ msg: MESSAGES.unavailable });

    await proxy.up();
    await whenHealthy();
    expect((await logIn(owner.email, owner.password)).statusCode).toBe(200);
    expect(await limited('after@example.test')).toBe(429);
  });

  it('keeps a team invitation acknowledged while Redis is down, and the queue takes it once Redis is back', async () => {
    const invite = (email: string) =>
      t.post(
        'users/register-provider',
        { add_role: 'provider', name: 'New Colleague', email, detail_role: 'provider' },
        owner.token,
      );

    await redisDown();
    const during = await invite('during@example.test');
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual({ msg: 'An email sent. Please check your mailbox.' });
    const [held] = await findNotificationsByRecipient(t.db.db, 'during@example.test');
    expect(held).toMatchObject({ template: 'team-invite', status: 'pending' });

    await proxy.up();
    await whenHealthy();

    // A new invitation goes straight to the queue again (Bull's connections came back by themselves).
    expect((await invite('after@example.test')).statusCode).toBe(200);
    const [fresh] = await findNotificationsByRecipient(t.db.db, 'after@example.test');
    await until(
      'the new invitation in the queue',
      async () => (await emailQueue.getJob(fresh!.id)) ?? undefined,
    );

    // The one acknowledged while Redis was down is still pending in the outbox. The worker's relay sweep hands
    // it to the queue (this is the dispatcher call relay-outbox makes for rows pending a minute), unless Bull's
    // own connection already added it late, once Redis was back: either way it is queued once, under its id.
    expect((await findNotificationsByRecipient(t.db.db, 'during@example.test'))[0]).toMatchObject({
      status: 'pending',
    });
    const relayed = await (t.deps.outbox as ClosableDispatcher).relay([{ id: held!.id, channel: 'email' }]);
    expect(relayed.error).toBe(0);
    expect(relayed.added + relayed['already-queued'] + relayed.revived).toBe(1);
    expect(await emailQueue.getJob(held!.id)).toMatchObject({ data: { notificationId: held!.id } });
  });
});
