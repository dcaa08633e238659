import type { AppDeps } from '#api/deps.js';
import { forbid, refuse } from '#api/errors/app-error.js';
import { hashPassword, verifyPassword } from '#api/lib/secrets.js';
import { isEmail } from '#api/lib/text.js';
import { canonicalEmail } from '@tele/data/emails';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  type OneTimeTokenRecord,
} from '@tele/data/repositories/one-time-tokens';
import { revokeUserSessions } from '@tele/data/repositories/sessions';
import { inTransaction } from '@tele/data/repositories/transaction';
import {
  findPasswordHash,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  updatePasswordHash,
} from '@tele/data/repositories/users';
import { queueNotification } from '@tele/data/outbox';
import { isAccountOfSide } from './account-side.js';
import type { SessionUser } from './session-user.js';
import { assertPasswordRule } from './passwords.js';
import { forgetFailedSignIns } from './sign-in-delays.js';
import { PASSWORD_MESSAGES } from '@tele/contract/messages';

/**
 * Sends a reset link when the address belongs to a live account of that side, and answers the same either
 * way, so the form cannot be used to find out who has an account (a documented change from the legacy).
 * It also costs the same either way: an unknown address gets the same transaction, outbox row and enqueue,
 * for a row the worker records as skipped without sending anything (finding 6 of the security review).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { email?: string; role?: string },
  now: Date,
): Promise<string> {
  const email = canonicalEmail(input.email ?? '');
  if (!email) refuse(PASSWORD_MESSAGES.inputEmail);
  if (!isEmail(email)) refuse(PASSWORD_MESSAGES.invalidEmail);
  const user = await findUserByEmail(deps.db, email);
  const account = user && isAccountOfSide(user, input.role) && !user.deletedAt ? user : null;
  await inTransaction(deps.db, (tx) =>
    queueNotification(
      deps.outbox,
      account
        ? {
            practiceId: account.practiceId,
            channel: 'email',
            recipient: account.email,
            template: 'reset-password',
            payload: { userId: account.id, name: account.name },
            now,
          }
        : {
            practiceId: null,
            channel: 'email',
            recipient: email,
            template: NO_ACCOUNT_TEMPLATE,
            payload: {},
            now,
          },
      tx,
    ),
  );
  return PASSWORD_MESSAGES.sent;
}

/** The outbox row of a reset asked for an address with no account: never sent (jobs' no-account template). */
export const NO_ACCOUNT_TEMPLATE = 'reset-password-no-account';

function readNewPassword(input: { new_password?: string; confirm_password?: string }): string {
  const password = input.new_password ?? '';
  if (!password || !input.confirm_password) refuse(PASSWORD_MESSAGES.fillAll);
  if (password !== input.confirm_password) refuse(PASSWORD_MESSAGES.confirmMismatch);
  assertPasswordRule(password);
  return password;
}

function isUsable(
  record: OneTimeTokenRecord | null,
  now: Date,
): record is OneTimeTokenRecord & { userId: string } {
  return Boolean(record?.userId && !record.usedAt && record.expiresAt > now);
}

/**
 * The e-mailed link: the token is the only credential, works once, ends every open session and clears the
 * account's failed sign-ins.
 */
export async function resetPasswordWithToken(
  deps: AppDeps,
  input: { id?: string; new_password?: string; confirm_password?: string },
  now: Date,
): Promise<string> {
  const password = readNewPassword(input);
  const token = input.id ?? '';
  const userId = await inTransaction(deps.db, async (tx) => {
    // The token is looked up, locked and claimed before any hashing: a made-up token costs one indexed
    // read, never a scrypt run (finding 3 of the security review).
    const reset = await findOneTimeToken(tx, token, 'reset_password', { lock: true });
    const invite = reset ? null : await findOneTimeToken(tx, token, 'set_password', { lock: true });
    const record = reset ?? invite;
    if (!isUsable(record, now) || !(await consumeOneTimeToken(tx, record.id, now))) {
      refuse(PASSWORD_MESSAGES.linkInvalid);
    }
    await updatePasswordHash(tx, record.userId, await hashPassword(password), now);
    // Opening the link proves the address, so an invited person's account is verified by it.
    await markEmailVerified(tx, record.userId, now);
    await revokeUserSessions(tx, record.userId, now);
    return record.userId;
  });
  await deps.sessions.forgetUsers([userId]);
  // The link proves the owner: whatever slowed the account's sign-ins down is over (ADR 0046).
  const owner = await findUserById(deps.db, userId);
  if (owner) await forgetFailedSignIns(deps, owner.email);
  return PASSWORD_MESSAGES.resetByLink;
}

/** Settings > Security: needs the session and the current password; keeps this session, ends the others. */
export async function changePassword(
  deps: AppDeps,
  user: SessionUser | null,
  input: { id?: string; password?: string; new_password?: string; confirm_password?: string },
  now: Date,
): Promise<string> {
  if (!user) forbid();
  if (input.id && input.id !== user.id) forbid();
  if (!input.password || !input.new_password || !input.confirm_password) refuse(PASSWORD_MESSAGES.fillAll);
  if (!(await verifyPassword(input.password, await findPasswordHash(deps.db, user.id), 'trusted')))
    refuse(PASSWORD_MESSAGES.wrongCurrent);
  const password = readNewPassword(input);
  await updatePasswordHash(deps.db, user.id, await hashPassword(password), now);
  await revokeUserSessions(deps.db, user.id, now, { exceptId: user.sessionId });
  await deps.sessions.forgetUsers([user.id]);
  return PASSWORD_MESSAGES.changed;
}
