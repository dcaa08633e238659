import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import type { OutboxDispatcher } from '@tele/data/outbox';
import { isNumberInCountries } from '@tele/data/phones';
import { recordQueuedDeliveries } from '@tele/data/repositories/deliveries';
import { insertNotifications, type NewNotification } from '@tele/data/repositories/notifications';
import {
  findDueReminders,
  findReminderSubjects,
  REMINDABLE_STATES,
  reminderKeyOf,
  settleReminders,
  withDueRemindersLocked,
  type DueReminder,
  type ReminderKey,
  type ReminderSubject,
} from '@tele/data/repositories/reminders';
import { SendDueRemindersSweep } from '#jobs/definitions/sweeps.js';
import { describeError, type Logger } from '#jobs/lib/log.js';

export interface SendDueRemindersDeps {
  db: Db;
  /** The outbox dispatcher (the same one the API uses): one send job per row, after its commit. */
  dispatcher: Pick<OutboxDispatcher, 'dispatch'>;
  clock: () => Date;
  log: Logger;
  /** Asks for another run at once, when this one stopped at its cap with reminders still due. */
  runAgain?: (now: Date) => Promise<void>;
  /** Countries whose numbers may be texted a reminder (SMS_COUNTRIES; US and CA when not given). */
  smsCountries?: readonly string[];
  /** Tests use smaller chunks and caps. */
  limits?: Partial<Pick<typeof SendDueRemindersSweep, 'chunkSize' | 'maxPerRun'>>;
}

const DEFAULT_SMS_COUNTRIES = ['US', 'CA'] as const;

export type ReminderDecision =
  { kind: 'send'; nextDueAt: Date | null } | { kind: 'stale' } | { kind: 'drop'; reason: string };

/**
 * When a repeat reminder comes due next: `every` minutes after this one, skipping the repeats that fell due
 * while no sweep ran (a returning worker sends one reminder, not a burst), and none at or after the start.
 */
export function nextRepeatDue(
  reminder: Pick<DueReminder, 'dueAt' | 'repeatEveryMinutes'>,
  start: Date,
  now: Date,
) {
  const every = reminder.repeatEveryMinutes;
  if (!every || every <= 0) return null;
  const step = every * 60_000;
  const missed = Math.max(0, Math.floor((now.getTime() - reminder.dueAt.getTime()) / step));
  const next = reminder.dueAt.getTime() + (missed + 1) * step;
  return next < start.getTime() ? new Date(next) : null;
}

/**
 * What to do with a due reminder, from the appointment and the person as they are now. Nothing is sent about
 * an appointment that was cancelled or to someone no longer part of it; a reminder whose session has already
 * started is recorded as skipped (the log shows it) instead of being sent late.
 */
export function decideReminder(
  reminder: DueReminder,
  subject: ReminderSubject | undefined,
  now: Date,
): ReminderDecision {
  if (!subject) return { kind: 'drop', reason: 'the appointment is gone' };
  const { appointment, person } = subject;
  if (appointment.isCancelled) return { kind: 'drop', reason: 'the appointment was cancelled' };
  if (!person || person.isDeleted) return { kind: 'drop', reason: 'the person is gone' };
  if (!person.isProvider && !person.isInvitee)
    return { kind: 'drop', reason: 'the person is no longer invited' };
  if (!appointment.providerWantsReminders)
    return { kind: 'drop', reason: 'the provider turned reminders off' };
  if (appointment.startTime.getTime() <= now.getTime()) return { kind: 'stale' };
  if (!(REMINDABLE_STATES as readonly number[]).includes(appointment.state)) {
    return { kind: 'drop', reason: `the appointment is in state ${appointment.state}` };
  }
  return { kind: 'send', nextDueAt: nextRepeatDue(reminder, appointment.startTime, now) };
}

/** One reminder is one message, whichever run writes it: a second write with this key is ignored. */
export function reminderDedupeKey(reminder: Pick<DueReminder, 'appointmentId' | 'userId' | 'dueAt'>): string {
  return `reminder:${reminder.appointmentId}:${reminder.userId}:${reminder.dueAt.toISOString()}`;
}

export interface ReminderSweepCounts {
  /** Outbox rows written and enqueued. */
  queued: number;
  /** Reminders whose message existed already (same reminder, same due time). */
  duplicate: number;
  /** Recorded as skipped: the session had started. */
  stale: number;
  /** Removed without a message: cancelled, person gone, no longer invited, reminders off. */
  dropped: number;
  /** Reminders that could not be handled this run (left due for the next one). */
  errors: number;
  isBacklogLeft: boolean;
}

