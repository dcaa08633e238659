import { QueryTypes, type Sequelize } from 'sequelize';
import { AppointmentModel } from '#api/db/models/appointment.js';
import { inTransaction, type TxOptions } from './transaction.js';

/**
 * Reminders are rows the worker sweeps by `due_at` (indexed): one per person (each invited client and the
 * provider) and appointment. The API rewrites them whenever an appointment or a provider's settings change,
 * set-based, so a settings change reaches every future appointment (the legacy reset only one).
 */
function db(): Sequelize {
  const sequelize = AppointmentModel.sequelize;
  if (!sequelize) throw new Error('Models are not initialised');
  return sequelize;
}

/** The states in which an appointment is still ahead and worth a reminder. */
export const REMINDABLE_STATES = [1, 2, 3, 31] as const;

const insertFor = (where: string) => `
  INSERT INTO scheduled_reminders (appointment_id, user_id, practice_id, due_at, repeat_every_minutes)
  SELECT a.id, i.client_id, a.practice_id,
         GREATEST(:now, a.start_time - INTERVAL (p.reminders_value * 24) HOUR), r.every_minutes
    FROM appointments a
    JOIN users p ON p.id = a.provider_id AND p.reminders = 1
    JOIN appointment_invitees i ON i.appointment_id = a.id
    LEFT JOIN repeat_reminders r ON r.provider_id = a.provider_id AND r.client_id = i.client_id
   WHERE ${where} AND a.deleted_at IS NULL AND a.state IN (:states) AND a.start_time > :now
  UNION ALL
  SELECT a.id, a.provider_id, a.practice_id,
         GREATEST(:now, a.start_time - INTERVAL (p.reminders_value * 24) HOUR), NULL
    FROM appointments a
    JOIN users p ON p.id = a.provider_id AND p.reminders = 1
   WHERE ${where} AND a.deleted_at IS NULL AND a.state IN (:states) AND a.start_time > :now`;

/** Recomputes the reminders of some appointments (after a create, edit, accept or cancel). */
export async function rescheduleReminders(appointmentIds: string[], now: Date, options: TxOptions = {}): Promise<void> {
  if (appointmentIds.length === 0) return;
  const replacements = { ids: appointmentIds, now, states: [...REMINDABLE_STATES] };
  await db().query('DELETE FROM scheduled_reminders WHERE appointment_id IN (:ids)', { replacements, type: QueryTypes.DELETE, ...options });
  await db().query(insertFor('a.id IN (:ids)'), { replacements, type: QueryTypes.INSERT, ...options });
}

/** Recomputes the reminders of a provider's future appointments (after a settings change). */
export async function rescheduleProviderReminders(providerId: string, now: Date, options: TxOptions = {}): Promise<void> {
  const replacements = { providerId, now, states: [...REMINDABLE_STATES] };
  await db().query(
    `DELETE r FROM scheduled_reminders r JOIN appointments a ON a.id = r.appointment_id
      WHERE a.provider_id = :providerId`,
    { replacements, type: QueryTypes.DELETE, ...options },
  );
  await db().query(insertFor('a.provider_id = :providerId'), { replacements, type: QueryTypes.INSERT, ...options });
}

export interface ScheduledReminder {
  appointmentId: string;
  userId: string;
  dueAt: Date;
  repeatEveryMinutes: number | null;
}

export async function findScheduledReminders(appointmentId: string, options: TxOptions = {}): Promise<ScheduledReminder[]> {
  const rows = await db().query<{ appointment_id: string; user_id: string; due_at: Date; repeat_every_minutes: number | null }>(
    'SELECT appointment_id, user_id, due_at, repeat_every_minutes FROM scheduled_reminders WHERE appointment_id = :appointmentId ORDER BY user_id',
    { replacements: { appointmentId }, type: QueryTypes.SELECT, ...options },
  );
  return rows.map((row) => ({ appointmentId: row.appointment_id, userId: row.user_id, dueAt: row.due_at, repeatEveryMinutes: row.repeat_every_minutes }));
}

/* ------------------------------------------------------------------------------------------------------------
 * The worker's side: the reminders sweep (jobs/src/handlers/send-due-reminders.handler.ts).
 * ---------------------------------------------------------------------------------------------------------- */

export interface ReminderKey {
  appointmentId: string;
  userId: string;
}

export interface DueReminder extends ReminderKey {
  practiceId: string;
  dueAt: Date;
  repeatEveryMinutes: number | null;
}

/**
 * The sweep's due-row query, oldest first, through `scheduled_reminders_due` alone (the index holds due_at and
 * the primary key, so nothing else is read). Exported so the benchmark times exactly this statement.
 */
export const DUE_REMINDERS_SQL = `SELECT appointment_id, user_id, due_at FROM scheduled_reminders FORCE INDEX (scheduled_reminders_due)
  WHERE due_at <= :now ORDER BY due_at, appointment_id, user_id LIMIT :limit`;

/** Up to `limit` reminders due at `now`, oldest first. Read without locks: each is locked when it is handled. */
export async function findDueReminders(input: { now: Date; limit: number }): Promise<Array<ReminderKey & { dueAt: Date }>> {
  const rows = await db().query<{ appointment_id: string; user_id: string; due_at: Date }>(DUE_REMINDERS_SQL, {
    replacements: { now: input.now, limit: input.limit },
    type: QueryTypes.SELECT,
  });
  return rows.map((row) => ({ appointmentId: row.appointment_id, userId: row.user_id, dueAt: row.due_at }));
}

