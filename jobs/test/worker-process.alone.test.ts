import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { newId } from '@tele/data/ids';
import { insertNotification } from '@tele/data/repositories/notifications';
import { replacePendingRegistration } from '@tele/data/repositories/pending-registrations';
import { findDueReminders, rescheduleReminders } from '@tele/data/repositories/reminders';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SendDueRemindersSweep } from '#jobs/definitions/sweeps.js';
import { handleFailInterruptedSends } from '#jobs/handlers/fail-interrupted-sends.handler.js';
import { reminderDedupeKey } from '#jobs/handlers/send-due-reminders.handler.js';
import { openQueue, type BullQueue } from '@tele/data/queues';
import { SEND_CONCURRENCY } from '@tele/data/job-definitions/send-notification';
import { messagesOf, seedAppointment, seedPractice, sql } from './support/appointments.js';
import { createHarness, PUBLIC_URL, REDIS_URL, SENDGRID_TEST_KEY, type Harness } from './support/harness.js';
import { waitFor } from './support/wait.js';

/**
 * The real worker entry in child processes (as production runs it, through tsx instead of the bundle), against
 * this file's database, Redis prefix and fake SendGrid. No worker runs inside the test process.
 */
const JOBS_DIR = fileURLToPath(new URL('..', import.meta.url));

interface ChildWorker {
  process: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let h: Harness;
let emailQueue: BullQueue;
let sweepsQueue: BullQueue;
const children: ChildWorker[] = [];

function spawnWorker(): ChildWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: JOBS_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      DATABASE_URL: h.database.url,
      REDIS_URL,
      REDIS_PREFIX: h.prefix,
      PUBLIC_URL,
      PRODUCT_NAME: 'TeleTherapist',
      SENDGRID_API_KEY: SENDGRID_TEST_KEY,
      SENDGRID_BASE_URL: h.sendgrid.url,
      // A dead worker's job is handed on after 2 s instead of 30 s.
      JOB_LOCK_MS: '2000',
      SHUTDOWN_GRACE_MS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const worker = { process: child, output, exited };
  children.push(worker);
  return worker;
}

async function waitForLine(worker: ChildWorker, text: string) {
  await waitFor(
    `worker output "${text}"\n${worker.output.join('\n')}`,
    () => worker.output.some((line) => line.includes(text)),
    30_000,
  );
}

async function queueVerifyEmail(): Promise<string> {
  const now = new Date();
  const pending = await replacePendingRegistration(h.db, {
    id: newId(now),
    practiceName: 'Calm Waters Therapy',
    name: 'Ada Lovelace',
    email: `applicant-${newId(now)}@example.test`,
    expiresAt: new Date(now.getTime() + 48 * 3_600_000),
    createdAt: now,
  });
  const id = await h.insertRow({
    template: 'verify-email',
    recipient: pending.email,
    payload: { pendingRegistrationId: pending.id },
  });
  await h.dispatcher.dispatch([{ id, channel: 'email' }]);
  return id;
}

beforeAll(async () => {
  h = await createHarness({ inProcessWorker: false });
  emailQueue = openQueue('email', { redisUrl: REDIS_URL, prefix: h.queuePrefix });
  sweepsQueue = openQueue('sweeps', { redisUrl: REDIS_URL, prefix: h.queuePrefix });
});

afterAll(async () => {
  for (const child of children)
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  await Promise.all(children.map((child) => child.exited));
  await emailQueue?.close();
  await sweepsQueue?.close();
  await h?.close();
});

