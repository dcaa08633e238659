import { newId } from '@tele/data/ids';
import { claimNotificationsToSend, releaseNotificationForRetry } from '@tele/data/repositories/notifications';
import { findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { replacePendingRegistration } from '@tele/data/repositories/pending-registrations';
import { createPractice } from '@tele/data/repositories/practices';
import { createUser } from '@tele/data/repositories/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleFailInterruptedSends } from '#jobs/handlers/fail-interrupted-sends.handler.js';
import { handleRelayOutbox } from '#jobs/handlers/relay-outbox.handler.js';
import { handleSendNotification, RetryLater } from '#jobs/handlers/send-notification.handler.js';
import { createHarness, type Harness } from './support/harness.js';
import { waitFor } from './support/wait.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOSTILE_NAME = '<script>alert(1)</script> & "Co"';

async function pendingRegistration(name = HOSTILE_NAME) {
  const now = h.clock.now();
  return replacePendingRegistration(h.db, {
    id: newId(now),
    practiceName: 'Calm Waters Therapy',
    name,
    email: `applicant-${newId(now)}@example.test`,
    expiresAt: new Date(now.getTime() + 48 * 3_600_000),
    createdAt: now,
  });
}

async function verifyEmailRow() {
  const pending = await pendingRegistration();
  const id = await h.insertRow({
    template: 'verify-email',
    recipient: pending.email,
    payload: { pendingRegistrationId: pending.id, name: pending.name },
  });
  return { id, pending };
}

/** What the API does after its transaction commits. */
function dispatch(id: string) {
  return h.dispatcher.dispatch([{ id, channel: 'email' }]);
}

/** The single-use link of a delivered mail (the text part carries it on a line of its own). */
function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

function run(id: string, attempt = 1, maxAttempts = 6) {
  return { id, data: { notificationId: id }, attempt, maxAttempts };
}

describe('delivering queued e-mail', () => {
  it('claims and records sends that run together (one batch) each with its own row and provider id', async () => {
    const rows = await Promise.all([verifyEmailRow(), verifyEmailRow(), verifyEmailRow()]);
    const deps = h.sendDeps();
    const outcomes = await Promise.all(rows.map(({ id }) => handleSendNotification(deps, run(id))));
    expect(outcomes).toEqual(['sent', 'sent', 'sent']);
    for (const { id, pending } of rows) {
      const mails = h.sendgrid.receivedFor(id);
      expect(mails.map((mail) => mail.to)).toEqual([[pending.email]]);
      expect((await h.row(id)).providerMessageId).toBe(mails[0]?.messageId);
    }
  });

  it('sends one mail when one worker is given the same job twice at the same moment (one batch)', async () => {
    const { id } = await verifyEmailRow();
    const deps = h.sendDeps();
    const outcomes = await Promise.all([
      handleSendNotification(deps, run(id)),
      handleSendNotification(deps, run(id, 2)),
    ]);
    expect(outcomes.sort()).toEqual(['not-claimed', 'sent']);
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });

  it('sends a queued verify-email once, records the provider id, and its link opens the sign-up', async () => {
    const { id, pending } = await verifyEmailRow();
    await dispatch(id);

    const row = await h.waitForStatus(id, 'sent');
    const mails = h.sendgrid.receivedFor(id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      authorization: 'Bearer SG.test-key',
      to: [pending.email],
      from: { email: 'no-reply@teletherapist.test', name: 'TeleTherapist' },
      subject: 'TeleTherapist: Email address verification',
    });
    expect(row.providerMessageId).toBe(mail?.messageId);
    expect(row.sentAt).not.toBeNull();
    // Click tracking would send the single-use link through a tracking domain.
    expect(mail?.body.tracking_settings).toMatchObject({ click_tracking: { enable: false } });

    const link = linkIn(mail!.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/success-verification\/[^/]+$/);
    expect(mail!.html).toContain(`href="${link}"`);
    const token = await findOneTimeToken(h.db, link.slice(link.lastIndexOf('/') + 1), 'verify_email');
    expect(token).toMatchObject({ pendingRegistrationId: pending.id, usedAt: null });
    expect(token!.expiresAt.getTime() - h.clock.now().getTime()).toBe(48 * 3_600_000);
  });

  it('leaves a name typed at sign-up out of the verification e-mail, even from an older row', async () => {
    const { id } = await verifyEmailRow();
    await dispatch(id);
    await h.waitForStatus(id, 'sent');
    const [mail] = h.sendgrid.receivedFor(id);

    expect(mail!.html).toContain('Hello,');
    expect(mail!.text).toContain('Hello,');
    for (const part of [mail!.html, mail!.text]) expect(part).not.toMatch(/script|alert|Co&quot;|"Co"/);
  });

  it('sends reset-password with a single-use reset link for the user, the name escaped', async () => {
    const now = h.clock.now();
    const practice = await createPractice(h.db, {
      id: newId(now),
      name: 'Practice',
      ownerId: null,
      planString: null,
      now,
    });
    const user = await createUser(h.db, {
      id: newId(now),
      practiceId: practice.id,
      email: `user-${newId(now)}@example.test`,
      passwordHash: null,
      name: HOSTILE_NAME,
      isProvider: true,
      isClient: false,
      teamRole: null,
      emailVerifiedAt: now,
      now,
    });
    const id = await h.insertRow({
      template: 'reset-password',
      recipient: user.email,
      payload: { userId: user.id, name: user.name },
    });
    await dispatch(id);
    await h.waitForStatus(id, 'sent');

    const [mail] = h.sendgrid.receivedFor(id);
    expect(mail).toMatchObject({ to: [user.email], subject: 'TeleTherapist: Request to reset the password' });
    // The account's own name: escaped in the HTML part, readable in the text part.
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;,');
    expect(mail!.text).toContain(`Hello ${HOSTILE_NAME},`);
    const link = linkIn(mail!.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[^/]+$/);
    const token = await findOneTimeToken(h.db, link.slice(link.lastIndexOf('/') + 1), 'reset_password');
    expect(token).toMatchObject({ userId: user.id, usedAt: null });
  });
});

