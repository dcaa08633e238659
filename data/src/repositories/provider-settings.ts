import { txOf, type Db } from './transaction.js';

export interface ProviderSettings {
  reminders: boolean;
  remindersValue: number;
  allowRequests: boolean;
}

/**
 * A provider's scheduling settings (reminders and client requests). The waiting room's picture and music are
 * anyone's own choice: waiting-room.ts.
 */
export async function findProviderSettings(db: Db, userId: string): Promise<ProviderSettings | null> {
  const row = await db.models.User.findByPk(userId, {
    attributes: ['reminders', 'reminders_value', 'allow_requests'],
    ...txOf(db),
  });
  if (!row) return null;
  return {
    reminders: Boolean(row.reminders),
    remindersValue: row.reminders_value,
    allowRequests: Boolean(row.allow_requests),
  };
}

export async function saveScheduling(
  db: Db,
  userId: string,
  settings: { reminders: boolean; remindersValue: number; allowRequests: boolean },
  now: Date,
): Promise<void> {
  await db.models.User.update(
    {
      reminders: settings.reminders,
      reminders_value: settings.remindersValue,
      allow_requests: settings.allowRequests,
      updated_at: now,
    },
    { where: { id: userId }, ...txOf(db) },
  );
}
