import { createHmac } from 'node:crypto';
import type { AppointmentRecord } from '@tele/data/repositories/appointments';
import { STATE } from '@tele/data/appointment-states';

/**
 * The video room's name: an HMAC of the appointment and its key under a server secret (ROOM_SECRET). Not
 * derivable from a guest's link (which carries the key), and given out only by a successful join (ADR 0022).
 */
export function roomNameOf(
  appointment: Pick<AppointmentRecord, 'id' | 'roomKey'>,
  options: { productName: string; roomSecret: string },
): string {
  const digest = createHmac('sha256', options.roomSecret)
    .update(`room:${appointment.id}:${appointment.roomKey}`)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 32);
  return `${options.productName.replace(/[^A-Za-z0-9]/g, '')}-${digest}`;
}

const HOUR_MS = 3_600_000;
/** A guest's link keeps working this long after the session's end (late notes, a dropped call). */
export const GUEST_LINK_GRACE_MS = HOUR_MS;
/** A share link has no end: its key works for a week from its start (reset by each invitation). */
export const SHARE_LINK_TTL_MS = 7 * 24 * HOUR_MS;
/** An appointment without an end (all day) lasts its day. */
const NO_END_TTL_MS = 24 * HOUR_MS;

/** When a guest's key of this appointment stops working. */
export function guestLinkExpiresAt(
  appointment: Pick<AppointmentRecord, 'state' | 'startTime' | 'endTime'>,
): Date {
  if (appointment.state === STATE.shareLink)
    return new Date(appointment.startTime.getTime() + SHARE_LINK_TTL_MS);
  const end = appointment.endTime ?? new Date(appointment.startTime.getTime() + NO_END_TTL_MS);
  return new Date(end.getTime() + GUEST_LINK_GRACE_MS);
}

/** Whether the session's time has not run out (an appointment with no end, a share link or all-day, never runs out here). */
export function isBeforeEnd(appointment: Pick<AppointmentRecord, 'endTime'>, now: Date): boolean {
  return (
    appointment.endTime === null ||
    Math.floor(appointment.endTime.getTime() / 60_000) > Math.floor(now.getTime() / 60_000)
  );
}
