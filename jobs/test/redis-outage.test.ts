import { createHash, randomBytes } from 'node:crypto';
import { newId } from '@tele/data/ids';
import {
  findAppointmentNotifications,
  findNotificationsByRecipient,
  insertNotification,
} from '@tele/data/repositories/notifications';
import { createSession } from '@tele/data/repositories/sessions';
// The API's settings, for the API this test starts beside the worker (a test of both processes).
import { loadConfig } from '../../legacy-api/src/config/env.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The API itself, built as legacy-api/test/support/app.ts builds it (until legacy-api exports `./app`).
import { buildApp } from '../../legacy-api/src/app.js';
import { createSessionCache } from '../../legacy-api/src/lib/session-cache.js';
import type { RunningWorker } from '#jobs/app.js';
import { createOutboxDispatcher, type ClosableDispatcher } from '@tele/data/enqueue';
import { handleRelayOutbox } from '#jobs/handlers/relay-outbox.handler.js';
import { describeError } from '#jobs/lib/log.js';
import { seedAppointment, seedPractice, sql, type PracticeFixture } from './support/appointments.js';
import { createHarness, PRODUCT_NAME, PUBLIC_URL, type Harness } from './support/harness.js';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js';
import { waitFor } from './support/wait.js';

/**
 * Redis goes away: the API still accepts invitations (the outbox row commits; the enqueue fails fast and
 * quietly), and once Redis is back the relay sweep hands the row to the worker, which delivers it once.
 * Everything here talks to a redis-server of this file's own, stopped and started by the tests.
 */
let h: Harness;
let redis: PrivateRedis;
let worker: RunningWorker;
let apiDispatcher: ClosableDispatcher;
const enqueueErrors: string[] = [];

beforeAll(async () => {
  h = await createHarness({ inProcessWorker: false });
  redis = await startPrivateRedis();
  worker = await h.startWorker({
    config: {
      redisUrl: redis.url,
      queuePrefix: h.queuePrefix,
      productName: PRODUCT_NAME,
      publicUrl: PUBLIC_URL,
      lockDurationMs: 30_000,
    },
  });
  apiDispatcher = createOutboxDispatcher({
    redisUrl: redis.url,
    prefix: h.queuePrefix,
    onError: (error) => enqueueErrors.push(describeError(error)),
  });
});

afterAll(async () => {
  await redis?.start().catch(() => undefined);
  await apiDispatcher?.close();
  await h?.close();
  await redis?.stop();
});

/** The relay sweep, run until it could reach Redis again (the queues reconnect on their own). */
async function relayOnceRedisIsBack() {
  h.clock.advance(61_000);
  return waitFor('the relay sweep to reach Redis', async () => {
    const counts = await handleRelayOutbox({
      db: h.db,
      dispatcher: worker.dispatcher,
      clock: h.clock.now,
      log: h.log,
    });
    return counts.error === 0 ? counts : undefined;
  });
}