/**
 * Runs `work` in one READ COMMITTED transaction that holds the row lock of one reminder, if it is still due.
 * `FOR UPDATE SKIP LOCKED`: a reminder another sweep is handling right now is skipped, not waited for, and one
 * that sweep already handled is gone or no longer due. Returns null when there was nothing to take.
 */
export async function withDueReminderLocked<T>(
  key: ReminderKey,
  now: Date,
  work: (reminder: DueReminder, options: Required<TxOptions>) => Promise<T>,
): Promise<{ result: T } | null> {
  return inTransaction(db(), async (transaction) => {
    const rows = await db().query<{ appointment_id: string; user_id: string; practice_id: string; due_at: Date; repeat_every_minutes: number | null }>(
      `SELECT appointment_id, user_id, practice_id, due_at, repeat_every_minutes FROM scheduled_reminders
        WHERE appointment_id = :appointmentId AND user_id = :userId AND due_at <= :now FOR UPDATE SKIP LOCKED`,
      { replacements: { ...key, now }, type: QueryTypes.SELECT, transaction },
    );
    const row = rows[0];
    if (!row) return null;
    const reminder: DueReminder = {
      appointmentId: row.appointment_id,
      userId: row.user_id,
      practiceId: row.practice_id,
      dueAt: row.due_at,
      repeatEveryMinutes: row.repeat_every_minutes,
    };
    return { result: await work(reminder, { transaction }) };
  });
}

/** What a reminder is about, read when it is handled: the appointment as it is now, and the person. */
export interface ReminderSubject {
  appointment: {
    id: string;
    providerId: string;
    providerName: string;
    /** False when the provider has turned reminders off (the API also removes the rows then). */
    providerWantsReminders: boolean;
    startTime: Date;
    /** 0 for all-day appointments. */
    minutes: number;
    state: number;
    isCancelled: boolean;
    /** The invited clients still on the books, by name. */
    clientNames: string[];
  };
  /** Null when the user no longer exists. */
  person: {
    id: string;
    name: string;
    email: string;
    timeZone: string;
    isDeleted: boolean;
    isProvider: boolean;
    isInvitee: boolean;
  } | null;
}

/** The appointment of a reminder (it exists: the reminder row cascades with it) and its recipient, in one statement. */
export async function findReminderSubject(key: ReminderKey, options: TxOptions = {}): Promise<ReminderSubject | null> {
  const rows = await db().query<{
    id: string;
    provider_id: string;
    provider_name: string;
    provider_reminders: number;
    start_time: Date;
    time_distance: number;
    state: number;
    deleted_at: Date | null;
    client_names: string | string[] | null;
    user_id: string | null;
    user_name: string | null;
    user_email: string | null;
    user_time_zone: string | null;
    user_deleted_at: Date | null;
    is_invitee: number;
  }>(
    `SELECT a.id, a.provider_id, p.name AS provider_name, p.reminders AS provider_reminders, a.start_time,
            a.time_distance, a.state, a.deleted_at,
            (SELECT JSON_ARRAYAGG(c.name ORDER BY c.name) FROM appointment_invitees ci JOIN users c ON c.id = ci.client_id
              WHERE ci.appointment_id = a.id AND c.deleted_at IS NULL) AS client_names,
            u.id AS user_id, u.name AS user_name, u.email AS user_email, u.time_zone AS user_time_zone,
            u.deleted_at AS user_deleted_at,
            EXISTS (SELECT 1 FROM appointment_invitees i WHERE i.appointment_id = a.id AND i.client_id = :userId) AS is_invitee
       FROM appointments a
       JOIN users p ON p.id = a.provider_id
       LEFT JOIN users u ON u.id = :userId
      WHERE a.id = :appointmentId`,
    { replacements: { ...key }, type: QueryTypes.SELECT, ...options },
  );
  const row = rows[0];
  if (!row) return null;
  const clientNames = typeof row.client_names === 'string' ? (JSON.parse(row.client_names) as string[]) : (row.client_names ?? []);
  return {
    appointment: {
      id: row.id,
      providerId: row.provider_id,
      providerName: row.provider_name,
      providerWantsReminders: Boolean(row.provider_reminders),
      startTime: row.start_time,
      minutes: row.time_distance,
      state: row.state,
      isCancelled: row.deleted_at !== null,
      clientNames,
    },
    person:
      row.user_id === null
        ? null
        : {
            id: row.user_id,
            name: row.user_name ?? '',
            email: row.user_email ?? '',
            timeZone: row.user_time_zone ?? 'UTC',
            isDeleted: row.user_deleted_at !== null,
            isProvider: row.user_id === row.provider_id,
            isInvitee: Boolean(row.is_invitee),
          },
  };
}

/** A reminder that was sent for the last time, or is no longer wanted. */
export async function deleteReminder(key: ReminderKey, options: TxOptions = {}): Promise<void> {
  await db().query('DELETE FROM scheduled_reminders WHERE appointment_id = :appointmentId AND user_id = :userId', {
    replacements: { ...key },
    type: QueryTypes.DELETE,
    ...options,
  });
}

/** A repeat reminder: the same row comes due again later. */
export async function moveReminder(key: ReminderKey, dueAt: Date, options: TxOptions = {}): Promise<void> {
  await db().query('UPDATE scheduled_reminders SET due_at = :dueAt WHERE appointment_id = :appointmentId AND user_id = :userId', {
    replacements: { ...key, dueAt },
    type: QueryTypes.UPDATE,
    ...options,
  });
}
