import type { Db } from '@tele/data/db';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import { hashPassword } from '#api/lib/secrets.js';
import { isEmail, titleCase } from '#api/lib/text.js';
import { canonicalEmail } from '@tele/data/emails';
import { consumeOneTimeToken, findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import {
  findPendingRegistrationById,
  markRegistrationVerified,
  replacePendingRegistration,
  type PendingRegistrationRecord,
} from '@tele/data/repositories/pending-registrations';
import { createPractice } from '@tele/data/repositories/practices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { createUser, findUserByEmail } from '@tele/data/repositories/users';
import { queueNotification } from '@tele/data/outbox';
import { isUnclaimedInvite } from '#api/services/people/unclaimed-accounts.js';
import { releaseUnclaimedAccount } from '@tele/data/repositories/users-write';
import { LINK_TTL_MS } from '@tele/data/links';
import { assertPasswordRule } from './passwords.js';
import { REGISTRATION_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';

/** The route's body, as its contract declares it. */
export type RegistrationInput = RouteBody<'users/register-provider'>;

/**
 * Provider self sign-up. Whether or not the address already has an account, it does the same work (a pending
 * request that replaces any earlier one, one outbox row) and gives the same answer, so the form tells nobody
 * who has an account: the address's owner gets a verification link, or, when it already has an account, an
 * e-mail saying so. A waiting sign-up never blocks a new one: the newest replaces it and its link stops
 * working. The password typed here is checked against the rule and then forgotten: hashing it would let anyone
 * make the server run scrypt (security review 2, N3), and the account's password is the one set on the
 * verification page (verifyRegistration). The verification e-mail carries nothing the requester typed (N5).
 */
export async function registerProvider(deps: AppDeps, input: RegistrationInput, now: Date): Promise<string> {
  const practiceName = input.practice_name?.trim() ?? '';
  const name = input.name?.trim() ?? '';
  const email = canonicalEmail(input.email ?? '');
  const password = input.password ?? '';
  if (!practiceName || !name || !email || !password) refuse(REGISTRATION_MESSAGES.fillAll);
  if (!isEmail(email)) refuse(REGISTRATION_MESSAGES.invalidEmail);
  if (password !== (input.confirm_password ?? '')) refuse(REGISTRATION_MESSAGES.confirmMismatch);
  assertPasswordRule(password);

  const found = await findUserByEmail(deps.db, email);
  // An address a practice invited but its owner never activated signs up like a new one (and is claimed on
  // verifying, verifyRegistration).
  const existing = found && !isUnclaimedInvite(found) ? found : null;
  await inTransaction(deps.db, async (tx) => {
    const pending = await replacePendingRegistration(tx, {
      id: newId(now),
      practiceName: titleCase(practiceName),
      name: titleCase(name),
      email,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS.verify_email),
      createdAt: now,
    });
    await queueNotification(
      deps.outbox,
      existing
        ? {
            practiceId: existing.practiceId,
            channel: 'email',
            recipient: email,
            template: 'sign-up-account-exists',
            payload: { userId: existing.id, name: existing.name },
            now,
          }
        : {
            practiceId: null,
            channel: 'email',
            recipient: email,
            template: 'verify-email',
            payload: { pendingRegistrationId: pending.id },
            now,
          },
      tx,
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
export async function findRegistrationByToken(db: Db, token: string, now: Date) {
  const record = await findOneTimeToken(db, token, 'verify_email');
  if (!record?.pendingRegistrationId || record.expiresAt <= now) refuse(REGISTRATION_MESSAGES.requestMissing);
  const pending = await findPendingRegistrationById(db, record.pendingRegistrationId);
  if (!pending || (record.usedAt && !pending.verifiedAt)) refuse(REGISTRATION_MESSAGES.requestMissing);
  return toRequestWire(token, pending);
}

export interface VerificationInput {
  token: string;
  password?: string;
  confirm_password?: string;
}

function readChosenPassword(input: VerificationInput): string {
  const password = input.password ?? '';
  if (!password) refuse(REGISTRATION_MESSAGES.setPassword);
  if (input.confirm_password !== undefined && input.confirm_password !== password)
    refuse(REGISTRATION_MESSAGES.confirmMismatch);
  assertPasswordRule(password);
  return password;
}

/**
 * Turns a sign-up into a practice and its super owner. Verification is a deliberate POST carrying the link's
 * token and the password the address owner sets (or confirms) on the verification page: opening the link, or
 * looking the sign-up up, changes nothing, and no password typed at sign-up becomes an account's. The token
 * is checked and locked before any hashing. Idempotent: a verified link answers that the address is verified
 * and changes nothing.
 */
export async function verifyRegistration(deps: AppDeps, input: VerificationInput, now: Date) {
  return inTransaction(deps.db, async (tx) => {
    const record = await findOneTimeToken(tx, input.token, 'verify_email', { lock: true });
    if (!record?.pendingRegistrationId || record.expiresAt <= now)
      refuse(REGISTRATION_MESSAGES.requestMissing);
    const pending = await findPendingRegistrationById(tx, record.pendingRegistrationId, { lock: true });
    if (!pending) refuse(REGISTRATION_MESSAGES.requestMissing);
    if (pending.verifiedAt) return { msg: REGISTRATION_MESSAGES.alreadyVerified };
    if (record.usedAt) refuse(REGISTRATION_MESSAGES.requestMissing);
    const password = readChosenPassword(input);
    const existing = await findUserByEmail(tx, pending.email);
    // The owner proved the address: an invited account it never activated gives the address up.
    if (existing && !(isUnclaimedInvite(existing) && (await releaseUnclaimedAccount(tx, existing.id, now))))
      refuse(REGISTRATION_MESSAGES.providerExists);

    const practiceId = newId(now);
    const userId = newId(now);
    await createPractice(tx, {
      id: practiceId,
      name: pending.practiceName,
      ownerId: userId,
      planString: null,
      now,
    });
    await createUser(tx, {
      id: userId,
      practiceId,
      email: pending.email,
      passwordHash: await hashPassword(password),
      name: pending.name,
      isProvider: true,
      isClient: false,
      teamRole: 'super_owner',
      emailVerifiedAt: now,
      now,
    });
    await markRegistrationVerified(tx, pending.id, userId, now);
    await consumeOneTimeToken(tx, record.id, now);
    return {
      msg: REGISTRATION_MESSAGES.verified,
      results: toRequestWire(input.token, { ...pending, verifiedAt: now }),
    };
  });
}
