import type { AppointmentRecord } from '#api/repositories/appointments.js';

/**
 * The video room's name: not guessable, because it carries the appointment's secret, which only the
 * provider and the invitees (through their join link) ever receive.
 */
export function roomNameOf(
  appointment: Pick<AppointmentRecord, 'id' | 'roomKey'>,
  productName: string,
): string {
  return `${productName.replace(/[^A-Za-z0-9]/g, '')}-${appointment.id}-${appointment.roomKey}`;
}

/** Whether the session's time has not run out (an appointment with no end, a share link or all-day, never runs out here). */
export function isBeforeEnd(appointment: Pick<AppointmentRecord, 'endTime'>, now: Date): boolean {
  return (
    appointment.endTime === null ||
    Math.floor(appointment.endTime.getTime() / 60_000) > Math.floor(now.getTime() / 60_000)
  );
}
