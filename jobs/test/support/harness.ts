import { randomBytes } from 'node:crypto';
import { newId } from '@tele/data/ids';
import {
  findNotificationById,
  insertNotification,
  type NotificationChannel,
  type NotificationRecord,
  type NotificationStatus,
} from '@tele/data/repositories/notifications';
import type { Db } from '@tele/data/db';
import { createTestDatabase, type TestDatabase } from '@tele/data/testing';
import { Redis } from 'ioredis';
import { startWorker, type RunningWorker, type WorkerDeps } from '#jobs/app.js';
import { createOutboxDispatcher, type ClosableDispatcher } from '@tele/data/enqueue';
import { createEmailChannel, type EmailChannelOptions } from '#jobs/channels/email.js';
import { createSmsChannel, type SmsChannelOptions } from '#jobs/channels/sms.js';
import type { SendNotificationDeps } from '#jobs/handlers/send-notification.handler.js';
import { createSendBatches } from '#jobs/lib/send-batches.js';
import { createLogger, type Logger } from '#jobs/lib/log.js';
import { startFakeSendGrid, type FakeSendGrid } from './fake-sendgrid.js';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio.js';
import { waitFor } from './wait.js';

/** A clock tests can move; handlers and sweeps read "now" from it. */
export class TestClock {
  constructor(private current = new Date('2026-11-21T09:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  /** Moves to an instant (never back in time: rows other tests wrote would become due again). */
  set(instant: Date): void {
    if (instant.getTime() < this.current.getTime()) throw new Error('the test clock does not go back');
    this.current = new Date(instant);
  }
}

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
export const PUBLIC_URL = 'http://localhost:3000';
export const PRODUCT_NAME = 'TeleTherapist';
export const SENDGRID_TEST_KEY = 'SG.test-key';
export const TWILIO_TEST_SID = 'AC0123456789abcdef0123456789abcdef';
export const TWILIO_TEST_FROM = '+15005550006';

export interface Harness {
  /** This file's database (its URL, and dropped on close) and the handle the workers and tests use. */
  database: TestDatabase;
  db: Db;
  /** REDIS_PREFIX of this test file; bull keys live under `${prefix}:bull`. */
  prefix: string;
  queuePrefix: string;
  sendgrid: FakeSendGrid;
  /** SMS go to this fake through the real twilio SDK. */
  twilio: FakeTwilio;
  clock: TestClock;
  /** Every line the in-process workers and handlers logged. */
  logs: string[];
  log: Logger;
  /** The API's dispatcher (what legacy-api/src/server.ts creates): enqueues rows after their commit. */
  dispatcher: ClosableDispatcher;
  /** A worker processing this file's queues in this process (sweeps not scheduled: tests run them). */
  worker: RunningWorker;
  startWorker(overrides?: Partial<WorkerDeps>): Promise<RunningWorker>;
  emailChannel(overrides?: Partial<EmailChannelOptions>): ReturnType<typeof createEmailChannel>;
  smsChannel(overrides?: Partial<SmsChannelOptions>): ReturnType<typeof createSmsChannel>;
  sendDeps(overrides?: Partial<SendNotificationDeps>): SendNotificationDeps;
  /** Writes an outbox row as the API does, without enqueueing it. */
  insertRow(input: {
    template: string;
    payload: Record<string, unknown>;
    recipient?: string;
    channel?: NotificationChannel;
  }): Promise<string>;
  row(id: string): Promise<NotificationRecord>;
  waitForStatus(id: string, status: NotificationStatus): Promise<NotificationRecord>;
  close(): Promise<void>;
}

export async function createHarness(options: { inProcessWorker?: boolean } = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const { db } = database;
  const prefix = `tt_jobs_test_${randomBytes(4).toString('hex')}`;
  const queuePrefix = `${prefix}:bull`;
  const sendgrid = await startFakeSendGrid();
  const twilio = await startFakeTwilio();
  const clock = new TestClock();
  const logs: string[] = [];
  const log = createLogger({ write: (line) => logs.push(line) });
  const workers: RunningWorker[] = [];

  const emailChannel = (overrides: Partial<EmailChannelOptions> = {}) =>
    createEmailChannel({
      apiKey: SENDGRID_TEST_KEY,
      baseUrl: sendgrid.url,
      from: { email: 'no-reply@teletherapist.test', name: PRODUCT_NAME },
      log,
      logLinks: false,
      ...overrides,
    });
  const smsChannel = (overrides: Partial<SmsChannelOptions> = {}) =>
    createSmsChannel({
      accountSid: TWILIO_TEST_SID,
      authToken: 'twilio-test-token',
      from: TWILIO_TEST_FROM,
      baseUrl: twilio.url,
      log,
      logLinks: false,
      ...overrides,
    });

  const start = async (overrides: Partial<WorkerDeps> = {}) => {
    const worker = await startWorker({
      db,
      config: {
        redisUrl: REDIS_URL,
        queuePrefix,
        productName: PRODUCT_NAME,
        publicUrl: PUBLIC_URL,
        lockDurationMs: 30_000,
      },
      channels: { email: emailChannel(), sms: smsChannel() },
      clock: clock.now,
      log,
      scheduleSweeps: false,
      ...overrides,
    });
    workers.push(worker);
    return worker;
  };
  const worker = options.inProcessWorker === false ? null : await start();
  const dispatcher = createOutboxDispatcher({ redisUrl: REDIS_URL, prefix: queuePrefix });

  const row = async (id: string) => {
    const found = await findNotificationById(db, id);
    if (!found) throw new Error(`no notification ${id}`);
    return found;
  };

  return {
    database,
    db,
    prefix,
    queuePrefix,
    sendgrid,
    twilio,
    clock,
    logs,
    log,
    dispatcher,
    get worker() {
      if (!worker) throw new Error('this harness has no in-process worker');
      return worker;
    },
    startWorker: start,
    emailChannel,
    smsChannel,
    sendDeps: (overrides = {}) => ({
      db,
      batches: createSendBatches(db),
      channels: { email: emailChannel(), sms: smsChannel() },
      productName: PRODUCT_NAME,
      publicUrl: PUBLIC_URL,
      clock: clock.now,
      log,
      ...overrides,
    }),
    async insertRow(input) {
      const now = clock.now();
      const id = newId(now);
      await insertNotification(db, {
        id,
        practiceId: null,
        // As the API writes them: a message about an appointment names it.
        appointmentId: typeof input.payload.appointmentId === 'string' ? input.payload.appointmentId : null,
        channel: input.channel ?? 'email',
        recipient: input.recipient ?? `person-${id}@example.test`,
        template: input.template,
        payload: input.payload,
        now,
      });
      return id;
    },
    row,
    waitForStatus: (id, status) =>
      waitFor(`notification ${id} to be ${status}`, async () => {
        const found = await row(id);
        return found.status === status ? found : undefined;
      }),
    async close() {
      await Promise.all(workers.map((running) => running.close(5_000)));
      await dispatcher.close();
      await sendgrid.close();
      await twilio.close();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await database.drop();
    },
  };
}
