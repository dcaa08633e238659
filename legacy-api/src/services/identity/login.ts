import type { Static } from '@sinclair/typebox';
import type { LoggedInAnswer as LoggedInAnswerSchema } from '@tele/contract/users';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { addressBucket } from '#api/lib/address-bucket.js';
import { decoyPasswordHash, verifyPassword } from '#api/lib/secrets.js';
import { isEmail } from '#api/lib/text.js';
import { canonicalEmail } from '@tele/data/emails';
import { isTimeZone } from '@tele/data/zoned-time';
import { findOpenRegistrationByEmail } from '@tele/data/repositories/pending-registrations';
import { isKnownSignInAddress, rememberSignInAddress } from '@tele/data/repositories/sign-in-addresses';
import {
  findPasswordHash,
  findUserByEmail,
  findUserWithPractice,
  setTimeZone,
} from '@tele/data/repositories/users';
import { isAccountOfSide } from './account-side.js';
import { openSession, type OpenedSession } from './sessions.js';
import { toUserWire } from './user-wire.js';
import { accountActorOf, recordAudit } from '#api/services/audit/audit.js';
import { secondStepOf, startSecondStep } from './two-factor/sign-in.js';
import { LOGIN_MESSAGES, TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';

/** The route's body, as its contract declares it. */
export type LoginInput = RouteBody<'users/login'>;

type LoggedInAnswer = Static<typeof LoggedInAnswerSchema>;

export type LoginOutcome =
  | { msg: string; results: LoggedInAnswer; session: OpenedSession }
  /** A second step is due (ADR 0045): no session yet, a pending token instead. */
  | { msg: string; results: Awaited<ReturnType<typeof startSecondStep>>; session: null };

/**
 * Checks the password against its hash (a decoy hash when the address is unknown, so timing says nothing),
 * and only after a correct password says why an account cannot log in yet. A wrong password for an address
 * with an open sign-up says "verify first", whether or not the address also has an account, so the hint
 * tells nobody which addresses have one (a sign-up keeps no password: security review 2, N3). A sign-in from
 * an address the account signed in from before waits in the trusted hashing lane (ADR 0021).
 */
export async function logIn(
  deps: AppDeps,
  input: LoginInput,
  context: { now: Date; ip: string | null; userAgent: string | null },
): Promise<LoginOutcome> {
  const email = canonicalEmail(input.email ?? '');
  const password = input.password ?? '';
  if (!email || !password) refuse(LOGIN_MESSAGES.fillAll);
  if (!isEmail(email)) refuse(LOGIN_MESSAGES.invalidEmail);

  const user = await findUserByEmail(deps.db, email);
  const bucket = context.ip ? addressBucket(context.ip) : null;
  const [hash, isKnownAddress] = user
    ? await Promise.all([
        findPasswordHash(deps.db, user.id),
        bucket ? isKnownSignInAddress(deps.db, user.id, bucket, context.now) : false,
      ])
    : [null, false];
  const lane = isKnownAddress ? 'trusted' : 'anyone';
  const isPasswordRight = await verifyPassword(password, hash ?? (await decoyPasswordHash()), lane);
  if (!user || !hash || !isPasswordRight) {
    // A wrong password for an account is kept in its practice's log; an address with no account names no practice.
    if (user)
      await recordAudit(deps.db, accountActorOf(user, context.ip), { action: 'sign_in.failed' }, context.now);
    if (await findOpenRegistrationByEmail(deps.db, email, context.now)) refuse(LOGIN_MESSAGES.unverified);
    refuse(LOGIN_MESSAGES.failed);
  }
  // One password check whichever side is asked for: the side is decided after it, from the account.
  if (!isAccountOfSide(user, input.role)) refuse(LOGIN_MESSAGES.failed);
  if (user.deletedAt) refuse(LOGIN_MESSAGES.deleted);
  if (!user.emailVerifiedAt) refuse(LOGIN_MESSAGES.unverified);

  // Two-factor sign-in (ADR 0045): decided before anything is written, so a refusal changes nothing.
  const secondStep = await secondStepOf(deps, user);
  if (secondStep) {
    const results = await startSecondStep(deps, {
      user,
      step: secondStep,
      canAnswer: input.two_factor === true,
      now: context.now,
    });
    const msg = secondStep === 'code' ? TWO_FACTOR_MESSAGES.codeNeeded : TWO_FACTOR_MESSAGES.setupNeeded;
    return { msg, results, session: null };
  }

  if (input.time_zone && input.time_zone !== user.timeZone && isTimeZone(input.time_zone)) {
    await setTimeZone(deps.db, user.id, input.time_zone, context.now);
    // The user's other open sessions carry the old zone.
    await deps.sessions.forgetUsers([user.id]);
  }
  const session = await openSession(deps, { user, ...context });
  if (bucket) await rememberSignInAddress(deps.db, user.id, bucket, context.now);
  const withPractice = await findUserWithPractice(deps.db, user.id);
  if (!withPractice) refuse(LOGIN_MESSAGES.failed);
  return {
    msg: LOGIN_MESSAGES.succeeded,
    results: { ...toUserWire(withPractice), token: session.token },
    session,
  };
}
