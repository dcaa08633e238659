import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { newId } from '#api/lib/ids.js';
import { isEmail, normaliseEmail, titleCase } from '#api/lib/text.js';
import { linkClientToProvider } from '#api/repositories/client-provider-links.js';
import { findPracticeProvider } from '#api/repositories/people.js';
import { inTransaction } from '#api/repositories/transaction.js';
import { grantClientRole } from '#api/repositories/users-write.js';
import { createUser, findUserByEmail } from '#api/repositories/users.js';
import { ACCESS_MESSAGES, managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { queueNotification } from '#api/services/notifications/outbox.js';

export const ADD_CLIENT_MESSAGES = {
  nameAndEmail: 'Please input name and email.',
  nameAndValidEmail: 'Please input name and valid email.',
  name: 'Please input name.',
  email: 'Please input email.',
  validEmail: 'Please input valid email.',
  phone: 'Please input the phone number correctly.',
  deleted: 'The user has already deleted. Please add the other user.',
  alreadyConnected: 'You have already connected with the client.',
  connected: 'You just have connected with the client.',
  invited: 'Your invitation has succeed.',
  otherProvider: 'You can only add clients to your own list.',
} as const;

export interface AddClientInput {
  name?: string;
  email?: string;
  phone?: string | number;
  provider_id?: string;
}

function validate(input: AddClientInput): { name: string; email: string; phone: string | null } {
  const name = titleCase(input.name?.trim() ?? '');
  const email = normaliseEmail(input.email ?? '');
  if (!name) {
    if (!email) refuse(ADD_CLIENT_MESSAGES.nameAndEmail);
    if (!isEmail(email)) refuse(ADD_CLIENT_MESSAGES.nameAndValidEmail);
    refuse(ADD_CLIENT_MESSAGES.name);
  }
  if (!email) refuse(ADD_CLIENT_MESSAGES.email);
  if (!isEmail(email)) refuse(ADD_CLIENT_MESSAGES.validEmail);
  const phone =
    input.phone === undefined || input.phone === '' ? null : String(input.phone).replace(/[\s()+-]/g, '');
  if (phone !== null && !/^\d{6,15}$/.test(phone)) refuse(ADD_CLIENT_MESSAGES.phone);
  return { name, email, phone };
}

/**
 * `accept-request` with `add_role: 'client'`: connects an existing person, or creates the client and e-mails
 * a single-use link to set a password (never a password in clear).
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
  const msg = await inTransaction(deps.sequelize, async (transaction) => {
    const provider = await findPracticeProvider(user.practiceId, providerId, { transaction });
    if (!provider) throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
    if (provider.id !== user.id && !managesPractice(user)) refuse(ADD_CLIENT_MESSAGES.otherProvider);

    const existing = await findUserByEmail(fields.email, { transaction });
    if (existing?.deletedAt) refuse(ADD_CLIENT_MESSAGES.deleted);
    if (existing) {
      if (!existing.isClient) {
        await grantClientRole(existing.id, now, { transaction });
        promoted = existing.id;
      }
      const isNew = await linkClientToProvider(
        { clientId: existing.id, providerId: provider.id, practiceId: user.practiceId, now },
        { transaction },
      );
      return isNew ? ADD_CLIENT_MESSAGES.connected : ADD_CLIENT_MESSAGES.alreadyConnected;
    }
    const clientId = newId(now);
    await createUser(
      {
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
      },
      { transaction },
    );
    await linkClientToProvider(
      { clientId, providerId: provider.id, practiceId: user.practiceId, now },
      { transaction },
    );
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
      transaction,
    );
    return ADD_CLIENT_MESSAGES.invited;
  });
  // Their open sessions carry the roles they had; the new one counts from their next request.
  if (promoted) await deps.sessions.forgetUsers([promoted]);
  return msg;
}
