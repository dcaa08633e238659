import type { AppDeps } from '#api/deps.js';
import { forbid, refuse } from '#api/errors/app-error.js';
import { addressBucket } from '#api/lib/address-bucket.js';
import { rememberSignInAddress } from '@tele/data/repositories/sign-in-addresses';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  issueOneTimeToken,
} from '@tele/data/repositories/one-time-tokens';
import { findPracticeRequiresTwoFactor, findTwoFactor } from '@tele/data/repositories/two-factor';
import { findUserById, findUserWithPractice, type UserRecord } from '@tele/data/repositories/users';
import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { openSession, type OpenedSession } from '../sessions.js';
import { toUserWire } from '../user-wire.js';
import { acceptCode, openedSecretOf } from './codes.js';
import { beginEnrolment, confirmEnrolment, isCoveredByPracticeRule } from './settings.js';
import { accountActorOf } from '#api/services/audit/audit.js';

/** How long the step between a correct password and the code may take. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;

export type SecondStep = 'code' | 'setup';
type LoginAnswer = NonNullable<RouteAnswer<'users/login'>['results']>;
type SignInContext = { now: Date; ip: string | null; userAgent: string | null };

/** What a correct password still needs: a code (the person has an authenticator), its setup (the practice requires one), or nothing. */
export async function secondStepOf(deps: AppDeps, user: UserRecord): Promise<SecondStep | null> {
  const record = await findTwoFactor(deps.db, user.id);
  if (record?.enabledAt) return 'code';
  if (isCoveredByPracticeRule(user) && (await findPracticeRequiresTwoFactor(deps.db, user.practiceId)))
    return 'setup';
  return null;
}

/**
 * After a correct password, for an account with a second step. A caller that cannot answer one (the original
 * apps, which do not send `two_factor: true`) gets a 403 `{msg}` saying to use the web app, with nothing changed:
 * there is no way around the code. The web app gets a pending token (single use, 10 minutes, only its hash
 * kept) and, for a setup, the new secret to enrol.
 */
export async function startSecondStep(
  deps: AppDeps,
  input: { user: UserRecord; step: SecondStep; canAnswer: boolean; now: Date },
): Promise<LoginAnswer> {
  if (!input.canAnswer)
    forbid(input.step === 'code' ? TWO_FACTOR_MESSAGES.useWebApp : TWO_FACTOR_MESSAGES.useWebAppToSetUp);
  const pendingToken = await issueOneTimeToken(deps.db, {
    purpose: 'two_factor_sign_in',
    userId: input.user.id,
    ttlMs: PENDING_SIGN_IN_TTL_MS,
    now: input.now,
  });
  if (input.step === 'code') return { two_factor: 'code', pending_token: pendingToken };
  const enrolment = await beginEnrolment(deps, input.user, input.now);
  return { two_factor: 'setup', pending_token: pendingToken, ...enrolment };
}

export interface SecondStepOutcome {
  answer: RouteAnswer<'users/login-two-factor'>;
  session: OpenedSession;
}

/**
 * The second step: the pending token and a 6-digit code (or a recovery code, once), or for a setup the code
 * that confirms the new authenticator (then the recovery codes come with the session). Wrong codes are limited
 * per person (codes.ts); the route is also rate limited by address and token (ADR 0021).
 */
export async function logInWithSecondStep(
  deps: AppDeps,
  body: RouteBody<'users/login-two-factor'>,
  context: SignInContext,
): Promise<SecondStepOutcome> {
  const { now } = context;
  const token = body.pending_token
    ? await findOneTimeToken(deps.db, body.pending_token, 'two_factor_sign_in')
    : null;
  if (!token?.userId || token.usedAt || token.expiresAt.getTime() <= now.getTime())
    refuse(TWO_FACTOR_MESSAGES.signInExpired);
  const user = await findUserById(deps.db, token.userId);
  if (!user || user.deletedAt) refuse(TWO_FACTOR_MESSAGES.signInExpired);
  const code = body.code?.trim() ?? '';
  if (!code) refuse(TWO_FACTOR_MESSAGES.enterCode);

  const record = await findTwoFactor(deps.db, user.id);
  if (!record) refuse(TWO_FACTOR_MESSAGES.signInExpired);
  let recoveryCodes: string[] | undefined;
  if (record.enabledAt) {
    const secret = openedSecretOf(deps, record.secretSealed);
    await acceptCode(deps, { record, secret, code, allowsRecoveryCode: true, now });
  } else {
    recoveryCodes = await confirmEnrolment(deps, user, code, now, accountActorOf(user, context.ip));
  }
  // Two posts of one right code: the time step is claimed once, and so is the token.
  if (!(await consumeOneTimeToken(deps.db, token.id, now))) refuse(TWO_FACTOR_MESSAGES.signInExpired);

  const session = await openSession(deps, { user, ...context });
  if (context.ip) await rememberSignInAddress(deps.db, user.id, addressBucket(context.ip), now);
  const withPractice = await findUserWithPractice(deps.db, user.id);
  if (!withPractice) refuse(TWO_FACTOR_MESSAGES.signInExpired);
  return {
    answer: {
      msg: TWO_FACTOR_MESSAGES.signedIn,
      results: {
        ...toUserWire(withPractice),
        token: session.token,
        ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
      },
    },
    session,
  };
}
