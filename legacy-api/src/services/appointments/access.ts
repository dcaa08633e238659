import { AppError, refuse } from '#api/errors/app-error.js';
import {
  findAppointmentById,
  findInvitedAppointment,
  isAppointmentOfAnotherPractice,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import type { Db } from '@tele/data/db';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { hasTeamRole } from '#api/http/define-route.js';

export const ACCESS_MESSAGES = {
  missing: "Such appointment doesn't exist.",
  otherPractice: 'You can not reach this appointment.',
  readOnly: 'You can only view the appointments of other providers.',
} as const;

/** Owners and administrators (and the super owner) manage every calendar of the practice. */
export function managesPractice(user: SessionUser): boolean {
  return hasTeamRole(user, 'administrator');
}

/**
 * Session notes are clinical records (ADR 0020): only the appointment's own provider and the practice's super
 * owner and owners read them. Clients, administrators (office staff) and other providers get an empty note.
 */
export function canReadSessionNote(
  user: SessionUser,
  appointment: Pick<AppointmentRecord, 'providerId' | 'practiceId'>,
): boolean {
  if (user.teamRole === null || appointment.practiceId !== user.practiceId) return false;
  return appointment.providerId === user.id || hasTeamRole(user, 'owner');
}

/**
 * Whether a caller reads the client side of a route that serves both: a client, unless a team member who is
 * also a client asked for the team side (the legacy `role` field: 'client' and 'patient' name the client side).
 */
export function readsAsClient(user: SessionUser, role: string | undefined): boolean {
  if (!user.isClient) return false;
  return user.teamRole === null || role === 'client' || role === 'patient';
}

/** The read-only flag of the spec: a provider-role user looking at another provider's appointment. */
export function permissionFlag(user: SessionUser, appointment: Pick<AppointmentRecord, 'providerId'>): 0 | 1 {
  return appointment.providerId !== user.id && !managesPractice(user) ? 1 : 0;
}

/**
 * An appointment the caller may see, read within the caller's practice: missing is a 400 with a message,
 * another practice's is a 403 (DESIGN.md section 4; a probe tells the two apart once the scoped read found
 * nothing), and with `toChange` a read-only one is a 400 with the reason.
 */
export async function loadAppointmentFor(
  db: Db,
  user: SessionUser,
  id: string | undefined,
  options: { lock?: boolean; toChange?: boolean } = {},
): Promise<AppointmentRecord> {
  if (!id) refuse(ACCESS_MESSAGES.missing);
  const appointment = await findAppointmentById(db, user.practiceId, id, { lock: options.lock });
  if (!appointment) {
    if (await isAppointmentOfAnotherPractice(db, user.practiceId, id))
      throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
    refuse(ACCESS_MESSAGES.missing);
  }
  if (options.toChange && permissionFlag(user, appointment) === 1) refuse(ACCESS_MESSAGES.readOnly);
  return appointment;
}

/**
 * An appointment a client answers (Approve, Decline in the client app): one it is invited to. Any other,
 * in this practice or another, is the same 404 as one that does not exist, so ids reveal nothing.
 */
export async function loadInvitationFor(
  db: Db,
  user: SessionUser,
  id: string | undefined,
  options: { lock?: boolean } = {},
): Promise<AppointmentRecord> {
  const appointment = id ? await findInvitedAppointment(db, user.id, id, options) : null;
  if (!appointment) throw new AppError('not_found', ACCESS_MESSAGES.missing);
  return appointment;
}
