import { UserModel } from '#data/db/models/user.js';
import type { TxOptions } from './transaction.js';

export interface ProviderSettings {
  waitingRoomImage: number;
  waitingRoomMusic: number;
  reminders: boolean;
  remindersValue: number;
  allowRequests: boolean;
}

export async function findProviderSettings(
  userId: string,
  options: TxOptions = {},
): Promise<ProviderSettings | null> {
  const row = await UserModel.findByPk(userId, {
    attributes: [
      'waiting_room_image',
      'waiting_room_music',
      'reminders',
      'reminders_value',
      'allow_requests',
    ],
    ...options,
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
  userId: string,
  image: number,
  music: number,
  now: Date,
): Promise<void> {
  await UserModel.update(
    { waiting_room_image: image, waiting_room_music: music, updated_at: now },
    { where: { id: userId } },
  );
}

export async function saveScheduling(
  userId: string,
  settings: { reminders: boolean; remindersValue: number; allowRequests: boolean },
  now: Date,
  options: TxOptions = {},
): Promise<void> {
  await UserModel.update(
    {
      reminders: settings.reminders,
      reminders_value: settings.remindersValue,
      allow_requests: settings.allowRequests,
      updated_at: now,
    },
    { where: { id: userId }, ...options },
  );
}