describe('sending at most once', () => {
  it('sends one mail when the same row is enqueued twice and relayed', async () => {
    const { id } = await verifyEmailRow();
    await Promise.all([dispatch(id), dispatch(id), h.worker.dispatcher.relay([{ id, channel: 'email' }])]);
    await h.waitForStatus(id, 'sent');
    // A late duplicate, after the row was sent, finds nothing to claim.
    await dispatch(id);
    await h.worker.dispatcher.relay([{ id, channel: 'email' }]);
    expect(await handleSendNotification(h.sendDeps(), run(id))).toBe('not-claimed');
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });

  it('sends one mail when two workers run the same job at the same moment', async () => {
    const { id } = await verifyEmailRow();
    const outcomes = await Promise.all([
      handleSendNotification(h.sendDeps(), run(id)),
      handleSendNotification(h.sendDeps(), run(id, 2)),
    ]);
    expect(outcomes.sort()).toEqual(['not-claimed', 'sent']);
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
    expect((await h.row(id)).status).toBe('sent');
  });
});

describe('provider failures', () => {
  it('retries a 500 with backoff and ends sent', async () => {
    const { id } = await verifyEmailRow();
    h.sendgrid.plan({ kind: 'fail', status: 500 });
    await dispatch(id);

    const row = await h.waitForStatus(id, 'sent');
    const mails = h.sendgrid.receivedFor(id);
    expect(mails).toHaveLength(2);
    expect(row.attempts).toBe(2);
    expect(row.providerMessageId).toBe(mails[1]?.messageId);
    expect(h.logs.some((line) => line.includes('will retry') && line.includes(id))).toBe(true);
    const job = await h.worker.queues.email.getJob(id);
    expect(job?.attemptsMade).toBe(1);
  });

  it('marks a 400 failed without retrying', async () => {
    const { id } = await verifyEmailRow();
    h.sendgrid.plan({ kind: 'fail', status: 400 });
    await dispatch(id);

    const row = await h.waitForStatus(id, 'failed');
    expect(row.error).toContain('SendGrid answered 400');
    // The job finished (no retry is scheduled) and the provider saw one request.
    await waitFor(
      'the job to finish',
      async () => (await (await h.worker.queues.email.getJob(id))?.isCompleted()) || undefined,
    );
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });

  it('treats 429 as retryable and gives up after the last attempt', async () => {
    const { id } = await verifyEmailRow();
    h.sendgrid.plan({ kind: 'fail', status: 429 }, { kind: 'fail', status: 429 });

    await expect(handleSendNotification(h.sendDeps(), run(id, 1, 2))).rejects.toBeInstanceOf(RetryLater);
    expect(await h.row(id)).toMatchObject({ status: 'pending', error: expect.stringContaining('429') });

    expect(await handleSendNotification(h.sendDeps(), run(id, 2, 2))).toBe('failed');
    expect(await h.row(id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('gave up after 2 attempts'),
    });
    expect(h.sendgrid.receivedFor(id)).toHaveLength(2);
  });

  it('retries when the provider cannot be reached at all', async () => {
    const { id } = await verifyEmailRow();
    const unreachable = h.sendDeps({
      channels: { ...h.sendDeps().channels, email: h.emailChannel({ baseUrl: 'http://127.0.0.1:9' }) },
    });
    await expect(handleSendNotification(unreachable, run(id))).rejects.toBeInstanceOf(RetryLater);
    expect(await h.row(id)).toMatchObject({
      status: 'pending',
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('does not resend when the outcome is unknown (the provider took the request and never answered)', async () => {
    const { id } = await verifyEmailRow();
    h.sendgrid.plan({ kind: 'hang' });
    const impatient = h.sendDeps({
      channels: { ...h.sendDeps().channels, email: h.emailChannel({ timeoutMs: 300 }) },
    });

    expect(await handleSendNotification(impatient, run(id))).toBe('unknown');
    expect(await h.row(id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('outcome unknown; not resent'),
    });
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });
});

describe('rows that cannot be sent', () => {
  it('fails an unknown template or a payload that does not match its schema, without sending or retrying', async () => {
    const unknown = await h.insertRow({ template: 'no-such-template', payload: {} });
    const malformed = await h.insertRow({
      template: 'verify-email',
      payload: { pendingRegistrationId: 'nope' },
    });
    await Promise.all([dispatch(unknown), dispatch(malformed)]);

    expect((await h.waitForStatus(unknown, 'failed')).error).toBe('unknown template "no-such-template"');
    expect((await h.waitForStatus(malformed, 'failed')).error).toContain('does not match its schema');
    expect(h.sendgrid.receivedFor(unknown)).toHaveLength(0);
    expect(h.sendgrid.receivedFor(malformed)).toHaveLength(0);
  });

  it('skips a verification whose sign-up no longer exists', async () => {
    const id = await h.insertRow({
      template: 'verify-email',
      payload: { pendingRegistrationId: newId(h.clock.now()), name: 'Gone' },
    });
    expect(await handleSendNotification(h.sendDeps(), run(id))).toBe('skipped');
    expect(await h.row(id)).toMatchObject({ status: 'skipped' });
    expect(h.sendgrid.receivedFor(id)).toHaveLength(0);
  });
});

describe('relay sweep', () => {
  it('enqueues a pending row whose enqueue was lost, once it is a minute old, and it is delivered', async () => {
    const { id } = await verifyEmailRow();
    const relay = () =>
      handleRelayOutbox({ db: h.db, dispatcher: h.worker.dispatcher, clock: h.clock.now, log: h.log });

    h.clock.advance(30_000);
    await relay();
    expect(await h.worker.queues.email.getJob(id)).toBeNull();

    h.clock.advance(31_000);
    expect((await relay()).added).toBeGreaterThanOrEqual(1);
    await h.waitForStatus(id, 'sent');
    await relay();
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });

  it('replaces a finished job that still holds the id of a pending row', async () => {
    const { id } = await verifyEmailRow();
    // A run that ended without settling the row (the database went away mid-run, say): the job is finished
    // while the row is pending again. Bull would silently ignore a plain re-add of that id.
    await claimNotificationsToSend(h.db, [id], h.clock.now());
    await dispatch(id);
    await waitFor(
      'the job to finish',
      async () => (await (await h.worker.queues.email.getJob(id))?.isCompleted()) || undefined,
    );
    await releaseNotificationForRetry(h.db, id, 'simulated', h.clock.now());

    h.clock.advance(61_000);
    const counts = await handleRelayOutbox({
      db: h.db,
      dispatcher: h.worker.dispatcher,
      clock: h.clock.now,
      log: h.log,
    });
    expect(counts).toMatchObject({ revived: 1 });
    await h.waitForStatus(id, 'sent');
    expect(h.sendgrid.receivedFor(id)).toHaveLength(1);
  });
});

describe('interrupted sends', () => {
  it('marks rows stuck in sending for over 15 minutes failed, and never resends them', async () => {
    const { id } = await verifyEmailRow();
    await claimNotificationsToSend(h.db, [id], h.clock.now());
    const sweep = () => handleFailInterruptedSends({ db: h.db, clock: h.clock.now, log: h.log });

    h.clock.advance(14 * 60_000);
    expect(await sweep()).toEqual([]);
    expect((await h.row(id)).status).toBe('sending');

    h.clock.advance(2 * 60_000);
    expect(await sweep()).toEqual([id]);
    expect(await h.row(id)).toMatchObject({ status: 'failed', error: 'interrupted; not resent' });
    expect(await handleSendNotification(h.sendDeps(), run(id))).toBe('not-claimed');
    expect(h.sendgrid.receivedFor(id)).toHaveLength(0);
  });
});

describe('worker start-up', () => {
  it('schedules each sweep once, with a deterministic id, however many workers start', async () => {
    await h.startWorker({ scheduleSweeps: true });
    await h.startWorker({ scheduleSweeps: true });
    const repeatable = await h.worker.queues.sweeps.getRepeatableJobs();
    expect(repeatable.map((job) => [job.name, job.id, Number(job.every)]).sort()).toEqual([
      ['advance-appointment-states', 'advance-appointment-states', 60_000],
      ['fail-interrupted-sends', 'fail-interrupted-sends', 60_000],
      ['nudge-unread-messages', 'nudge-unread-messages', 60_000],
      ['relay-outbox', 'relay-outbox', 30_000],
      ['send-due-reminders', 'send-due-reminders', 60_000],
    ]);
  });
});
