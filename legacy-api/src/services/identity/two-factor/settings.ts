import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { verifyPassword } from '#api/lib/secrets.js';
import { managesTeam } from '#api/services/people/team-members.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { findPasswordHash } from '@tele/data/repositories/users';
import { inTransaction } from '@tele/data/repositories/transaction';
import {
  countRecoveryCodesLeft,
  findPracticeRequiresTwoFactor,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  setPracticeRequiresTwoFactor,
  turnOnTwoFactor,
} from '@tele/data/repositories/two-factor';
import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { acceptCode, claimAttempt, openedSecretOf } from './codes.js';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';
import { sealSecret } from './secret-box.js';
import { newTotpSecret, otpauthUri } from './totp.js';
import { recordAudit, type AuditActor } from '#api/services/audit/audit.js';

/** Whether the practice's rule applies to this person: it covers the team, not the practice's clients. */
export function isCoveredByPracticeRule(person: { teamRole: string | null; isProvider: boolean }): boolean {
  return person.isProvider && person.teamRole !== null;
}

/** The QR code's address and the secret as typed by hand, for a new enrolment. */
export function enrolmentOf(deps: AppDeps, email: string, secret: string) {
  return { secret, otpauth_uri: otpauthUri({ issuer: deps.config.productName, account: email, secret }) };
}

/** Starts an enrolment for this person: a new pending secret, sealed, answered once in clear. */
export async function beginEnrolment(deps: AppDeps, person: { id: string; email: string }, now: Date) {
  const secret = newTotpSecret();
  await savePendingSecret(deps.db, person.id, sealSecret(secret, deps.config.roomSecret), now);
  return enrolmentOf(deps, person.email, secret);
}

/**
 * Turns a pending enrolment on with a code from the app, and gives its ten recovery codes (shown once; only
 * their hashes are kept). The code is checked before the transaction, so a wrong one is counted.
 */
export async function confirmEnrolment(
  deps: AppDeps,
  person: { id: string },
  code: string,
  now: Date,
  actor: SessionUser | AuditActor,
): Promise<string[]> {
  const record = await findTwoFactor(deps.db, person.id);
  if (!record || record.enabledAt)
    refuse(record ? TWO_FACTOR_MESSAGES.alreadyOn : TWO_FACTOR_MESSAGES.notStarted);
  const secret = openedSecretOf(deps, record.pendingSecretSealed);
  if (!secret) refuse(TWO_FACTOR_MESSAGES.notStarted);
  const step = await acceptCode(deps, {
    record,
    secret,
    code,
    allowsRecoveryCode: false,
    isEnrolment: true,
    now,
  });
  const codes = newRecoveryCodes();
  await inTransaction(deps.db, async (tx) => {
    // Two requests with the same right code: the first turns it on; the second must not replace the codes shown.
    if (!(await turnOnTwoFactor(tx, person.id, step ?? 0, now))) refuse(TWO_FACTOR_MESSAGES.alreadyOn);
    await replaceRecoveryCodes(
      tx,
      person.id,
      codes.map((code) => hashRecoveryCode(normaliseRecoveryCode(code)!)),
      now,
    );
    await recordAudit(tx, actor, { action: 'two_factor.on', subject: { type: 'user', id: person.id } }, now);
  });
  return codes;
}

export async function getTwoFactor(
  deps: AppDeps,
  user: SessionUser,
): Promise<RouteAnswer<'users/get-two-factor'>> {
  const [record, isRequired] = await Promise.all([
    findTwoFactor(deps.db, user.id),
    findPracticeRequiresTwoFactor(deps.db, user.practiceId),
  ]);
  const isOn = Boolean(record?.enabledAt);
  const pending = !isOn ? openedSecretOf(deps, record?.pendingSecretSealed ?? null) : null;
  const enrolment = pending ? enrolmentOf(deps, user.email, pending) : null;
  return {
    msg: TWO_FACTOR_MESSAGES.status,
    results: {
      is_on: isOn,
      is_required: isRequired && isCoveredByPracticeRule(user),
      can_require: managesTeam(user),
      recovery_codes_left: isOn ? await countRecoveryCodesLeft(deps.db, user.id) : 0,
      ...(enrolment ? { pending_secret: enrolment.secret, otpauth_uri: enrolment.otpauth_uri } : {}),
    },
  };
}

export async function setUpTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  now: Date,
): Promise<RouteAnswer<'users/setup-two-factor'>> {
  const record = await findTwoFactor(deps.db, user.id);
  if (record?.enabledAt) refuse(TWO_FACTOR_MESSAGES.alreadyOn);
  return { msg: TWO_FACTOR_MESSAGES.setupStarted, results: await beginEnrolment(deps, user, now) };
}

export async function enableTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'users/enable-two-factor'>,
  now: Date,
): Promise<RouteAnswer<'users/enable-two-factor'>> {
  if (!body.code?.trim()) refuse(TWO_FACTOR_MESSAGES.codeNeeded);
  const codes = await confirmEnrolment(deps, user, body.code, now, user);
  return { msg: TWO_FACTOR_MESSAGES.turnedOn, results: { recovery_codes: codes } };
}

/** Turning it off asks for a current code or the password; a practice that requires it keeps it on. */
export async function disableTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'users/disable-two-factor'>,
  now: Date,
): Promise<string> {
  const record = await findTwoFactor(deps.db, user.id);
  if (!record?.enabledAt) refuse(TWO_FACTOR_MESSAGES.notOn);
  if (isCoveredByPracticeRule(user) && (await findPracticeRequiresTwoFactor(deps.db, user.practiceId)))
    refuse(TWO_FACTOR_MESSAGES.requiredByPractice);
  const code = body.code?.trim() ?? '';
  if (code) {
    const secret = openedSecretOf(deps, record.secretSealed);
    await acceptCode(deps, { record, secret, code, allowsRecoveryCode: false, now });
  } else if (body.password) {
    // The password counts against the same limit as codes: a stolen session cannot guess it freely.
    await claimAttempt(deps, user.id, now);
    const hash = await findPasswordHash(deps.db, user.id);
    if (!(await verifyPassword(body.password, hash, 'trusted'))) refuse(TWO_FACTOR_MESSAGES.wrongPassword);
  } else {
    refuse(TWO_FACTOR_MESSAGES.confirmTurnOff);
  }
  await inTransaction(deps.db, async (tx) => {
    await removeTwoFactor(tx, user.id);
    await recordAudit(tx, user, { action: 'two_factor.off', subject: { type: 'user', id: user.id } }, now);
  });
  return TWO_FACTOR_MESSAGES.turnedOff;
}

/** The owner's rule (team role refusals are 400s: the web app ends a session on a 403). */
export async function requireTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'users/require-two-factor'>,
  now: Date,
): Promise<string> {
  if (!managesTeam(user)) refuse(TWO_FACTOR_MESSAGES.ownersOnly);
  const isRequired = body.is_required === true;
  await inTransaction(deps.db, async (tx) => {
    await setPracticeRequiresTwoFactor(tx, user.practiceId, isRequired, now);
    await recordAudit(
      tx,
      user,
      {
        action: isRequired ? 'two_factor.on' : 'two_factor.off',
        subject: { type: 'practice', id: user.practiceId },
      },
      now,
    );
  });
  return isRequired ? TWO_FACTOR_MESSAGES.nowRequired : TWO_FACTOR_MESSAGES.noLongerRequired;
}
