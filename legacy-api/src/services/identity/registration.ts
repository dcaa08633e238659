import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { newId } from '#api/lib/ids.js';
import { hashPassword } from '#api/lib/secrets.js';
import { isEmail, normaliseEmail, titleCase } from '#api/lib/text.js';
import { consumeOneTimeToken, findOneTimeToken } from '#api/repositories/one-time-tokens.js';
import {
  findOpenRegistrationByEmail,
  findPendingRegistrationById,
  markRegistrationVerified,
  replacePendingRegistration,
  type PendingRegistrationRecord,
} from '#api/repositories/pending-registrations.js';
import { createPractice } from '#api/repositories/practices.js';
import { inTransaction } from '#api/repositories/transaction.js';
import { createUser, findUserByEmail } from '#api/repositories/users.js';
import { queueNotification } from '#api/services/notifications/outbox.js';
import { LINK_TTL_MS } from './links.js';
import { assertPasswordRule } from './passwords.js';

export const REGISTRATION_MESSAGES = {
  fillAll: 'Please fill the whole input fields.',
  invalidEmail: 'Please input the valid email.',
  confirmMismatch: 'Please input the confirm password correctly.',
  pendingExists: 'The request email already exists. Please check your mailbox.',
  providerExists: 'The registered provider email already exists. Please try by the other email.',
  sent: 'An email sent. Please check your mailbox.',
  requestFound: 'The provider request list has got successfully.',
  requestMissing: 'The provider requests can not find.',
  verified: 'The provider request has verified.',
  alreadyVerified: 'The email has verified successfully.',
} as const;

export interface RegistrationInput {
  practice_name?: string;
  name?: string;
  email?: string;
  password?: string;
  confirm_password?: string;
}

/** Provider self sign-up: stores a pending request (password hashed) and e-mails a verification link. */
export async function registerProvider(deps: AppDeps, input: RegistrationInput, now: Date): Promise<string> {
  const practiceName = input.practice_name?.trim() ?? '';
  const name = input.name?.trim() ?? '';
  const email = normaliseEmail(input.email ?? '');
  const password = input.password ?? '';
  if (!practiceName || !name || !email || !password) refuse(REGISTRATION_MESSAGES.fillAll);
  if (!isEmail(email)) refuse(REGISTRATION_MESSAGES.invalidEmail);
  if (password !== (input.confirm_password ?? '')) refuse(REGISTRATION_MESSAGES.confirmMismatch);
  assertPasswordRule(password);
  // Never let a second sign-up replace a waiting one: its link would then verify someone else's password.
  if (await findOpenRegistrationByEmail(email, now)) refuse(REGISTRATION_MESSAGES.pendingExists);
  if (await findUserByEmail(email)) refuse(REGISTRATION_MESSAGES.providerExists);

  const passwordHash = await hashPassword(password);
  await inTransaction(deps.sequelize, async (transaction) => {
    const pending = await replacePendingRegistration(
      {
        id: newId(now),
        practiceName: titleCase(practiceName),
        name: titleCase(name),
        email,
        passwordHash,
        expiresAt: new Date(now.getTime() + LINK_TTL_MS.verify_email),
        createdAt: now,
      },
      { transaction },
    );
    await queueNotification(
      deps.outbox,
      {
        practiceId: null,
        channel: 'email',
        recipient: email,
        template: 'verify-email',
        payload: { pendingRegistrationId: pending.id, name: pending.name },
        now,
      },
      transaction,
    );
  });
  return REGISTRATION_MESSAGES.sent;
}

function toRequestWire(token: string, pending: PendingRegistrationRecord) {
  // `_id` is the link token, so a client that posts the fetched document back to `verification` still works.
  return {
    _id: token,
    name: pending.name,
    email: pending.email,
    practice_name: pending.practiceName,
    main_provider_id: 'false',
    verified: pending.verifiedAt !== null,
  };
}

/** What the verification link stands for, for the success page. A used link still answers while it lives. */
export async function findRegistrationByToken(token: string, now: Date) {
  const record = await findOneTimeToken(token, 'verify_email');
  if (!record?.pendingRegistrationId || record.expiresAt <= now) refuse(REGISTRATION_MESSAGES.requestMissing);
  const pending = await findPendingRegistrationById(record.pendingRegistrationId);
  if (!pending || (record.usedAt && !pending.verifiedAt)) refuse(REGISTRATION_MESSAGES.requestMissing);
  return toRequestWire(token, pending);
}

/**
 * Turns a verified sign-up into a practice and its super owner. Idempotent: opening the link again answers
 * that the address is verified and changes nothing. Nothing in the body but the token is trusted.
 */
export async function verifyRegistration(deps: AppDeps, token: string, now: Date) {
  return inTransaction(deps.sequelize, async (transaction) => {
    const record = await findOneTimeToken(token, 'verify_email', { transaction, lock: true });
    if (!record?.pendingRegistrationId || record.expiresAt <= now)
      refuse(REGISTRATION_MESSAGES.requestMissing);
    const pending = await findPendingRegistrationById(record.pendingRegistrationId, {
      transaction,
      lock: true,
    });
    if (!pending) refuse(REGISTRATION_MESSAGES.requestMissing);
    if (pending.verifiedAt) return { msg: REGISTRATION_MESSAGES.alreadyVerified };
    if (record.usedAt) refuse(REGISTRATION_MESSAGES.requestMissing);
    if (await findUserByEmail(pending.email, { transaction })) refuse(REGISTRATION_MESSAGES.providerExists);

    const practiceId = newId(now);
    const userId = newId(now);
    await createPractice(
      { id: practiceId, name: pending.practiceName, ownerId: userId, planString: null, now },
      { transaction },
    );
    await createUser(
      {
        id: userId,
        practiceId,
        email: pending.email,
        passwordHash: pending.passwordHash,
        name: pending.name,
        isProvider: true,
        isClient: false,
        teamRole: 'super_owner',
        emailVerifiedAt: now,
        now,
      },
      { transaction },
    );
    await markRegistrationVerified(pending.id, userId, now, { transaction });
    await consumeOneTimeToken(record.id, now, { transaction });
    return {
      msg: REGISTRATION_MESSAGES.verified,
      results: toRequestWire(token, { ...pending, verifiedAt: now }),
    };
  });
}