async function roomKeyOf(appointmentId: string) {
  const [row] = await sql<{ room_key: string }>(
    h.db.sequelize,
    'SELECT room_key FROM appointments WHERE id = :id',
    {
      id: appointmentId,
    },
  );
  return row!.room_key;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

describe('with Redis stopped', () => {
  it('keeps an invitation written while Redis is down, and delivers it once after Redis returns', async () => {
    const p = await seedPractice(h, { providerName: 'Dana Whitaker' });
    const shareLink = await seedAppointment(h, p, {
      start: h.clock.now(),
      state: 0,
      clientIds: [],
      schedule: false,
    });
    await redis.stop();

    const id = newId(h.clock.now());
    await insertNotification(h.db, {
      id,
      practiceId: p.practiceId,
      appointmentId: shareLink,
      channel: 'email',
      recipient: 'guest@example.test',
      template: 'appointment-invite',
      payload: { appointmentId: shareLink, providerName: 'Dana Whitaker' },
      now: h.clock.now(),
    });
    const errorsBefore = enqueueErrors.length;
    const dispatch = await timed(() => apiDispatcher.dispatch([{ id, channel: 'email' }]));
    expect(dispatch.ms).toBeLessThan(3_000);
    expect(enqueueErrors.length).toBeGreaterThan(errorsBefore);
    expect((await h.row(id)).status).toBe('pending');

    await redis.start();
    await relayOnceRedisIsBack();
    const row = await h.waitForStatus(id, 'sent');
    const mails = h.sendgrid.receivedFor(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('TeleTherapist: Appointment Invitation');
    expect(mails[0]!.text).toContain(
      'Hello, this is Dana Whitaker - please join me for a secure video call:',
    );
    expect(mails[0]!.text).toContain(
      `${PUBLIC_URL}/invited-room/${shareLink}?key=${await roomKeyOf(shareLink)}`,
    );
    expect(row.providerMessageId).toBe(mails[0]!.messageId);

    // Later relays and a late duplicate enqueue find it sent.
    await relayOnceRedisIsBack();
    await apiDispatcher.dispatch([{ id, channel: 'email' }]);
    await waitFor('the duplicate job to finish', async () => {
      const job = await worker.queues.email.getJob(id);
      return job === null || (await job.isCompleted()) || undefined;
    });
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });

  it('answers appointment-invite (e-mail and text) and a client invitation with 200 while Redis is down; each is delivered once later', async () => {
    const p: PracticeFixture = await seedPractice(h, {
      providerName: "Robin O'Provider",
      planString: 'month_individual_ultimate',
    });
    const token = randomBytes(32).toString('base64url');
    await createSession(h.db, {
      id: newId(h.clock.now()),
      userId: p.provider.id,
      // What the API stores for a session token (services/identity: SHA-256, hex).
      tokenHash: createHash('sha256').update(token).digest('hex'),
      now: h.clock.now(),
      expiresAt: new Date(h.clock.now().getTime() + 24 * 3_600_000),
      ip: null,
      userAgent: null,
    });

    // The API as server.ts builds it, pointed at the private Redis and this file's database.
    const config = {
      ...loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: h.database.url, REDIS_URL: redis.url }),
      redisPrefix: h.prefix,
    };
    const apiRedis = new Redis(redis.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    apiRedis.on('error', () => undefined);
    await apiRedis.connect();
    const live = {
      publish: async () => undefined,
      subscribe: async () => () => undefined,
      close: async () => undefined,
    };
    const app = await buildApp({
      config,
      db: h.db,
      redis: apiRedis,
      outbox: apiDispatcher,
      live,
      sessions: createSessionCache({ live }),
      // These calls upload nothing: a store that refuses shows it.
      files: {
        put: () => Promise.reject(new Error('no uploads here')),
        putStream: () => Promise.reject(new Error('no uploads here')),
        open: async () => null,
        remove: async () => undefined,
        close: async () => undefined,
      },
      clock: h.clock.now,
    });
    await app.ready();
    const post = (name: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/api/appointments/${name}`,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });

    try {
      await redis.stop();
      const errorsBefore = enqueueErrors.length;

      const emailLink = (await post('appointment-empty', {})).json().results as string;
      const byEmail = await timed(() =>
        post('appointment-invite', { appointment_id: emailLink, type: 1, email: 'Guest@Example.test' }),
      );
      expect(byEmail.value.statusCode).toBe(200);
      expect(byEmail.value.json()).toEqual({ msg: 'Your email invitation succeed.' });
      expect(byEmail.ms).toBeLessThan(4_000);

      const textLink = (await post('appointment-empty', {})).json().results as string;
      expect(textLink).not.toBe(emailLink);
      const byText = await timed(() =>
        post('appointment-invite', { appointment_id: textLink, type: 2, phone: '+1 555 123 4567' }),
      );
      expect(byText.value.statusCode).toBe(200);
      expect(byText.value.json()).toEqual({ msg: 'Your text invitation has succeed.' });
      expect(byText.ms).toBeLessThan(4_000);
      expect(enqueueErrors.length).toBeGreaterThan(errorsBefore);

      // A new client, invited to choose a password (users/accept-request, the client-invite e-mail).
      const byInvite = await app.inject({
        method: 'POST',
        url: '/api/api/users/accept-request',
        payload: { add_role: 'client', name: 'Casey Newcomer', email: 'casey.newcomer@example.test' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byInvite.statusCode).toBe(200);
      const [inviteRow] = await findNotificationsByRecipient(h.db, 'casey.newcomer@example.test');
      expect(inviteRow).toMatchObject({ channel: 'email', template: 'client-invite', status: 'pending' });

      const [emailRow] = await findAppointmentNotifications(h.db, p.practiceId, emailLink);
      const [textRow] = await findAppointmentNotifications(h.db, p.practiceId, textLink);
      expect(emailRow).toMatchObject({ channel: 'email', template: 'appointment-invite', status: 'pending' });
      expect(textRow).toMatchObject({
        channel: 'sms',
        recipient: '+15551234567',
        template: 'appointment-invite-sms',
        status: 'pending',
      });

      await redis.start();
      await relayOnceRedisIsBack();
      await h.waitForStatus(emailRow!.id, 'sent');
      await h.waitForStatus(textRow!.id, 'sent');
      await h.waitForStatus(inviteRow!.id, 'sent');
      const invitations = h.sendgrid.receivedFor(inviteRow!.id);
      expect(invitations).toHaveLength(1);
      expect(invitations[0]!.to).toEqual(['casey.newcomer@example.test']);

      const mails = h.sendgrid.receivedFor(emailRow!.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual(['guest@example.test']);
      expect(mails[0]!.html).toContain('Robin O&#39;Provider');
      expect(mails[0]!.text).toContain(
        `${PUBLIC_URL}/invited-room/${emailLink}?key=${await roomKeyOf(emailLink)}`,
      );

      const texts = h.twilio.received.filter((sms) => sms.to === '+15551234567');
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toBe(
        `Robin O'Provider invites you to a secure video call: ${PUBLIC_URL}/invited-room/${textLink}?key=${await roomKeyOf(textLink)}`,
      );
      expect(texts[0]!.from).toBe('+15005550006');
    } finally {
      await redis.start().catch(() => undefined);
      await app.close();
      await apiRedis.quit().catch(() => undefined);
    }
  });
});
