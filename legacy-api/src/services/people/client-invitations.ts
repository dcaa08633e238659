import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import {
  findClientInvitation,
  markClientInvitationAccepted,
} from '@tele/data/repositories/client-invitations';
import { consumeOneTimeToken, findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { findPracticeProvider } from '@tele/data/repositories/people';
import { inTransaction } from '@tele/data/repositories/transaction';
import { grantClientRole } from '@tele/data/repositories/users-write';
import { findUserById } from '@tele/data/repositories/users';
import { INVITATION_MESSAGES } from '@tele/contract/messages';

/**
 * `users/accept-invitation`: the person whose account belongs to another practice accepts a provider's
 * invitation (ADR 0022). Only now are they linked to that provider and given the client role. The link's
 * single-use token is the only credential; it is checked, and used up, in the same transaction.
 */
export async function acceptClientInvitation(deps: AppDeps, token: string, now: Date): Promise<string> {
  const promoted = await inTransaction(deps.db, async (tx) => {
    const record = await findOneTimeToken(tx, token, 'accept_invitation', { lock: true });
    if (!record?.clientInvitationId || record.usedAt || record.expiresAt <= now)
      refuse(INVITATION_MESSAGES.badLink);
    const invitation = await findClientInvitation(tx, record.clientInvitationId, { lock: true });
    if (!invitation || invitation.acceptedAt) refuse(INVITATION_MESSAGES.badLink);
    const [invitee, provider] = await Promise.all([
      findUserById(tx, invitation.userId),
      findPracticeProvider(tx, invitation.practiceId, invitation.providerId),
    ]);
    if (!invitee || invitee.deletedAt || !provider) refuse(INVITATION_MESSAGES.badLink);
    if (!(await consumeOneTimeToken(tx, record.id, now))) refuse(INVITATION_MESSAGES.badLink);
    if (!invitee.isClient) await grantClientRole(tx, invitee.id, now);
    await linkClientToProvider(tx, {
      clientId: invitee.id,
      providerId: provider.id,
      practiceId: invitation.practiceId,
      now,
    });
    await markClientInvitationAccepted(tx, invitation.id, now);
    return invitee.isClient ? null : invitee.id;
  });
  // Their open sessions carry the roles they had.
  if (promoted) await deps.sessions.forgetUsers([promoted]);
  return INVITATION_MESSAGES.accepted;
}