describe('the worker process', () => {
  it(
    'never sends twice after being killed mid-send; the row stays sending until the sweep fails it',
    { timeout: 90_000 },
    async () => {
      h.sendgrid.plan({ kind: 'hang' });
      const doomed = spawnWorker();
      await waitForLine(doomed, 'worker ready');
      const id = await queueVerifyEmail();
      await waitFor('the provider to receive the mail', () => h.sendgrid.receivedFor(id).length === 1);
      expect((await h.row(id)).status).toBe('sending');

      doomed.process.kill('SIGKILL');
      expect((await doomed.exited).signal).toBe('SIGKILL');

      const survivor = spawnWorker();
      await waitForLine(survivor, 'worker ready');
      // Bull hands the dead worker's job to the new one once its lock lapses; the claim finds nothing to do.
      await waitFor(
        'the stalled job to be run again and finish',
        async () => (await (await emailQueue.getJob(id))?.isCompleted()) || undefined,
        30_000,
      );
      await waitForLine(survivor, `notification skipped: not pending`);

      // The new worker does deliver other mail.
      const other = await queueVerifyEmail();
      await h.waitForStatus(other, 'sent');

      expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
      const row = await h.row(id);
      expect(row).toMatchObject({ status: 'sending', attempts: 1 });

      const at = (minutes: number) => () => new Date(row.claimedAt!.getTime() + minutes * 60_000);
      expect(await handleFailInterruptedSends({ db: h.db, clock: at(14), log: h.log })).toEqual([]);
      expect(await handleFailInterruptedSends({ db: h.db, clock: at(16), log: h.log })).toEqual([id]);
      expect(await h.row(id)).toMatchObject({ status: 'failed', error: 'interrupted; not resent' });
      expect(h.sendgrid.receivedFor(id)).toHaveLength(1);

      survivor.process.kill('SIGTERM');
      await survivor.exited;
    },
  );

  it(
    'sends every reminder exactly once when the worker is killed in the middle of a reminders run',
    { timeout: 120_000 },
    async () => {
      // 50 appointments x (5 clients + the provider), due now by the real clock (the child's): more than one chunk.
      const p = await seedPractice(h, {
        clients: Array.from({ length: 5 }, (_v, i) => ({ name: `Client ${i}` })),
      });
      const start = new Date(Date.now() + 2 * 3_600_000);
      const ids: string[] = [];
      for (let i = 0; i < 50; i += 1) ids.push(await seedAppointment(h, p, { start, schedule: false }));
      await rescheduleReminders(h.db, ids, new Date());
      const stillDue = () => findDueReminders(h.db, { now: new Date(Date.now() + 1_000), limit: 1_000 });
      const due = await stillDue();
      expect(due).toHaveLength(300);
      const chunk = SendDueRemindersSweep.chunkSize;
      expect(chunk).toBeLessThan(250);

      // Hold one reminder of the second chunk in an open transaction of our own (its message's dedupe key): the
      // worker's second chunk waits on it, with the first chunk committed and delivered.
      const blocker = await h.db.sequelize.transaction();
      let isReleased = false;
      const release = async () => {
        if (isReleased) return;
        isReleased = true;
        await blocker.rollback();
      };
      onTestFinished(release);
      await insertNotification(
        { ...h.db, transaction: blocker },
        {
          id: newId(),
          practiceId: p.practiceId,
          channel: 'email',
          recipient: 'blocker@example.test',
          template: 'appointment-reminder',
          payload: {},
          dedupeKey: reminderDedupeKey(due[250]!),
          now: new Date(),
        },
      );

      const doomed = spawnWorker();
      await waitForLine(doomed, 'worker ready');
      await sweepsQueue.add(SendDueRemindersSweep.name, {}, { jobId: 'reminders-before-the-crash' });
      const messages = async () => (await Promise.all(ids.map((id) => messagesOf(h, p, id)))).flat();
      const lockWaits = async () => {
        const [row] = await sql<{ n: number }>(
          h.db.sequelize,
          `SELECT COUNT(*) AS n FROM information_schema.INNODB_TRX t
             JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id
            WHERE t.trx_state = 'LOCK WAIT' AND p.DB = DATABASE()`,
        );
        return Number(row!.n);
      };
      await waitFor(
        'the first chunk to be delivered and the second to wait on the held reminder',
        async () => {
          const rows = await messages();
          return (
            rows.length === chunk && rows.every((row) => row.status === 'sent') && (await lockWaits()) === 1
          );
        },
        30_000,
      );

      doomed.process.kill('SIGKILL');
      expect((await doomed.exited).signal).toBe('SIGKILL');
      await release();
      // The killed worker's open transaction was rolled back: the second chunk is still due, nothing more written.
      expect(await stillDue()).toHaveLength(300 - chunk);
      expect(await messages()).toHaveLength(chunk);

      const survivor = spawnWorker();
      await waitForLine(survivor, 'worker ready');
      // The stalled run is handed to the new worker when its lock lapses; another run may overlap it.
      await sweepsQueue.add(SendDueRemindersSweep.name, {}, { jobId: 'reminders-after-the-restart' });
      const rows = await waitFor(
        'all 300 reminders to be sent',
        async () => {
          const all = await messages();
          return all.length === 300 && all.every((row) => row.status === 'sent') ? all : undefined;
        },
        60_000,
      );
      expect(new Set(rows.map((row) => row.dedupeKey)).size).toBe(300);
      for (const row of rows) expect(h.sendgrid.receivedFor(row.id)).toHaveLength(1);
      expect(await stillDue()).toEqual([]);

      survivor.process.kill('SIGTERM');
      await survivor.exited;
    },
  );

  it(
    'killed under load, its held jobs go to a restarted worker and every e-mail reaches the provider once',
    { timeout: 90_000 },
    async () => {
      // The first SEND_CONCURRENCY sends never get an answer: every slot of the worker is busy when it dies.
      h.sendgrid.plan(...Array.from({ length: SEND_CONCURRENCY }, () => ({ kind: 'hang' as const })));
      const doomed = spawnWorker();
      await waitForLine(doomed, 'worker ready');
      const ids: string[] = [];
      for (let i = 0; i < SEND_CONCURRENCY + 35; i += 1) ids.push(await queueVerifyEmail());
      const received = () => ids.filter((id) => h.sendgrid.receivedFor(id).length > 0);
      await waitFor('every slot to be sending', () => received().length >= SEND_CONCURRENCY, 30_000);
      const held = received();

      doomed.process.kill('SIGKILL');
      expect((await doomed.exited).signal).toBe('SIGKILL');
      const survivor = spawnWorker();
      await waitForLine(survivor, 'worker ready');
      // Bull hands the dead worker's jobs to the new one once their locks lapse (stalled jobs); the rest wait.
      await waitFor(
        'every job to finish',
        async () => {
          const jobs = await Promise.all(ids.map((id) => emailQueue.getJob(id)));
          const finished = await Promise.all(jobs.map((job) => job?.isCompleted()));
          return finished.every(Boolean) || undefined;
        },
        60_000,
      );

      // None lost, none sent twice: the held ones reached the provider before the kill and are not sent again
      // (their rows stay `sending` until the sweep marks them interrupted); every other one is sent by the new
      // worker.
      for (const id of ids) expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
      for (const id of ids) expect((await h.row(id)).status).toBe(held.includes(id) ? 'sending' : 'sent');
      survivor.process.kill('SIGTERM');
      expect(await survivor.exited).toEqual({ code: 0, signal: null });
    },
  );

  it('finishes the job in flight on SIGTERM, then exits cleanly', { timeout: 60_000 }, async () => {
    const worker = spawnWorker();
    await waitForLine(worker, 'worker ready');
    h.sendgrid.plan({ kind: 'delay', ms: 1_500 });
    const id = await queueVerifyEmail();
    await waitFor('the provider to receive the mail', () => h.sendgrid.receivedFor(id).length === 1);

    worker.process.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(await h.row(id)).toMatchObject({ status: 'sent' });
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
    expect(worker.output.some((line) => line.includes('stopped outcome=drained'))).toBe(true);
  });

  it('names what is wrong with its environment and exits', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: JOBS_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        REDIS_URL: 'http://nope',
        TWILIO_ACCOUNT_SID: 'AC1',
        MAIL_FROM: 'nobody',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('REDIS_URL must use redis: or rediss:');
    expect(stderr).toContain('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together');
    expect(stderr).toContain('MAIL_FROM must be an e-mail address');
  });
});
