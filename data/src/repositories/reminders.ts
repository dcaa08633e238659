import { readJsonColumn } from '#data/lib/json-column.js';
import { readInternationalPhone } from '#data/lib/phones.js';
import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { inTransaction, txOf, type Db } from './transaction.js';

/**
 * Reminders are rows the worker sweeps by `due_at` (indexed): one per person (each invited client and the
 * provider) and appointment. The API rewrites them whenever an appointment or a provider's settings change,
 * set-based, so a settings change reaches every future appointment (the legacy reset only one).
 */

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

/** Recomputes the reminders of some appointments (after an edit, accept or cancel). */
export async function rescheduleReminders(db: Db, appointmentIds: string[], now: Date): Promise<void> {
  if (appointmentIds.length === 0) return;
  await db.sequelize.query('DELETE FROM scheduled_reminders WHERE appointment_id IN (:ids)', {
    replacements: { ids: appointmentIds },
    type: QueryTypes.DELETE,
    ...txOf(db),
  });
  await scheduleReminders(db, appointmentIds, now);
}

/**
 * The reminders of appointments just inserted in this transaction: they have none yet, so nothing is deleted
 * first (a booking's statement fewer than `rescheduleReminders`).
 */
export async function scheduleReminders(db: Db, appointmentIds: string[], now: Date): Promise<void> {
  if (appointmentIds.length === 0) return;
  await db.sequelize.query(insertFor('a.id IN (:ids)'), {
    replacements: { ids: appointmentIds, now, states: [...REMINDABLE_STATES] },
    type: QueryTypes.INSERT,
    ...txOf(db),
  });
}

/** Recomputes the reminders of a provider's future appointments (after a settings change). */
export async function rescheduleProviderReminders(db: Db, providerId: string, now: Date): Promise<void> {
  const replacements = { providerId, now, states: [...REMINDABLE_STATES] };
  await db.sequelize.query(
    `DELETE r FROM scheduled_reminders r JOIN appointments a ON a.id = r.appointment_id
      WHERE a.provider_id = :providerId`,
    { replacements, type: QueryTypes.DELETE, ...txOf(db) },
  );
  await db.sequelize.query(insertFor('a.provider_id = :providerId'), {
    replacements,
    type: QueryTypes.INSERT,
    ...txOf(db),
  });
}

export interface ScheduledReminder {
  appointmentId: string;
  userId: string;
  dueAt: Date;
  repeatEveryMinutes: number | null;
}