type ChunkCounts = Pick<ReminderSweepCounts, 'queued' | 'duplicate' | 'stale' | 'dropped'> & {
  taken: number;
};

function outboxRowOf(reminder: DueReminder, subject: ReminderSubject, now: Date): NewNotification {
  const { appointment } = subject;
  const person = subject.person!;
  return {
    id: newId(now),
    practiceId: reminder.practiceId,
    appointmentId: appointment.id,
    channel: 'email',
    recipient: person.email,
    template: SendDueRemindersSweep.template,
    payload: {
      appointmentId: appointment.id,
      recipientName: person.name,
      recipientId: person.id,
      providerName: appointment.providerName,
      // Only the provider's reminder names the clients; a client's row holds no one else's name.
      clientNames: person.isProvider ? appointment.clientNames : [],
      startTime: appointment.startTime.toISOString(),
      minutes: appointment.minutes,
      timeZone: person.timeZone,
      isProvider: person.isProvider,
    },
    dedupeKey: reminderDedupeKey(reminder),
    now,
  };
}

/**
 * A client whose phone reads as +E.164 is also texted the reminder, which they can answer (ADR 0052). Its own
 * dedupe key: the e-mail and the text are one reminder's two messages.
 */
function smsRowOf(
  reminder: DueReminder,
  subject: ReminderSubject,
  now: Date,
  countries: readonly string[],
): NewNotification | null {
  const { appointment } = subject;
  const person = subject.person!;
  // Only numbers of the allowed countries are texted, as for the API's invitations (security review finding 9).
  if (person.isProvider || !person.phone || !isNumberInCountries(person.phone, countries)) return null;
  return {
    id: newId(now),
    practiceId: reminder.practiceId,
    appointmentId: appointment.id,
    channel: 'sms',
    recipient: person.phone,
    template: SendDueRemindersSweep.smsTemplate,
    payload: {
      appointmentId: appointment.id,
      providerName: appointment.providerName,
      startTime: appointment.startTime.toISOString(),
      timeZone: person.timeZone,
    },
    dedupeKey: `${reminderDedupeKey(reminder)}:sms`,
    now,
  };
}

/**
 * One chunk, in one transaction holding its rows' locks: decide each reminder, write the outbox rows (and the
 * skipped records) in one statement, delete the reminders or move repeats to their next time, commit. The send
 * jobs are added after the commit; if that fails (Redis away), the rows stay pending and the relay sweep
 * enqueues them. Null when nothing was due (or everything due is being handled by another run).
 */
async function handleChunk(
  deps: SendDueRemindersDeps,
  input: { now: Date; limit: number; only?: ReminderKey },
): Promise<ChunkCounts | null> {
  const { now } = input;
  const taken = await withDueRemindersLocked(deps.db, input, async (reminders, tx) => {
    const subjects = await findReminderSubjects(tx, reminders);
    const counts = { queued: 0, duplicate: 0, stale: 0, dropped: 0 };
    const rows: Array<Parameters<typeof insertNotifications>[1][number]> = [];
    const sent: string[] = [];
    const texted: string[] = [];
    /** The person of each message to send, for its delivery log row. */
    const userIds = new Map<string, string>();
    const remove: ReminderKey[] = [];
    const move: Array<ReminderKey & { dueAt: Date }> = [];
    for (const reminder of reminders) {
      const subject = subjects.get(reminderKeyOf(reminder));
      const decision = decideReminder(reminder, subject, now);
      switch (decision.kind) {
        case 'drop':
          counts.dropped += 1;
          remove.push(reminder);
          break;
        case 'stale':
          counts.stale += 1;
          rows.push({
            ...outboxRowOf(reminder, subject!, now),
            status: 'skipped',
            error: SendDueRemindersSweep.staleError,
          });
          remove.push(reminder);
          break;
        case 'send': {
          const row = outboxRowOf(reminder, subject!, now);
          rows.push(row);
          sent.push(row.id);
          userIds.set(row.id, reminder.userId);
          const text = smsRowOf(reminder, subject!, now, deps.smsCountries ?? DEFAULT_SMS_COUNTRIES);
          if (text) {
            rows.push(text);
            texted.push(text.id);
            userIds.set(text.id, reminder.userId);
          }
          if (decision.nextDueAt) move.push({ ...reminder, dueAt: decision.nextDueAt });
          else remove.push(reminder);
          break;
        }
        default: {
          const unknown: never = decision;
          throw new Error(`unhandled reminder decision ${String(unknown)}`);
        }
      }
    }
    const written = await insertNotifications(tx, rows);
    // The messages to send are the delivery log's "queued" (a skipped one shows as skipped in the message log).
    const queuedRows = rows.filter((row) => userIds.has(row.id) && written.has(row.id));
    await recordQueuedDeliveries(
      tx,
      queuedRows.map((row) => ({
        id: row.id,
        practiceId: row.practiceId!,
        appointmentId: row.appointmentId!,
        userId: userIds.get(row.id) ?? null,
        channel: row.channel,
        recipient: row.recipient,
        now,
      })),
    );
    await settleReminders(tx, { remove, move });
    const queued = sent.filter((id) => written.has(id));
    const textsQueued = texted.filter((id) => written.has(id));
    return {
      counts: { ...counts, queued: queued.length, duplicate: sent.length - queued.length },
      queued,
      textsQueued,
    };
  });
  if (!taken) return null;
  const dispatched = [
    ...taken.result.queued.map((id) => ({ id, channel: 'email' as const })),
    ...taken.result.textsQueued.map((id) => ({ id, channel: 'sms' as const })),
  ];
  if (dispatched.length > 0) await deps.dispatcher.dispatch(dispatched);
  return { ...taken.result.counts, taken: taken.reminders.length };
}

