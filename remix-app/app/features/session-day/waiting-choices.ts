/**
 * The waiting room's picture and music: five of each, generated at build time into public/waiting/
 * (scripts/generate-waiting-assets.mjs). A provider picks one of each; 3 and 3 until they do.
 */
export const WAITING_ROOM_CHOICES = 5;
export const DEFAULT_WAITING_CHOICE = 3;

export type WaitingRoomChoice = { picture: number; music: number };

/** 1 to 5 from the API's '1'..'5' (or a URL parameter); anything else is the fallback. */
export function readWaitingChoice(value: unknown, fallback = DEFAULT_WAITING_CHOICE): number {
  const choice = typeof value === 'number' ? value : Number(typeof value === 'string' ? value.trim() : NaN);
  return Number.isInteger(choice) && choice >= 1 && choice <= WAITING_ROOM_CHOICES ? choice : fallback;
}

/** The next (+1) or previous (-1) choice; both ends wrap around (5 → 1, 1 → 5). */
export function cycleWaitingChoice(current: number, step: 1 | -1): number {
  return ((((current - 1 + step) % WAITING_ROOM_CHOICES) + WAITING_ROOM_CHOICES) % WAITING_ROOM_CHOICES) + 1;
}

export function waitingPictureSrc(choice: number): string {
  return `/waiting/${readWaitingChoice(choice)}.png`;
}

export function waitingMusicSrc(choice: number): string {
  return `/waiting/${readWaitingChoice(choice)}.mp3`;
}
