import type { Db } from '@tele/data/db';
import { AppError, forbid, refuse } from '#api/errors/app-error.js';
import { findPracticePerson, type PracticePerson } from '@tele/data/repositories/practice-person';
import { findUserById } from '@tele/data/repositories/users';
import { managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { PROFILE_MESSAGES } from '@tele/contract/messages';

/**
 * Whether a team member may open a client of its practice (spec part 2, sections 2 and 6): the super owner,
 * owners and administrators every client of the practice; a provider-role member the clients connected to it.
 */
export function mayReachClient(user: SessionUser, person: PracticePerson): boolean {
  return person.isClient && (managesPractice(user) || person.providerIds.includes(user.id));
}

/**
 * Refuses an id the caller's practice does not reach: a person of another practice is a 403 (DESIGN.md
 * section 4, as appointments do), anyone else (no such person) the route's legacy message as a 400.
 */
export async function refuseUnreachable(
  db: Db,
  user: SessionUser,
  id: string,
  missing: string,
): Promise<never> {
  const someone = await findUserById(db, id);
  if (someone && someone.practiceId !== user.practiceId) forbid(PROFILE_MESSAGES.otherPractice);
  refuse(missing);
}

/**
 * A client of the caller's practice that the caller (a team member) may open: others of the practice are a
 * 400 with the spec's "not connected" message, anyone the practice does not reach as refuseUnreachable says.
 */
export async function loadReachableClient(
  db: Db,
  user: SessionUser,
  id: string,
  missing: string,
): Promise<PracticePerson> {
  if (user.teamRole === null) throw new AppError('forbidden', PROFILE_MESSAGES.otherPractice);
  const person = await findPracticePerson(db, user.practiceId, id);
  if (!person?.isClient) return refuseUnreachable(db, user, id, missing);
  if (!mayReachClient(user, person)) refuse(PROFILE_MESSAGES.notConnected);
  return person;
}
