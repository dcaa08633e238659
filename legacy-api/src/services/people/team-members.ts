import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { isEmail, titleCase } from '#api/lib/text.js';
import { newId } from '@tele/data/ids';
import { canonicalEmail } from '@tele/data/emails';
import { queueNotification } from '@tele/data/outbox';
import { findTeam } from '@tele/data/repositories/people';
import { findPracticeById } from '@tele/data/repositories/practices';
import { inTransaction, type Db } from '@tele/data/repositories/transaction';
import { createUser, findUserByEmail, type TeamRole } from '@tele/data/repositories/users';
import { planAllowance } from '#api/services/appointments/plan-limits.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { takeSendAllowance } from '#api/services/notifications/send-limits.js';
import { ADD_CLIENT_MESSAGES, REGISTRATION_MESSAGES, TEAM_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer } from '@tele/contract/routes';
import { readPhone } from './fields.js';
import { toPersonLite } from './person-wire.js';
import { hasTeamRole } from '#api/http/define-route.js';
import { recordAudit } from '#api/services/audit/audit.js';

/** Who may add and delete team members (ADR 0026): the super owner and owners ("Owners can add or delete providers"). */
export function managesTeam(user: SessionUser): boolean {
  return hasTeamRole(user, 'owner');
}

/** The roles a colleague may be given (`detail_role`); the super owner is only ever the practice's creator. */
const ADDABLE_ROLES: readonly TeamRole[] = ['owner', 'administrator', 'provider'];

/** The fields both ways of adding a colleague send (register-provider and accept-request, add_role 'provider'). */
export interface AddTeamMemberInput {
  name?: string;
  email?: string;
  phone?: string | number;
  detail_role?: string;
}

function validate(input: AddTeamMemberInput) {
  const name = titleCase(input.name?.trim() ?? '');
  const email = canonicalEmail(input.email ?? '');
  if (!name || !email) refuse(REGISTRATION_MESSAGES.fillAll);
  if (!isEmail(email)) refuse(REGISTRATION_MESSAGES.invalidEmail);
  const role = (input.detail_role?.trim().toLowerCase() || 'provider') as TeamRole;
  if (!ADDABLE_ROLES.includes(role)) refuse(TEAM_MESSAGES.badRole);
  return { name, email, role, phone: readPhone(input.phone, ADD_CLIENT_MESSAGES.phone) };
}

/**
 * Adds a colleague to the caller's practice (legacy-contract 5.6 and 6.1; ADR 0026). Only the owners may; no plan
 * is refused, a basic plan allows one colleague. A new address becomes a team member with the given role and
 * gets a single-use link to choose a password (never a password in any e-mail or answer). An address of this
 * practice's team is "already exists"; one of its clients is refused (nobody's account changes without their
 * consent). An account of another practice gets the same answer as a new address and nothing is created,
 * linked or sent (no oracle: ADR 0022).
 */
export async function addTeamMember(
  deps: AppDeps,
  user: SessionUser,
  input: AddTeamMemberInput,
  now: Date,
): Promise<string> {
  if (!managesTeam(user)) refuse(TEAM_MESSAGES.notAllowed);
  const fields = validate(input);
  await inTransaction(deps.db, async (tx) => {
    const practice = await findPracticeById(tx, user.practiceId);
    const allowance = planAllowance(practice?.planString);
    if (!practice || allowance.tier === null) refuse(TEAM_MESSAGES.noPlan);
    const existing = await findUserByEmail(tx, fields.email);
    if (existing?.practiceId === user.practiceId) {
      if (existing.deletedAt) refuse(ADD_CLIENT_MESSAGES.deleted);
      if (existing.isProvider) refuse(TEAM_MESSAGES.exists);
      refuse(TEAM_MESSAGES.isClient);
    }
    if (allowance.colleagues !== null) {
      const team = await findTeam(tx, user.practiceId);
      const colleagues = team.filter((member) => member.teamRole !== 'super_owner').length;
      if (colleagues >= allowance.colleagues) refuse(TEAM_MESSAGES.basicLimit);
    }
    if (existing) return;
    await takeSendAllowance(
      deps,
      tx,
      { kinds: ['team-invite'], userId: user.id, practiceId: user.practiceId },
      now,
    );
    const memberId = newId(now);
    await createUser(tx, {
      id: memberId,
      practiceId: user.practiceId,
      email: fields.email,
      passwordHash: null,
      name: fields.name,
      phone: fields.phone,
      isProvider: true,
      isClient: false,
      teamRole: fields.role,
      emailVerifiedAt: null,
      now,
    });
    // The practice has no route that changes a member's role: it is given here, and ends with the member.
    await recordAudit(tx, user, { action: 'role.change', subject: { type: 'user', id: memberId } }, now);
    await queueNotification(
      deps.outbox,
      {
        practiceId: user.practiceId,
        channel: 'email',
        recipient: fields.email,
        template: 'team-invite',
        payload: { userId: memberId, practiceName: practice.name, role: fields.role },
        now,
      },
      tx,
    );
  });
  return TEAM_MESSAGES.sent;
}

/** `get-practice`: the practice's whole live team, by name (Settings > Practice, the team list). */
export async function getPractice(db: Db, user: SessionUser): Promise<RouteAnswer<'users/get-practice'>> {
  return { results: (await findTeam(db, user.practiceId)).map(toPersonLite) };
}
