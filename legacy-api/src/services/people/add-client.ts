import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { upsertClientInvitation } from '@tele/data/repositories/client-invitations';
import { findPracticeProvider } from '@tele/data/repositories/people';
import { findPracticeById } from '@tele/data/repositories/practices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { grantClientRole } from '@tele/data/repositories/users-write';
import { createUser, findUserByEmail } from '@tele/data/repositories/users';
import { ACCESS_MESSAGES, managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { queueNotification } from '@tele/data/outbox';
import { takeSendAllowance } from '#api/services/notifications/send-limits.js';
import { ADD_CLIENT_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import { readNameAndEmail, readPhone } from './fields.js';
import { planAllowance } from '#api/services/appointments/plan-limits.js';

/** The route's body, as its contract declares it. */
export type AddClientInput = RouteBody<'users/accept-request'>;

function validate(input: AddClientInput): { name: string; email: string; phone: string | null } {
  return {
    ...readNameAndEmail(input, ADD_CLIENT_MESSAGES),
    phone: readPhone(input.phone, ADD_CLIENT_MESSAGES.phone),
  };
}

/**
 * `accept-request` with `add_role: 'client'`. Clients of the caller's own practice are connected at once (the
 * contract's answers). Anyone else is only e-mailed (review findings 1 and 10, review 2 N7 and N8): a new
 * address gets a client account and a link to choose a password; an account of another practice, or a team
 * member of this one (other than the caller), gets an invitation it must accept (client-invitations.ts), and
 * nothing about it is linked, changed or shown until then. Both answer the same "invitation" message, and the
 * practice's client list shows both the same way, with what the caller typed (people.ts), so neither tells
 * whether an address has an account. E-mailing needs a plan and is throttled per user and per practice.
 */
export async function addClient(
  deps: AppDeps,
  user: SessionUser,
  input: AddClientInput,
  now: Date,
): Promise<string> {
  const fields = validate(input);
  const providerId = input.provider_id || user.id;
  let promoted: string | null = null;
  const msg = await inTransaction(deps.db, async (tx) => {
    const provider = await findPracticeProvider(tx, user.practiceId, providerId);
    if (!provider) throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
    if (provider.id !== user.id && !managesPractice(user)) refuse(ADD_CLIENT_MESSAGES.otherProvider);

    const existing = await findUserByEmail(tx, fields.email);
    const link = (clientId: string) =>
      linkClientToProvider(tx, { clientId, providerId: provider.id, practiceId: user.practiceId, now });
    const isOwnPractice = existing?.practiceId === user.practiceId;
    if (existing && isOwnPractice) {
      if (existing.deletedAt) refuse(ADD_CLIENT_MESSAGES.deleted);
      // A provider booked as their own invitee would get their reminders twice (and the legacy failed there).
      if (existing.id === provider.id) refuse(ADD_CLIENT_MESSAGES.self);
      // Already a client here, or the caller adding themselves: connected at once.
      if (existing.isClient || existing.id === user.id) {
        if (!existing.isClient) {
          await grantClientRole(tx, existing.id, now);
          promoted = existing.id;
        }
        return (await link(existing.id))
          ? ADD_CLIENT_MESSAGES.connected
          : ADD_CLIENT_MESSAGES.alreadyConnected;
      }
    }

    const practice = await findPracticeById(tx, user.practiceId);
    if (planAllowance(practice?.planString).tier === null) refuse(ADD_CLIENT_MESSAGES.upgrade);
    await takeSendAllowance(
      deps,
      tx,
      { kinds: ['client-invite'], userId: user.id, practiceId: user.practiceId },
      now,
    );
    if (existing) {
      // Another practice's account, or a colleague: invited; nobody changes their account without consent.
      // A deleted account gets nothing sent; the answer and the list are the same either way.
      const invitationId = await upsertClientInvitation(tx, {
        id: newId(now),
        practiceId: user.practiceId,
        providerId: provider.id,
        userId: existing.id,
        typed: fields,
        now,
      });
      if (!existing.deletedAt)
        await queueNotification(
          deps.outbox,
          {
            practiceId: user.practiceId,
            channel: 'email',
            recipient: existing.email,
            template: 'client-connect-invite',
            payload: { invitationId, providerName: provider.name },
            now,
          },
          tx,
        );
      return ADD_CLIENT_MESSAGES.invited;
    }
    const clientId = newId(now);
    await createUser(tx, {
      id: clientId,
      practiceId: user.practiceId,
      email: fields.email,
      passwordHash: null,
      name: fields.name,
      phone: fields.phone,
      isProvider: false,
      isClient: true,
      teamRole: null,
      emailVerifiedAt: null,
      now,
    });
    await link(clientId);
    await queueNotification(
      deps.outbox,
      {
        practiceId: user.practiceId,
        channel: 'email',
        recipient: fields.email,
        template: 'client-invite',
        payload: { userId: clientId, name: fields.name, providerName: provider.name },
        now,
      },
      tx,
    );
    return ADD_CLIENT_MESSAGES.invited;
  });
  // Their open sessions carry the roles they had; the new one counts from their next request.
  if (promoted) await deps.sessions.forgetUsers([promoted]);
  return msg;
}
