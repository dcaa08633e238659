import { randomBytes } from 'node:crypto';
import { newId } from '@tele/data/ids';
import { insertAppointments } from '@tele/data/repositories/appointments';
import {
  findAppointmentNotifications,
  findNotificationById,
  type NotificationRecord,
} from '@tele/data/repositories/notifications';
import { createPractice } from '@tele/data/repositories/practices';
import { findScheduledReminders, rescheduleReminders } from '@tele/data/repositories/reminders';
import { createUser, type UserRecord } from '@tele/data/repositories/users';
import type { Harness } from './harness.js';
import { waitFor } from './wait.js';

/**
 * Practices, people and appointments written through the API's own repositories, reminders scheduled by
 * the API's `rescheduleReminders` (what create, edit, accept and cancel call), times relative to the test clock.
 */
export interface PracticeFixture {
  practiceId: string;
  provider: UserRecord;
  clients: UserRecord[];
}

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export async function seedPractice(
  h: Harness,
  options: {
    providerName?: string;
    providerZone?: string;
    planString?: string | null;
    /** The provider's reminder lead in days (1, 2 or 3: 24, 48 or 72 hours). */
    remindersValue?: 1 | 2 | 3;
    clients?: Array<{ name: string; timeZone?: string }>;
  } = {},
): Promise<PracticeFixture> {
  const now = h.clock.now();
  const tag = randomBytes(4).toString('hex');
  const practiceId = newId(now);
  const providerId = newId(now);
  await createPractice(h.db, {
    id: practiceId,
    name: 'Quiet Harbor',
    ownerId: providerId,
    planString: options.planString ?? null,
    now,
  });
  const provider = await createUser(h.db, {
    id: providerId,
    practiceId,
    email: `provider-${tag}@example.test`,
    passwordHash: null,
    name: options.providerName ?? 'Dana Whitaker',
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
    timeZone: options.providerZone ?? 'UTC',
    emailVerifiedAt: now,
    now,
  });
  if (options.remindersValue) {
    await sql(h.db.sequelize, 'UPDATE users SET reminders_value = :value WHERE id = :id', {
      value: options.remindersValue,
      id: providerId,
    });
  }
  const clients: UserRecord[] = [];
  for (const [index, client] of (options.clients ?? [{ name: 'Sam Client' }]).entries()) {
    clients.push(
      await createUser(h.db, {
        id: newId(now),
        practiceId,
        email: `client-${index}-${tag}@example.test`,
        passwordHash: null,
        name: client.name,
        isProvider: false,
        isClient: true,
        teamRole: null,
        timeZone: client.timeZone ?? 'UTC',
        emailVerifiedAt: null,
        now,
      }),
    );
  }
  return { practiceId, provider, clients };
}

/** One appointment (timed, or all-day with no end), its reminders scheduled as the API does. */
export async function seedAppointment(
  h: Harness,
  practice: PracticeFixture,
  options: {
    start: Date;
    minutes?: number;
    allDay?: boolean;
    state?: number;
    clientIds?: string[];
    schedule?: boolean;
  },
): Promise<string> {
  const now = h.clock.now();
  const id = newId(now);
  const minutes = options.allDay ? 0 : (options.minutes ?? 50);
  await insertAppointments(h.db, [
    {
      id,
      practiceId: practice.practiceId,
      providerId: practice.provider.id,
      seriesId: null,
      title: 'Session',
      notes: '',
      allDay: Boolean(options.allDay),
      recurring: false,
      online: true,
      startTime: options.start,
      endTime: options.allDay ? null : new Date(options.start.getTime() + minutes * MINUTE),
      timeDistance: minutes,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment: 0,
      appointmentType: null,
      state: (options.state ?? 3) as 3,
      inviteClient: false,
      roleUpdated: 'provider',
      inviteeIds: options.clientIds ?? practice.clients.map((client) => client.id),
      now,
    },
  ]);
  if (options.schedule !== false) await rescheduleReminders(h.db, [id], now);
  return id;
}

/** A provider's repeat reminder for one client (the legacy's `repeat_reminders`, here in minutes). */
export async function setRepeatReminder(
  h: Harness,
  providerId: string,
  clientId: string,
  everyMinutes: number,
) {
  await sql(
    h.db.sequelize,
    `INSERT INTO repeat_reminders (provider_id, client_id, every_minutes) VALUES (:providerId, :clientId, :everyMinutes)
     ON DUPLICATE KEY UPDATE every_minutes = VALUES(every_minutes)`,
    { providerId, clientId, everyMinutes },
  );
}

/** A statement the repositories have no function for (test set-up only); returns the rows it read. */
export async function sql<T = Record<string, unknown>>(
  sequelize: Harness['db']['sequelize'],
  statement: string,
  replacements: Record<string, unknown> = {},
): Promise<T[]> {
  const [rows] = await sequelize.query(statement, { replacements });
  return rows as T[];
}

export async function stateOf(h: Harness, appointmentId: string): Promise<number> {
  const rows = await sql<{ state: number }>(h.db.sequelize, 'SELECT state FROM appointments WHERE id = :id', {
    id: appointmentId,
  });
  return rows[0]!.state;
}

/** An appointment's reminders, read as the API reads them: within its practice. */
export async function remindersOf(h: Harness, p: Pick<PracticeFixture, 'practiceId'>, appointmentId: string) {
  return findScheduledReminders(h.db, p.practiceId, appointmentId);
}

/** The appointment's outbox rows, oldest first, with their payloads. */
export async function messagesOf(
  h: Harness,
  p: Pick<PracticeFixture, 'practiceId'>,
  appointmentId: string,
): Promise<NotificationRecord[]> {
  const log = await findAppointmentNotifications(h.db, p.practiceId, appointmentId);
  const rows = await Promise.all(log.map((line) => findNotificationById(h.db, line.id)));
  return rows.filter((row): row is NotificationRecord => row !== null).reverse();
}

/** Waits until every message of the appointment has left `pending`/`sending`, and returns them. */
export async function settledMessagesOf(
  h: Harness,
  p: Pick<PracticeFixture, 'practiceId'>,
  appointmentId: string,
): Promise<NotificationRecord[]> {
  return waitFor(`the messages of ${appointmentId} to settle`, async () => {
    const rows = await messagesOf(h, p, appointmentId);
    return rows.every((row) => row.status !== 'pending' && row.status !== 'sending') ? rows : undefined;
  });
}
