import { QueryTypes, type Sequelize } from 'sequelize';
import { AppointmentModel } from '#api/db/models/appointment.js';
import type { TxOptions } from './transaction.js';

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
