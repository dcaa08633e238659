import { txOf, type Db } from './transaction.js';

/** A waiting room's picture and music, 1 to 5 each (public/waiting/<n>.png and .mp3). */
export interface WaitingRoomChoice {
  image: number;
  music: number;
}

/**
 * A person's own waiting-room choice, or null when they never chose: the signed-in caller's own, or the
 * provider's of an appointment the caller already reached (its guests see the provider's picture and music).
 */
export async function findWaitingRoomChoice(db: Db, userId: string): Promise<WaitingRoomChoice | null> {
  const row = await db.models.User.findByPk(userId, {
    attributes: ['waiting_room_image', 'waiting_room_music'],
    ...txOf(db),
  });
  if (!row || row.waiting_room_image === null || row.waiting_room_music === null) return null;
  return { image: row.waiting_room_image, music: row.waiting_room_music };
}

export async function saveWaitingRoomChoice(
  db: Db,
  userId: string,
  choice: WaitingRoomChoice,
  now: Date,
): Promise<void> {
  await db.models.User.update(
    { waiting_room_image: choice.image, waiting_room_music: choice.music, updated_at: now },
    { where: { id: userId }, ...txOf(db) },
  );
}
