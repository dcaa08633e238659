import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { findLinkedPractices, unlinkClient } from '@tele/data/repositories/client-provider-links';
import { findPracticePerson, type PracticePerson } from '@tele/data/repositories/practice-person';
import { revokeUserSessions } from '@tele/data/repositories/sessions';
import { inTransaction, type Db } from '@tele/data/repositories/transaction';
import { markUserDeleted, moveHomePractice } from '@tele/data/repositories/users-write';
import { TEAM_RANK } from '#api/http/define-route.js';
import { managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { PROFILE_MESSAGES, TEAM_MESSAGES } from '@tele/contract/messages';
import { mayReachClient, refuseUnreachable } from './reach.js';
import { managesTeam } from './team-members.js';
import { recordAudit } from '#api/services/audit/audit.js';

/**
 * A team member leaves the practice: owners delete the roles below their own (the super owner is never
 * deleted, nobody deletes themselves). The account is soft-deleted: it cannot sign in, and its appointments and
 * notes stay the practice's records.
 */
async function deleteTeamMember(tx: Db, user: SessionUser, member: PracticePerson, now: Date) {
  if (member.id === user.id) refuse(TEAM_MESSAGES.notYourself);
  if (member.teamRole === 'super_owner') refuse(TEAM_MESSAGES.notTheSuperOwner);
  const rank = (role: string | null) => TEAM_RANK.indexOf(role as (typeof TEAM_RANK)[number]);
  if (!managesTeam(user) || rank(member.teamRole) >= rank(user.teamRole)) refuse(TEAM_MESSAGES.notAllowed);
  await markUserDeleted(tx, member.id, now);
  return [member.id];
}

/**
 * A client leaves the practice (the practice's managers) or one provider's list (a provider-role member, for
 * a client connected to it). Only this practice's links go: a client of several practices keeps its account
 * for the others. An account this practice made that is connected nowhere any more is soft-deleted (its
 * history stays); one still connected elsewhere passes to the practice it was first connected in there.
 */
async function deleteClient(tx: Db, user: SessionUser, client: PracticePerson, now: Date) {
  if (!mayReachClient(user, client)) refuse(PROFILE_MESSAGES.notConnected);
  await unlinkClient(tx, {
    clientId: client.id,
    practiceId: user.practiceId,
    ...(managesPractice(user) ? {} : { providerId: user.id }),
  });
  if (client.homePracticeId !== user.practiceId) return [];
  const linked = await findLinkedPractices(tx, client.id);
  if (linked.includes(user.practiceId)) return [];
  const [elsewhere] = linked;
  if (elsewhere) {
    await moveHomePractice(tx, client.id, elsewhere, now);
    return [];
  }
  await markUserDeleted(tx, client.id, now);
  return [client.id];
}

/** `delete-user` (ADR 0026): a team member or a client of the caller's practice, by `_id`. */
export async function deleteUser(
  deps: AppDeps,
  user: SessionUser,
  id: string | undefined,
  now: Date,
): Promise<string> {
  if (!id) refuse(PROFILE_MESSAGES.notFound);
  const ended = await inTransaction(deps.db, async (tx) => {
    const person = await findPracticePerson(tx, user.practiceId, id);
    if (person && person.teamRole !== null) {
      if (person.isDeleted) refuse(PROFILE_MESSAGES.notFound);
      const ended = await deleteTeamMember(tx, user, person, now);
      await recordAudit(tx, user, { action: 'role.change', subject: { type: 'user', id: person.id } }, now);
      return ended;
    }
    if (person?.isClient) return deleteClient(tx, user, person, now);
    return refuseUnreachable(tx, user, id, PROFILE_MESSAGES.notFound);
  });
  // A deleted account's sessions end now, in every API process.
  for (const userId of ended) await revokeUserSessions(deps.db, userId, now);
  if (ended.length) await deps.sessions.forgetUsers(ended);
  return PROFILE_MESSAGES.deleted;
}