/**
 * The reminders sweep: "now" once; due reminders oldest first, a chunk per transaction, up to a cap per run.
 * Two overlapping runs never take the same reminder (row locks, skipped when held), and a retried or restarted
 * run finds handled reminders gone or moved on, or their message already written. A chunk that fails is
 * retried one reminder per transaction, so one bad reminder cannot hold up the others.
 */
export async function handleSendDueReminders(deps: SendDueRemindersDeps): Promise<ReminderSweepCounts> {
  const now = deps.clock();
  const { chunkSize, maxPerRun } = { ...SendDueRemindersSweep, ...deps.limits };
  const counts: ReminderSweepCounts = {
    queued: 0,
    duplicate: 0,
    stale: 0,
    dropped: 0,
    errors: 0,
    isBacklogLeft: false,
  };
  const add = (chunk: ChunkCounts) => {
    counts.queued += chunk.queued;
    counts.duplicate += chunk.duplicate;
    counts.stale += chunk.stale;
    counts.dropped += chunk.dropped;
  };

  let handled = 0;
  while (handled < maxPerRun) {
    const limit = Math.min(chunkSize, maxPerRun - handled);
    try {
      const chunk = await handleChunk(deps, { now, limit });
      if (!chunk) break;
      add(chunk);
      handled += chunk.taken;
      if (chunk.taken < limit) break;
    } catch (error) {
      deps.log.warn('reminders chunk failed; handling its reminders one by one', {
        error: describeError(error),
      });
      const tried = await handleOneByOne(deps, { now, limit }, add, counts);
      // Reminders that failed again count towards the cap, so a run never spins on them.
      handled += tried;
      if (tried === 0) break;
    }
  }
  counts.isBacklogLeft = handled >= maxPerRun;

  if (counts.isBacklogLeft) await deps.runAgain?.(now);
  if (handled > 0 || counts.errors > 0) {
    deps.log.info('reminders: due reminders handled', {
      now,
      queued: counts.queued,
      duplicate: counts.duplicate,
      stale: counts.stale,
      dropped: counts.dropped,
      errors: counts.errors,
      more: counts.isBacklogLeft,
    });
  }
  return counts;
}

/**
 * After a failed chunk: the reminders due first (read again, without locks), each in a transaction of its own.
 * One that fails again stays due for the next run and is counted as an error. Returns how many were tried.
 */
async function handleOneByOne(
  deps: SendDueRemindersDeps,
  input: { now: Date; limit: number },
  add: (chunk: ChunkCounts) => void,
  counts: ReminderSweepCounts,
): Promise<number> {
  const due = await findDueReminders(deps.db, { now: input.now, limit: input.limit });
  for (const reminder of due) {
    try {
      const chunk = await handleChunk(deps, { now: input.now, limit: 1, only: reminder });
      if (chunk) add(chunk);
    } catch (error) {
      counts.errors += 1;
      deps.log.warn('reminder not handled; the next run tries again', {
        appointment: reminder.appointmentId,
        user: reminder.userId,
        error: describeError(error),
      });
    }
  }
  return due.length;
}
