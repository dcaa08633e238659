import { findAppointmentNotifications } from '@tele/data/repositories/notifications';
import { rescheduleReminders } from '@tele/data/repositories/reminders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SendDueRemindersSweep } from '#jobs/definitions/sweeps.js';
import {
  handleSendDueReminders,
  type SendDueRemindersDeps,
} from '#jobs/handlers/send-due-reminders.handler.js';
import { handleSendNotification } from '#jobs/handlers/send-notification.handler.js';
import {
  HOUR,
  MINUTE,
  messagesOf,
  remindersOf,
  seedAppointment,
  seedPractice,
  setRepeatReminder,
  settledMessagesOf,
  sql,
  type PracticeFixture,
} from './support/appointments.js';
import { createHarness, type Harness } from './support/harness.js';

// The clock starts on Saturday 2026-11-21 09:00 UTC and only moves forward; each test works relative to it.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

function sweep(overrides: Partial<SendDueRemindersDeps> = {}) {
  return handleSendDueReminders({
    db: h.db,
    dispatcher: h.worker.dispatcher,
    clock: h.clock.now,
    log: h.log,
    ...overrides,
  });
}

const later = (ms: number) => new Date(h.clock.now().getTime() + ms);

/** The mails the fake SendGrid received for an appointment's outbox rows. */
async function mailsOf(p: PracticeFixture, appointmentId: string) {
  const rows = await messagesOf(h, p, appointmentId);
  return rows.flatMap((row) => h.sendgrid.receivedFor(row.id));
}

