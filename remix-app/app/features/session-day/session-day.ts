import { SESSION_MESSAGES } from '@tele/contract/messages';

/**
 * The rules of the session day that the screens apply (spec section 4: Joining a session, Waiting screen, Video
 * room, Session note), as pure functions with "now" passed in, and the spec's words and delays.
 */

/**
 * A guest's notice when its provider joins. A constant of its own: the guest's page ships it without the contract's
 * messages (the pages a client opens stay under their budget, ADR 0032).
 */
export const PROVIDER_JOINED_MESSAGE =
  "The provider has just joined for the session. You can join the session by clicking the 'Join' button below.";

export const SESSION_DAY_MESSAGES = {
  noPermission: SESSION_MESSAGES.noPermission,
  providerJoined: PROVIDER_JOINED_MESSAGE,
  notYourNote: 'You can edit the note for this session.',
  noteRequired: SESSION_MESSAGES.noNote,
} as const;

/** The spec's delays (section 9). */
export const SESSION_DAY_DELAYS_MS = {
  /** The permission refusal, then /dashboard. */
  refused: 2_500,
  /** Ending the call, then /session-note/{id}. */
  endCall: 500,
  /** A saved note, then /dashboard. */
  noteSaved: 2_000,
  /** Another provider's session note, then /dashboard. */
  notYourNote: 5_000,
} as const;

/**
 * How often an open video room reaches the API while the provider only talks: the API ends sessions idle for 30
 * minutes, and a session may last two hours.
 */
export const ROOM_KEEP_ALIVE_MS = 5 * 60_000;

/**
 * Who may enter a colleague's session through the waiting screen (spec part 1 section 4: a user whose invited
 * role is set and is not administrator goes to the room; the legacy stored 'super_owner' for the account
 * creator, whose web session has no invited role): the account creator, owners and providers. Administrators
 * (office staff) may not. The API applies the same rule to join-appointment (ADR 0028).
 */
export function canJoinThroughWaitingScreen(invitedRole: string | null): boolean {
  return invitedRole !== 'administrator';
}

export type WaitingDecision =
  { kind: 'refused' } | { kind: 'wait'; startsInMs: number } | { kind: 'enter' } | { kind: 'finished' };

/**
 * The waiting screen: a refused role is sent back; otherwise wait for the start, enter at once when it has
 * started and not ended (an appointment without an end never runs out), or say it is over.
 */
export function decideWaitingScreen({
  invitedRole,
  startTime,
  endTime,
  now,
}: {
  invitedRole: string | null;
  startTime: string;
  endTime: string | null;
  now: Date;
}): WaitingDecision {
  if (!canJoinThroughWaitingScreen(invitedRole)) return { kind: 'refused' };
  const startsInMs = new Date(startTime).getTime() - now.getTime();
  if (startsInMs > 0) return { kind: 'wait', startsInMs };
  if (endTime === null || new Date(endTime).getTime() > now.getTime()) return { kind: 'enter' };
  return { kind: 'finished' };
}

/** "2 h 05 min", "4 min 07 s", "12 s": the time left before the start, for the countdown. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

/** The link an invitee follows (the one the worker e-mails and texts): `${PUBLIC_URL}/invited-room/{id}?key=`. */
export function clientJoinLink({
  publicUrl,
  appointmentId,
  key,
}: {
  publicUrl: string;
  appointmentId: string;
  key: string;
}): string {
  return `${publicUrl}/invited-room/${appointmentId}?key=${encodeURIComponent(key)}`;
}
