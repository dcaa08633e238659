import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import {
  claimCodeAttempt,
  claimTimeStep,
  resetWrongCodes,
  useRecoveryCode,
  type TwoFactorRecord,
} from '@tele/data/repositories/two-factor';
import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import { hashRecoveryCode, normaliseRecoveryCode } from './recovery-codes.js';
import { openSecret } from './secret-box.js';
import { matchTotp } from './totp.js';

/** Wrong codes a person may type within the window before the second step answers 429 (ADR 0045). */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODES_WINDOW_MS = 15 * 60_000;

/**
 * Claims one attempt at a code or the password before it is looked at (`claimCodeAttempt`: counted as wrong until
 * it proves right); 429 once the person's attempts of the window have reached the limit, however many arrive at
 * once.
 */
export async function claimAttempt(deps: AppDeps, userId: string, now: Date): Promise<void> {
  const isClaimed = await claimCodeAttempt(deps.db, {
    userId,
    windowStart: new Date(now.getTime() - WRONG_CODES_WINDOW_MS),
    max: MAX_WRONG_CODES,
    now,
  });
  if (!isClaimed) throw new AppError('rate_limited', TWO_FACTOR_MESSAGES.tooManyWrongCodes);
}

/** The secret a code is checked against (the one that is on, or the enrolment's waiting for its code), opened. */
export function openedSecretOf(deps: AppDeps, sealed: string | null): string | null {
  return sealed ? openSecret(sealed, deps.config.roomSecret) : null;
}

/**
 * Checks a typed code against the person's authenticator (or, with `allowsRecoveryCode`, one of their recovery
 * codes, which then works no more). A 6-digit code is accepted within one time step of now and only for a step
 * after the last one accepted, so it is never taken twice. Every attempt is claimed first (`claimAttempt`: the
 * second step's own limit, MAX_WRONG_CODES per WRONG_CODES_WINDOW_MS); a wrong code stays counted and is refused
 * with 400. Answers the accepted time step (null for a
 * recovery code). Not to be called inside a transaction a refusal would roll the count back with.
 */
export async function acceptCode(
  deps: AppDeps,
  input: {
    record: TwoFactorRecord;
    secret: string | null;
    code: string;
    allowsRecoveryCode: boolean;
    /** A pending enrolment's code: its step is recorded when the enrolment is turned on. */
    isEnrolment?: boolean;
    now: Date;
  },
): Promise<number | null> {
  const { record, now } = input;
  await claimAttempt(deps, record.userId, now);
  const typed = input.code.trim().replace(/\s/g, '');
  if (/^\d{6}$/.test(typed) && input.secret) {
    const step = matchTotp(input.secret, typed, now, record.lastUsedStep);
    if (step !== null && input.isEnrolment) {
      await resetWrongCodes(deps.db, record.userId, now);
      return step;
    }
    if (step !== null && (await claimTimeStep(deps.db, record.userId, step, now))) return step;
  } else if (input.allowsRecoveryCode) {
    const normalised = normaliseRecoveryCode(typed);
    if (normalised && (await useRecoveryCode(deps.db, record.userId, hashRecoveryCode(normalised), now))) {
      await resetWrongCodes(deps.db, record.userId, now);
      return null;
    }
  }
  refuse(TWO_FACTOR_MESSAGES.wrongCode);
}