describe('reminder windows', () => {
  it.each([1, 2, 3] as const)(
    'reminds %i x 24 hours ahead: nothing a minute before, then the client and the provider once each',
    async (days) => {
      const p = await seedPractice(h, { remindersValue: days });
      const start = later(4 * 24 * HOUR);
      const id = await seedAppointment(h, p, { start });
      const due = new Date(start.getTime() - days * 24 * HOUR);
      expect((await remindersOf(h, p, id)).map((reminder) => reminder.dueAt)).toEqual([due, due]);

      h.clock.set(new Date(due.getTime() - MINUTE));
      await sweep();
      expect(await messagesOf(h, p, id)).toEqual([]);

      h.clock.set(due);
      await sweep();
      const messages = await settledMessagesOf(h, p, id);
      expect(messages.map((row) => [row.recipient, row.template, row.status]).sort()).toEqual(
        [
          [p.clients[0]!.email, 'appointment-reminder', 'sent'],
          [p.provider.email, 'appointment-reminder', 'sent'],
        ].sort(),
      );
      expect(
        messages.every(
          (row) =>
            row.dedupeKey ===
            `reminder:${id}:${row.payload.isProvider ? p.provider.id : p.clients[0]!.id}:${due.toISOString()}`,
        ),
      ).toBe(true);
      expect(await mailsOf(p, id)).toHaveLength(2);
      expect(await remindersOf(h, p, id)).toEqual([]);

      // Later runs find nothing more to send.
      h.clock.advance(10 * MINUTE);
      await sweep();
      expect(await messagesOf(h, p, id)).toHaveLength(2);
    },
  );

  it('reminds on the next sweep when the appointment is made inside the window', async () => {
    const p = await seedPractice(h, { remindersValue: 1 });
    const id = await seedAppointment(h, p, { start: later(3 * HOUR) });
    expect((await remindersOf(h, p, id)).map((reminder) => reminder.dueAt)).toEqual([
      h.clock.now(),
      h.clock.now(),
    ]);

    h.clock.advance(MINUTE);
    await sweep();
    const messages = await settledMessagesOf(h, p, id);
    expect(messages.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('repeats a client reminder every N minutes until the start; the provider gets one', async () => {
    const p = await seedPractice(h, { remindersValue: 1 });
    await setRepeatReminder(h, p.provider.id, p.clients[0]!.id, 60);
    const start = later(4 * HOUR + 30 * MINUTE);
    const id = await seedAppointment(h, p, { start });

    for (let minute = 0; minute <= 5 * 60; minute += 15) {
      await sweep();
      h.clock.advance(15 * MINUTE);
    }
    const messages = await settledMessagesOf(h, p, id);
    const toClient = messages.filter((row) => row.recipient === p.clients[0]!.email);
    const toProvider = messages.filter((row) => row.recipient === p.provider.email);
    // Due at 0, 60, 120, 180 and 240 minutes; the next (300) would be after the start at 270.
    expect(toClient).toHaveLength(5);
    expect(toProvider).toHaveLength(1);
    expect(new Set(messages.map((row) => row.dedupeKey)).size).toBe(6);
    expect(messages.every((row) => row.status === 'sent')).toBe(true);
    expect(await mailsOf(p, id)).toHaveLength(6);
    expect(await remindersOf(h, p, id)).toEqual([]);
  });

  it('sends each person their own reminder, in their own time zone, with their own join link', async () => {
    const p = await seedPractice(h, {
      providerName: 'Dana <Whitaker>',
      providerZone: 'Europe/Berlin',
      clients: [
        { name: 'Ann Ames', timeZone: 'America/New_York' },
        { name: 'Kenji Sato', timeZone: 'Asia/Tokyo' },
      ],
    });
    const start = new Date('2026-12-01T15:00:00.000Z');
    h.clock.set(new Date(start.getTime() - 24 * HOUR));
    const id = await seedAppointment(h, p, { start, minutes: 50 });
    await sweep();
    await settledMessagesOf(h, p, id);
    const [ann, kenji] = p.clients;
    const mailTo = async (email: string) => (await mailsOf(p, id)).find((mail) => mail.to[0] === email)!;

    const toAnn = await mailTo(ann!.email);
    expect(toAnn.subject).toBe('TeleTherapist: The Appointment Notification');
    expect(toAnn.text).toContain(
      'You should have the session with Dana <Whitaker>, on Tuesday, December 1, 2026 at 10:00 AM EST.',
    );
    expect(toAnn.html).toContain('Dana &lt;Whitaker&gt;');
    const [roomKey] = await sql<{ room_key: string }>(
      h.db.sequelize,
      'SELECT room_key FROM appointments WHERE id = :id',
      { id },
    );
    expect(toAnn.text).toContain(`http://localhost:3000/invited-room/${id}?key=${roomKey!.room_key}`);

    expect((await mailTo(kenji!.email)).text).toContain('on Wednesday, December 2, 2026 at 12:00 AM GMT+9.');

    const toProvider = await mailTo(p.provider.email);
    expect(toProvider.text).toContain(
      'You should have the session with Ann Ames, Kenji Sato, on Tuesday, December 1, 2026 at 4:00 PM GMT+1.',
    );
    expect(toProvider.text).toContain(`http://localhost:3000/room/${id}\n`);
    expect(toProvider.text).not.toContain('key=');

    // The room key is read when the mail is sent: it is in no outbox row.
    for (const row of await messagesOf(h, p, id))
      expect(JSON.stringify(row.payload)).not.toContain(roomKey!.room_key);
  });
});

describe('nothing is sent about appointments that are off', () => {
  it('sends nothing for a cancelled appointment, whether the API removed its reminders or not', async () => {
    const p = await seedPractice(h);
    const viaApi = await seedAppointment(h, p, { start: later(2 * HOUR) });
    const raced = await seedAppointment(h, p, { start: later(2 * HOUR) });
    // What cancel-appointment does: soft delete, then reschedule (which removes the reminders).
    await sql(h.db.sequelize, 'UPDATE appointments SET deleted_at = :now WHERE id IN (:ids)', {
      now: h.clock.now(),
      ids: [viaApi, raced],
    });
    await rescheduleReminders(h.db, [viaApi], h.clock.now());
    expect(await remindersOf(h, p, viaApi)).toEqual([]);
    expect(await remindersOf(h, p, raced)).toHaveLength(2);

    h.clock.advance(MINUTE);
    const counts = await sweep();
    expect(counts.dropped).toBeGreaterThanOrEqual(2);
    expect(await remindersOf(h, p, raced)).toEqual([]);
    expect(await messagesOf(h, p, viaApi)).toEqual([]);
    expect(await messagesOf(h, p, raced)).toEqual([]);
  });

  it('sends nothing for a deleted appointment, nor to a client taken off it', async () => {
    const p = await seedPractice(h, { clients: [{ name: 'Stays' }, { name: 'Removed' }] });
    const deleted = await seedAppointment(h, p, { start: later(2 * HOUR) });
    const changed = await seedAppointment(h, p, { start: later(2 * HOUR) });
    await sql(h.db.sequelize, 'DELETE FROM appointments WHERE id = :id', { id: deleted });
    await sql(
      h.db.sequelize,
      'DELETE FROM appointment_invitees WHERE appointment_id = :id AND client_id = :clientId',
      {
        id: changed,
        clientId: p.clients[1]!.id,
      },
    );

    h.clock.advance(MINUTE);
    await sweep();
    const messages = await settledMessagesOf(h, p, changed);
    expect(messages.map((row) => row.recipient).sort()).toEqual(
      [p.clients[0]!.email, p.provider.email].sort(),
    );
    expect(await messagesOf(h, p, deleted)).toEqual([]);
  });

  it('records a reminder whose session already started as skipped, and sends nothing', async () => {
    const p = await seedPractice(h);
    const id = await seedAppointment(h, p, { start: later(30 * MINUTE) });
    h.clock.advance(31 * MINUTE);
    const counts = await sweep();
    expect(counts.stale).toBeGreaterThanOrEqual(2);
    const messages = await messagesOf(h, p, id);
    expect(messages.map((row) => [row.status, row.error])).toEqual([
      ['skipped', 'stale: the session had already started'],
      ['skipped', 'stale: the session had already started'],
    ]);
    expect(await mailsOf(p, id)).toEqual([]);
    expect(await remindersOf(h, p, id)).toEqual([]);
  });
});

describe('never a second message', () => {
  it('sends once when the sweep job is retried and when a send job is retried', async () => {
    const p = await seedPractice(h);
    const id = await seedAppointment(h, p, { start: later(2 * HOUR) });
    h.clock.advance(MINUTE);
    await sweep();
    await sweep(); // a retry of the same run: same "now"
    const messages = await settledMessagesOf(h, p, id);
    expect(messages).toHaveLength(2);
    for (const row of messages) {
      const run = { id: row.id, data: { notificationId: row.id }, attempt: 2, maxAttempts: 6 };
      expect(await handleSendNotification(h.sendDeps(), run)).toBe('not-claimed');
    }
    expect(await mailsOf(p, id)).toHaveLength(2);
  });

  it('sends each reminder once when two sweeps run over the same due rows at once', async () => {
    const p = await seedPractice(h, {
      clients: Array.from({ length: 4 }, (_v, i) => ({ name: `Client ${i}` })),
    });
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await seedAppointment(h, p, { start: later((2 + i) * HOUR) }));
    h.clock.advance(MINUTE);

    const [first, second, third] = await Promise.all([sweep(), sweep(), sweep()]);
    // 8 appointments x (4 clients + the provider).
    expect(first!.queued + second!.queued + third!.queued).toBe(40);
    expect(first!.duplicate + second!.duplicate + third!.duplicate).toBe(0);
    for (const id of ids) {
      const messages = await settledMessagesOf(h, p, id);
      expect(messages).toHaveLength(5);
      expect(messages.every((row) => row.status === 'sent')).toBe(true);
      expect(await mailsOf(p, id)).toHaveLength(5);
      expect(await remindersOf(h, p, id)).toEqual([]);
    }
  });

  it('writes no second message for a reminder that comes back with the same due time', async () => {
    const p = await seedPractice(h);
    const id = await seedAppointment(h, p, { start: later(2 * HOUR) });
    const before = await remindersOf(h, p, id);
    h.clock.advance(MINUTE);
    await sweep();
    await settledMessagesOf(h, p, id);
    // The same rows again (a restored backup, a replayed write): the message of that moment exists already.
    for (const reminder of before) {
      await sql(
        h.db.sequelize,
        `INSERT INTO scheduled_reminders (appointment_id, user_id, practice_id, due_at, repeat_every_minutes)
         VALUES (:appointmentId, :userId, :practiceId, :dueAt, NULL)`,
        { ...reminder, practiceId: p.practiceId },
      );
    }
    const counts = await sweep();
    expect(counts.duplicate).toBe(2);
    expect(await remindersOf(h, p, id)).toEqual([]);
    expect(await messagesOf(h, p, id)).toHaveLength(2);
    expect(await mailsOf(p, id)).toHaveLength(2);
  });
});

describe('after the worker was stopped', () => {
  it('an hour later, sends the reminders still useful, records the stale ones as skipped, nothing twice', async () => {
    const p = await seedPractice(h, { remindersValue: 1 });
    await setRepeatReminder(h, p.provider.id, p.clients[0]!.id, 15);
    const stopped = h.clock.now();
    const at = (minutes: number) => new Date(stopped.getTime() + minutes * MINUTE);

    // The API keeps working while the worker is away: reminders come due all through the hour.
    h.clock.set(at(5));
    const startedMeanwhile = [
      await seedAppointment(h, p, { start: at(30) }),
      await seedAppointment(h, p, { start: at(50) }),
    ];
    h.clock.set(at(10));
    const stillAhead = [
      await seedAppointment(h, p, { start: at(24 * 60 + 40) }), // due at 40 minutes
      await seedAppointment(h, p, { start: at(3 * 60) }), // due at once; the client's repeats every 15 minutes
    ];
    h.clock.set(at(60));
    expect(await sweep()).toMatchObject({ queued: 4, stale: 4, duplicate: 0, errors: 0 });

    for (const id of startedMeanwhile) {
      const messages = await messagesOf(h, p, id);
      expect(messages.map((row) => [row.status, row.error])).toEqual([
        ['skipped', 'stale: the session had already started'],
        ['skipped', 'stale: the session had already started'],
      ]);
      expect(await mailsOf(p, id)).toEqual([]);
    }
    for (const id of stillAhead) {
      const messages = await settledMessagesOf(h, p, id);
      // One each, however many 15-minute repeats fell due while the worker was away.
      expect(messages.map((row) => row.recipient).sort()).toEqual(
        [p.clients[0]!.email, p.provider.email].sort(),
      );
      expect(messages.every((row) => row.status === 'sent')).toBe(true);
      expect(await mailsOf(p, id)).toHaveLength(2);
    }
    // The client's repeats go on from the next quarter hour after the return, not from the missed ones:
    // 10 + 4 x 15 and 40 + 2 x 15 minutes.
    expect((await remindersOf(h, p, stillAhead[1]!)).map((reminder) => reminder.dueAt)).toEqual([at(70)]);
    expect((await remindersOf(h, p, stillAhead[0]!)).map((reminder) => reminder.dueAt)).toEqual([at(70)]);

    // Sweeping again at the same moment changes nothing.
    expect(await sweep()).toMatchObject({ queued: 0, stale: 0, duplicate: 0 });
    h.clock.set(at(70));
    expect(await sweep()).toMatchObject({ queued: 2, stale: 0 });
    for (const id of stillAhead) expect(await settledMessagesOf(h, p, id)).toHaveLength(3);
    for (const id of startedMeanwhile) expect(await messagesOf(h, p, id)).toHaveLength(2);
  });
});

describe('a backlog', () => {
  it('stops at its cap and asks for another run at once; the next run finishes', async () => {
    const p = await seedPractice(h, {
      clients: Array.from({ length: 12 }, (_v, i) => ({ name: `Client ${i}` })),
    });
    const id = await seedAppointment(h, p, { start: later(2 * HOUR) });
    h.clock.advance(MINUTE);
    const runAgain = vi.fn(async () => undefined);
    const limits = { chunkSize: 4, maxPerRun: 10 };

    const first = await sweep({ runAgain, limits });
    expect(first).toMatchObject({ queued: 10, isBacklogLeft: true });
    expect(runAgain).toHaveBeenCalledWith(h.clock.now());
    const second = await sweep({ runAgain, limits });
    expect(second).toMatchObject({ queued: 3, isBacklogLeft: false });
    expect(runAgain).toHaveBeenCalledTimes(1);
    expect(await settledMessagesOf(h, p, id)).toHaveLength(13);
  });

  it('is a deterministic follow-up job on the sweeps queue when run by the worker', async () => {
    const p = await seedPractice(h);
    await seedAppointment(h, p, { start: later(2 * HOUR) });
    h.clock.advance(MINUTE);
    const now = h.clock.now();
    await h.worker.queues.sweeps.add(SendDueRemindersSweep.name, {}, { jobId: 'by-hand' });
    const job = await h.worker.queues.sweeps.getJob('by-hand');
    await job!.finished();
    expect(
      h.logs.some(
        (line) => line.includes('reminders: due reminders handled') && line.includes(now.toISOString()),
      ),
    ).toBe(true);
  });
});

describe("the appointment's message log", () => {
  it('lists what was sent and what was skipped, newest first, with status, times and errors', async () => {
    const p = await seedPractice(h);
    const id = await seedAppointment(h, p, { start: later(90 * MINUTE) });
    await setRepeatReminder(h, p.provider.id, p.clients[0]!.id, 60);
    await rescheduleReminders(h.db, [id], h.clock.now());
    h.clock.advance(MINUTE);
    await sweep();
    await settledMessagesOf(h, p, id);
    h.clock.advance(95 * MINUTE);
    await sweep();

    const log = await findAppointmentNotifications(h.db, p.practiceId, id);
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({
      recipient: p.clients[0]!.email,
      template: 'appointment-reminder',
      status: 'skipped',
      error: 'stale: the session had already started',
      sentAt: null,
    });
    expect(
      log
        .slice(1)
        .map((line) => [line.recipient, line.status, line.error])
        .sort(),
    ).toEqual(
      [
        [p.clients[0]!.email, 'sent', null],
        [p.provider.email, 'sent', null],
      ].sort(),
    );
    expect(log.every((line) => line.channel === 'email' && line.createdAt instanceof Date)).toBe(true);
    expect(log.slice(1).every((line) => line.sentAt instanceof Date)).toBe(true);
  });
});

describe('the delivery log and texted reminders (ADR 0052)', () => {
  const deliveriesOf = (appointmentId: string) =>
    sql<{
      id: string;
      channel: string;
      recipient: string;
      status: string;
      provider_message_id: string | null;
    }>(
      h.db.sequelize,
      'SELECT id, channel, recipient, status, provider_message_id FROM deliveries WHERE appointment_id = :appointmentId ORDER BY channel, recipient',
      { appointmentId },
    );

  it('texts a client whose phone reads as +E.164, records each message queued, then sent with its provider id', async () => {
    const p = await seedPractice(h, { remindersValue: 1 });
    const client = p.clients[0]!;
    await h.db.models.User.update({ phone: '+1 (555) 010-7777' }, { where: { id: client.id } });
    const id = await seedAppointment(h, p, { start: later(3 * HOUR) });
    h.clock.advance(MINUTE);

    // The sweep writes the rows and their delivery log as queued; nothing is sent until the jobs run.
    const held: Array<{ id: string; channel: 'email' | 'sms' }> = [];
    await sweep({ dispatcher: { dispatch: async (items) => void held.push(...items) } });
    expect((await deliveriesOf(id)).map((row) => [row.channel, row.recipient, row.status])).toEqual(
      [
        ['email', client.email, 'queued'],
        ['email', p.provider.email, 'queued'],
        ['sms', '+15550107777', 'queued'],
      ].sort(),
    );
    expect(held.map((item) => item.channel).sort()).toEqual(['email', 'email', 'sms']);

    await h.worker.dispatcher.dispatch(held);
    const messages = await settledMessagesOf(h, p, id);
    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    for (const delivery of deliveries) {
      const message = messages.find((row) => row.id === delivery.id)!;
      expect(delivery.provider_message_id).toBe(message.providerMessageId);
      expect(delivery.provider_message_id).toBeTruthy();
    }

    const text = h.twilio.received.find((sms) => sms.to === '+15550107777')!;
    expect(text.body).toMatch(
      /^TeleTherapist: your session with Dana Whitaker is on .+\. Reply C to confirm or X to cancel\.$/,
    );
    expect(deliveries.find((row) => row.channel === 'sms')!.provider_message_id).toBe(text.sid);

    // The client's e-mail carries one answer link, both ways; the provider's carries none.
    const toClient = messages.find((row) => row.recipient === client.email)!;
    const [mail] = h.sendgrid.receivedFor(toClient.id);
    expect(mail!.text).toMatch(
      /Confirm that you will attend:\nhttp:\/\/localhost:3000\/reminder-answer\/[\w-]+\?answer=confirm/,
    );
    expect(mail!.text).toMatch(
      /Cancel this session:\nhttp:\/\/localhost:3000\/reminder-answer\/[\w-]+\?answer=cancel/,
    );
    const toProvider = messages.find((row) => row.recipient === p.provider.email)!;
    expect(h.sendgrid.receivedFor(toProvider.id)[0]!.text).not.toContain('reminder-answer');
  });

  it('texts no one without a phone that reads as a number or outside SMS_COUNTRIES, and records a refused text as failed', async () => {
    const p = await seedPractice(h, { remindersValue: 1 });
    await h.db.models.User.update({ phone: 'call my office' }, { where: { id: p.clients[0]!.id } });
    const id = await seedAppointment(h, p, { start: later(3 * HOUR) });
    h.clock.advance(MINUTE);
    await sweep();
    await settledMessagesOf(h, p, id);
    expect((await deliveriesOf(id)).map((row) => row.channel)).toEqual(['email', 'email']);

    // A number outside SMS_COUNTRIES (Barbados shares +1) is not texted either (security review finding 9).
    const abroad = await seedPractice(h, { remindersValue: 1 });
    await h.db.models.User.update({ phone: '+1 246 555 0101' }, { where: { id: abroad.clients[0]!.id } });
    const far = await seedAppointment(h, abroad, { start: later(3 * HOUR) });
    h.clock.advance(MINUTE);
    await sweep();
    await settledMessagesOf(h, abroad, far);
    expect((await deliveriesOf(far)).map((row) => row.channel)).toEqual(['email', 'email']);

    const failing = await seedPractice(h, { remindersValue: 1 });
    await h.db.models.User.update({ phone: '+15550108888' }, { where: { id: failing.clients[0]!.id } });
    const other = await seedAppointment(h, failing, { start: later(3 * HOUR) });
    h.twilio.plan({ kind: 'fail', status: 400 });
    h.clock.advance(MINUTE);
    await sweep();
    await settledMessagesOf(h, failing, other);
    const sms = (await deliveriesOf(other)).find((row) => row.channel === 'sms')!;
    expect(sms.status).toBe('failed');
  });

  it('asks Twilio for status callbacks at the webhook address when one is set', async () => {
    const channel = h.smsChannel({
      statusCallbackUrl: 'https://api.example.test/api/webhooks/twilio/status',
    });
    await channel.send({ id: 'status-callback-check', to: '+15550109999', text: 'hello' });
    const sent = h.twilio.received.find((sms) => sms.to === '+15550109999')!;
    expect(sent.statusCallback).toBe('https://api.example.test/api/webhooks/twilio/status');
  });
});
