import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { findProviderSettings, saveScheduling } from '@tele/data/repositories/provider-settings';
import {
  findWaitingRoomChoice,
  saveWaitingRoomChoice,
  type WaitingRoomChoice,
} from '@tele/data/repositories/waiting-room';
import { rescheduleProviderReminders } from '@tele/data/repositories/reminders';
import { inTransaction } from '@tele/data/repositories/transaction';
import type { Db } from '@tele/data/db';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { legacyRolesOf } from '#api/services/identity/user-wire.js';

export const SETTINGS_MESSAGES = {
  background: 'The user background info has got successfully.',
  waitingSaved: 'The waiting room has updated successfully.',
  badChoice: 'Please choose a picture and a music track from 1 to 5.',
  schedulingSaved: 'The appointment setting has updated successfully.',
  badLeadTime: 'Please choose when reminders go out: 24, 48 or 72 hours before.',
} as const;

export const WAITING_ROOM_CHOICES = 5;

function readChoice(value: unknown): number | null {
  const choice = Number(value);
  return Number.isInteger(choice) && choice >= 1 && choice <= WAITING_ROOM_CHOICES ? choice : null;
}

/** The picture and music a room shows when nobody chose (the spec's defaults). */
export const DEFAULT_WAITING_ROOM: WaitingRoomChoice = { image: 3, music: 3 };

/**
 * The waiting room an invitee sees: a signed-in client's own choice when it made one, else the provider's, else
 * the defaults. A guest (known only by the link's key) sees the provider's.
 */
export async function waitingRoomFor(
  db: Db,
  input: { providerId: string; clientId: string | null },
): Promise<WaitingRoomChoice> {
  const own = input.clientId ? await findWaitingRoomChoice(db, input.clientId) : null;
  return own ?? (await findWaitingRoomChoice(db, input.providerId)) ?? DEFAULT_WAITING_ROOM;
}

/**
 * `get-background-user`: the caller's own waiting-room choice (the defaults until they choose), for whoever
 * calls: a provider picks what its guests see, a client what it sees while it waits.
 */
export async function getBackground(db: Db, user: SessionUser) {
  const choice = (await findWaitingRoomChoice(db, user.id)) ?? DEFAULT_WAITING_ROOM;
  return {
    msg: SETTINGS_MESSAGES.background,
    results: {
      _id: user.id,
      role: legacyRolesOf(user),
      bgRoom: String(choice.image),
      bgMusic: String(choice.music),
      photo: '',
    },
  };
}

/** `room-image`: the caller's own waiting-room picture and music, 1 to 5 each (the legacy never answered this call). */
export async function saveBackground(
  db: Db,
  user: SessionUser,
  input: { bgRoom?: unknown; bgMusic?: unknown },
  now: Date,
) {
  const image = readChoice(input.bgRoom);
  const music = readChoice(input.bgMusic);
  if (image === null || music === null) refuse(SETTINGS_MESSAGES.badChoice);
  await saveWaitingRoomChoice(db, user.id, { image, music }, now);
  return SETTINGS_MESSAGES.waitingSaved;
}

export async function getScheduling(db: Db, user: SessionUser) {
  const settings = await findProviderSettings(db, user.id);
  return {
    results: {
      _id: user.id,
      reminders: settings?.reminders ?? true,
      allow_requests: settings?.allowRequests ?? false,
      reminders_value: String(settings?.remindersValue ?? 1),
    },
  };
}

/**
 * `appointment-settings`: reminders on or off and how long before (1, 2 or 3 days), and whether clients may
 * request appointments. Every future appointment's reminders follow at once (the legacy reset only one).
 */
export async function saveSchedulingSettings(
  deps: AppDeps,
  user: SessionUser,
  input: { reminders?: unknown; allow_requests?: unknown; reminders_value?: unknown },
  now: Date,
) {
  const current = await findProviderSettings(deps.db, user.id);
  const reminders = typeof input.reminders === 'boolean' ? input.reminders : (current?.reminders ?? true);
  const allowRequests =
    typeof input.allow_requests === 'boolean' ? input.allow_requests : (current?.allowRequests ?? false);
  const lead =
    input.reminders_value === undefined || input.reminders_value === ''
      ? (current?.remindersValue ?? 1)
      : Number(input.reminders_value);
  if (![1, 2, 3].includes(lead)) refuse(SETTINGS_MESSAGES.badLeadTime);
  await inTransaction(deps.db, async (tx) => {
    // Turning reminders off puts the lead time back to 24 hours, as the settings screen shows it.
    await saveScheduling(
      tx,
      user.id,
      { reminders, remindersValue: reminders ? lead : 1, allowRequests },
      now,
    );
    await rescheduleProviderReminders(tx, user.id, now);
  });
  return SETTINGS_MESSAGES.schedulingSaved;
}