/** One appointment's reminders; the practice is a filter on that appointment's few rows. */
export async function findScheduledReminders(
  db: Db,
  practiceId: string,
  appointmentId: string,
): Promise<ScheduledReminder[]> {
  const rows = await selectPrepared<{
    appointment_id: string;
    user_id: string;
    due_at: Date;
    repeat_every_minutes: number | null;
  }>(
    db,
    `SELECT appointment_id, user_id, due_at, repeat_every_minutes FROM scheduled_reminders
      WHERE appointment_id = :appointmentId AND practice_id = :practiceId ORDER BY user_id`,
    { appointmentId, practiceId },
  );
  return rows.map((row) => ({
    appointmentId: row.appointment_id,
    userId: row.user_id,
    dueAt: row.due_at,
    repeatEveryMinutes: row.repeat_every_minutes,
  }));
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

interface DueReminderRow {
  appointment_id: string;
  user_id: string;
  practice_id: string;
  due_at: Date;
  repeat_every_minutes: number | null;
}

const toDueReminder = (row: DueReminderRow): DueReminder => ({
  appointmentId: row.appointment_id,
  userId: row.user_id,
  practiceId: row.practice_id,
  dueAt: row.due_at,
  repeatEveryMinutes: row.repeat_every_minutes,
});

/**
 * The sweep's due-row query: the oldest due reminders, read through `scheduled_reminders_due` in index order
 * and locked as they are read. `SKIP LOCKED` passes over rows another sweep holds, so overlapping sweeps take
 * disjoint rows instead of waiting for each other. Exported so the benchmark times exactly this statement.
 */
const DUE_REMINDERS_SELECT = `SELECT appointment_id, user_id, practice_id, due_at, repeat_every_minutes
  FROM scheduled_reminders FORCE INDEX (scheduled_reminders_due)
  WHERE due_at <= :now ORDER BY due_at, appointment_id, user_id LIMIT :limit`;

export const DUE_REMINDERS_SQL = `${DUE_REMINDERS_SELECT} FOR UPDATE SKIP LOCKED`;

const ONE_DUE_REMINDER_SQL = `SELECT appointment_id, user_id, practice_id, due_at, repeat_every_minutes
  FROM scheduled_reminders WHERE appointment_id = :appointmentId AND user_id = :userId AND due_at <= :now
  FOR UPDATE SKIP LOCKED`;

/**
 * Spans practices: the worker's sweep. Reminders due at `now`, oldest first, without locking them (what is
 * waiting; tests and operators).
 */
export async function findDueReminders(db: Db, input: { now: Date; limit: number }): Promise<DueReminder[]> {
  const rows = await selectPrepared<DueReminderRow>(db, DUE_REMINDERS_SELECT, {
    now: input.now,
    limit: input.limit,
  });
  return rows.map(toDueReminder);
}

/**
 * Spans practices: the worker's claim over every practice. Runs `work` in one READ COMMITTED transaction holding the row locks of up to `limit` due reminders (or of
 * the one reminder `only`, when given and still due). Reminders another sweep is handling are skipped, and
 * those it handled are gone or no longer due. Returns null when there was nothing to take.
 */
export async function withDueRemindersLocked<T>(
  db: Db,
  input: { now: Date; limit: number; only?: ReminderKey },
  work: (reminders: DueReminder[], tx: Db) => Promise<T>,
): Promise<{ reminders: DueReminder[]; result: T } | null> {
  return inTransaction(db, async (tx) => {
    const rows = await selectPrepared<DueReminderRow>(
      tx,
      input.only ? ONE_DUE_REMINDER_SQL : DUE_REMINDERS_SQL,
      { now: input.now, limit: input.limit, ...input.only },
    );
    if (rows.length === 0) return null;
    const reminders = rows.map(toDueReminder);
    return { reminders, result: await work(reminders, tx) };
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
    /** Their phone as +E.164, when it reads as one: a client's reminder is also texted there (ADR 0052). */
    phone: string | null;
    timeZone: string;
    isDeleted: boolean;
    isProvider: boolean;
    isInvitee: boolean;
  } | null;
}

export const reminderKeyOf = (key: ReminderKey) => `${key.appointmentId}:${key.userId}`;

/**
 * Spans practices: the worker's sweep reads what its reminders are about, whatever their practice.
 * The appointments and people of some reminders, in two statements (by primary key), keyed by
 * `reminderKeyOf`. A reminder's appointment always exists (its row cascades with it); its person may not.
 */
export async function findReminderSubjects(
  db: Db,
  keys: ReminderKey[],
): Promise<Map<string, ReminderSubject>> {
  const subjects = new Map<string, ReminderSubject>();
  if (keys.length === 0) return subjects;
  const appointments = await db.sequelize.query<{
    id: string;
    provider_id: string;
    provider_name: string;
    provider_reminders: number;
    start_time: Date;
    time_distance: number;
    state: number;
    deleted_at: Date | null;
    invitees: string | Array<{ id: string; name: string; isDeleted: number | boolean }> | null;
  }>(
    `SELECT a.id, a.provider_id, p.name AS provider_name, p.reminders AS provider_reminders, a.start_time,
            a.time_distance, a.state, a.deleted_at,
            (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', c.id, 'name', c.name, 'isDeleted', c.deleted_at IS NOT NULL) ORDER BY c.name)
               FROM appointment_invitees i JOIN users c ON c.id = i.client_id WHERE i.appointment_id = a.id) AS invitees
       FROM appointments a JOIN users p ON p.id = a.provider_id
      WHERE a.id IN (:ids)`,
    {
      replacements: { ids: [...new Set(keys.map((key) => key.appointmentId))] },
      type: QueryTypes.SELECT,
      ...txOf(db),
    },
  );
  const people = await db.sequelize.query<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    time_zone: string;
    deleted_at: Date | null;
  }>('SELECT id, name, email, phone, time_zone, deleted_at FROM users WHERE id IN (:ids)', {
    replacements: { ids: [...new Set(keys.map((key) => key.userId))] },
    type: QueryTypes.SELECT,
    ...txOf(db),
  });
  const appointmentById = new Map(appointments.map((row) => [row.id, row]));
  const personById = new Map(people.map((row) => [row.id, row]));
  for (const key of keys) {
    const row = appointmentById.get(key.appointmentId);
    if (!row) continue;
    const invitees = readJsonColumn(row.invitees) ?? [];
    const person = personById.get(key.userId);
    subjects.set(reminderKeyOf(key), {
      appointment: {
        id: row.id,
        providerId: row.provider_id,
        providerName: row.provider_name,
        providerWantsReminders: Boolean(row.provider_reminders),
        startTime: row.start_time,
        minutes: row.time_distance,
        state: row.state,
        isCancelled: row.deleted_at !== null,
        clientNames: invitees.filter((invitee) => !invitee.isDeleted).map((invitee) => invitee.name),
      },
      person: person
        ? {
            id: person.id,
            name: person.name,
            email: person.email,
            phone: person.phone ? readInternationalPhone(person.phone) : null,
            timeZone: person.time_zone,
            isDeleted: person.deleted_at !== null,
            isProvider: person.id === row.provider_id,
            isInvitee: invitees.some((invitee) => invitee.id === person.id),
          }
        : null,
    });
  }
  return subjects;
}

/** After sending: reminders done for good are deleted, repeat reminders move to their next due time. */
export async function settleReminders(
  db: Db,
  input: { remove: ReminderKey[]; move: Array<ReminderKey & { dueAt: Date }> },
): Promise<void> {
  if (input.remove.length > 0) {
    await db.sequelize.query('DELETE FROM scheduled_reminders WHERE (appointment_id, user_id) IN (:keys)', {
      replacements: { keys: input.remove.map((key) => [key.appointmentId, key.userId]) },
      type: QueryTypes.DELETE,
      ...txOf(db),
    });
  }
  for (const key of input.move) {
    await db.sequelize.query(
      'UPDATE scheduled_reminders SET due_at = :dueAt WHERE appointment_id = :appointmentId AND user_id = :userId',
      {
        replacements: { appointmentId: key.appointmentId, userId: key.userId, dueAt: key.dueAt },
        type: QueryTypes.UPDATE,
        ...txOf(db),
      },
    );
  }
}
