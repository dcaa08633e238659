import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/**
 * A provider's repeat reminder for one client, in minutes between reminders; null when there is none. Scoped by
 * the provider (the caller itself), which callers have checked may reach the client.
 */
/** The statement of findRepeatReminder; exported so the benchmark's floor runs the same SQL. */
export const REPEAT_REMINDER_SQL =
  'SELECT every_minutes FROM repeat_reminders WHERE provider_id = :providerId AND client_id = :clientId';

export async function findRepeatReminder(
  db: Db,
  providerId: string,
  clientId: string,
): Promise<number | null> {
  const [row] = await selectPrepared<{ every_minutes: number }>(db, REPEAT_REMINDER_SQL, {
    providerId,
    clientId,
  });
  return row ? row.every_minutes : null;
}

/** Sets (or, with null, removes) a provider's repeat reminder for a client; one statement either way. */
export async function saveRepeatReminder(
  db: Db,
  input: { providerId: string; clientId: string; everyMinutes: number | null },
): Promise<void> {
  if (input.everyMinutes === null) {
    await db.sequelize.query(
      'DELETE FROM repeat_reminders WHERE provider_id = :providerId AND client_id = :clientId',
      { replacements: input, type: QueryTypes.DELETE, ...txOf(db) },
    );
    return;
  }
  await db.sequelize.query(
    `INSERT INTO repeat_reminders (provider_id, client_id, every_minutes) VALUES (:providerId, :clientId, :everyMinutes)
     ON DUPLICATE KEY UPDATE every_minutes = VALUES(every_minutes)`,
    { replacements: input, type: QueryTypes.INSERT, ...txOf(db) },
  );
}
