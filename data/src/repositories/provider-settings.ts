import { txOf, type Db } from './transaction.js';

export interface ProviderSettings {
  waitingRoomImage: number;
  waitingRoomMusic: number;
  reminders: boolean;
  remindersValue: number;
  allowRequests: boolean;
}

/**
 * A provider's waiting room and scheduling settings: the signed-in provider's own, or those of the provider of
 * an appointment the caller already reached (a guest's waiting room shows the provider's picture and music).
 */
export async function findProviderSettings(db: Db, userId: string): Promise<ProviderSettings | null> {
  const row = await db.models.User.findByPk(userId, {
    attributes: [
      'waiting_room_image',
      'waiting_room_music',
      'reminders',
      'reminders_value',
      'allow_requests',
    ],
    ...txOf(db),
  });
  if (!row) return null;
  return {
    waitingRoomImage: row.waiting_room_image,
    waitingRoomMusic: row.waiting_room_music,
    reminders: Boolean(row.reminders),
    remindersValue: row.reminders_value,
    allowRequests: Boolean(row.allow_requests),
  };
}

export async function saveWaitingRoom(
  db: Db,
  userId: string,
  image: number,
  music: number,
  now: Date,
): Promise<void> {
  await db.models.User.update(
    { waiting_room_image: image, waiting_room_music: music, updated_at: now },
    { where: { id: userId }, ...txOf(db) },
  );
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
