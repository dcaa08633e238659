import type { Static } from '@sinclair/typebox';
import type { LoggedInAnswer as LoggedInAnswerSchema } from '@tele/contract/users';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { decoyPasswordHash, verifyPassword } from '#api/lib/secrets.js';
import { isEmail, normaliseEmail } from '#api/lib/text.js';
import { isTimeZone } from '@tele/data/zoned-time';
import { findOpenRegistrationByEmail } from '@tele/data/repositories/pending-registrations';
import {
  findPasswordHash,
  findUserByEmail,
  findUserWithPractice,
  setTimeZone,
} from '@tele/data/repositories/users';
import { openSession, type OpenedSession } from './sessions.js';
import { toUserWire } from './user-wire.js';
import { LOGIN_MESSAGES } from '@tele/contract/messages';

export interface LoginInput {
  email?: string;
  password?: string;
  role?: string;
  time_zone?: string;
}

type LoggedInAnswer = Static<typeof LoggedInAnswerSchema>;

export interface LoginOutcome {
  msg: string;
  results: LoggedInAnswer;
  session: OpenedSession;
}

/**
 * Checks the password against its hash (a decoy hash when the address is unknown, so timing says nothing),
 * and only after a correct password says why an account cannot log in yet.
 */
export async function logIn(
  deps: AppDeps,
  input: LoginInput,
  context: { now: Date; ip: string | null; userAgent: string | null },
): Promise<LoginOutcome> {
  const email = normaliseEmail(input.email ?? '');
  const password = input.password ?? '';
  if (!email || !password) refuse(LOGIN_MESSAGES.fillAll);
  if (!isEmail(email)) refuse(LOGIN_MESSAGES.invalidEmail);

  const user = await findUserByEmail(deps.db, email);
  const hash = user ? await findPasswordHash(deps.db, user.id) : null;
  const isPasswordRight = await verifyPassword(password, hash ?? (await decoyPasswordHash()));
  if (!user || !hash || !isPasswordRight) {
    const pending = user ? null : await findOpenRegistrationByEmail(deps.db, email, context.now);
    if (pending && (await verifyPassword(password, pending.passwordHash))) refuse(LOGIN_MESSAGES.unverified);
    refuse(LOGIN_MESSAGES.failed);
  }
  const wantsClient = input.role === 'client';
  if (wantsClient ? !user.isClient : !user.isProvider) refuse(LOGIN_MESSAGES.failed);
  if (user.deletedAt) refuse(LOGIN_MESSAGES.deleted);
  if (!user.emailVerifiedAt) refuse(LOGIN_MESSAGES.unverified);

  if (input.time_zone && input.time_zone !== user.timeZone && isTimeZone(input.time_zone)) {
    await setTimeZone(deps.db, user.id, input.time_zone, context.now);
    // The user's other open sessions carry the old zone.
    await deps.sessions.forgetUsers([user.id]);
  }
  const session = await openSession(deps, { userId: user.id, ...context });
  const withPractice = await findUserWithPractice(deps.db, user.id);
  if (!withPractice) refuse(LOGIN_MESSAGES.failed);
  return {
    msg: LOGIN_MESSAGES.succeeded,
    results: { ...toUserWire(withPractice), token: session.token },
    session,
  };
}
