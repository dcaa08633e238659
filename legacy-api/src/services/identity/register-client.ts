import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { hashPassword } from '#api/lib/secrets.js';
import { titleCase } from '#api/lib/text.js';
import { newId } from '@tele/data/ids';
import { canonicalEmail } from '@tele/data/emails';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { deleteClientRequest, findClientRequestById } from '@tele/data/repositories/client-requests';
import { consumeOneTimeToken, findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { findPracticeProvider } from '@tele/data/repositories/people';
import { inTransaction } from '@tele/data/repositories/transaction';
import { grantClientRole } from '@tele/data/repositories/users-write';
import { createUser, findUserByEmail, setFirstLogin } from '@tele/data/repositories/users';
import { REGISTER_CLIENT_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import { assertPasswordRule } from './passwords.js';

function readPasswords(input: RouteBody<'users/register-client'>): string {
  const password = input.password ?? '';
  const confirm = input.confirm_password ?? '';
  if (!password && !confirm) refuse(REGISTER_CLIENT_MESSAGES.bothPasswords);
  if (!password) refuse(REGISTER_CLIENT_MESSAGES.password);
  if (!confirm) refuse(REGISTER_CLIENT_MESSAGES.confirmPassword);
  if (password !== confirm) refuse(REGISTER_CLIENT_MESSAGES.confirmMismatch);
  // The legacy refused only an explicit `false`; the terms are accepted only when the box is ticked.
  if (input.accept_state !== true && input.accept_state !== 'true') refuse(REGISTER_CLIENT_MESSAGES.terms);
  assertPasswordRule(password);
  return password;
}

/**
 * `register-client`: a person whose public contact request a provider accepted registers from the e-mailed
 * link (ADR 0026). The link's single-use token (`request_id`) is the credential, checked, locked and used up
 * in the transaction before any hashing; the address registering is the request's (S4). A new address becomes
 * a client of the provider's practice with the password chosen here (the link proved the address, and ticking
 * the box accepted the terms). An address that already has an account is connected to the provider (the person
 * asked for it, then opened the link sent to that address) and its password is never changed.
 */
export async function registerClient(
  deps: AppDeps,
  input: RouteBody<'users/register-client'>,
  now: Date,
): Promise<string> {
  const password = readPasswords(input);
  const typedEmail = input.email?.trim() ? canonicalEmail(input.email) : null;
  const outcome = await inTransaction(deps.db, async (tx) => {
    const token = input.request_id
      ? await findOneTimeToken(tx, input.request_id, 'register_client', { lock: true })
      : null;
    if (!token?.clientRequestId || token.usedAt || token.expiresAt <= now)
      refuse(REGISTER_CLIENT_MESSAGES.badLink);
    const request = await findClientRequestById(tx, token.clientRequestId, { lock: true });
    const provider = request && (await findPracticeProvider(tx, request.practiceId, request.providerId));
    if (!request || !provider) refuse(REGISTER_CLIENT_MESSAGES.badLink);
    if (typedEmail !== null && typedEmail !== request.email) refuse(REGISTER_CLIENT_MESSAGES.otherEmail);
    if (!(await consumeOneTimeToken(tx, token.id, now))) refuse(REGISTER_CLIENT_MESSAGES.badLink);
    const link = (clientId: string) =>
      linkClientToProvider(tx, { clientId, providerId: provider.id, practiceId: request.practiceId, now });

    const existing = await findUserByEmail(tx, request.email);
    if (existing) {
      if (existing.deletedAt) refuse(REGISTER_CLIENT_MESSAGES.badLink);
      if (!existing.isClient) await grantClientRole(tx, existing.id, now);
      await link(existing.id);
      await deleteClientRequest(tx, request.id);
      return {
        msg: REGISTER_CLIENT_MESSAGES.accountExists,
        promoted: existing.isClient ? null : existing.id,
      };
    }
    const clientId = newId(now);
    await createUser(tx, {
      id: clientId,
      practiceId: request.practiceId,
      email: request.email,
      passwordHash: await hashPassword(password),
      name: input.name?.trim() ? titleCase(input.name.trim()) : request.name,
      isProvider: false,
      isClient: true,
      teamRole: null,
      emailVerifiedAt: now,
      now,
    });
    await setFirstLogin(tx, clientId, 1, now);
    await link(clientId);
    await deleteClientRequest(tx, request.id);
    return { msg: REGISTER_CLIENT_MESSAGES.registered, promoted: null };
  });
  // An account that just became a client: its open sessions carry the roles it had.
  if (outcome.promoted) await deps.sessions.forgetUsers([outcome.promoted]);
  return outcome.msg;
}
