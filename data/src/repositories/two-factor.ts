import { QueryTypes } from 'sequelize';
import { newId } from '#data/lib/ids.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/** A person's authenticator enrolment (ADR 0045). The secrets stay sealed here; the service opens them. */
export interface TwoFactorRecord {
  userId: string;
  secretSealed: string | null;
  pendingSecretSealed: string | null;
  enabledAt: Date | null;
  lastUsedStep: number | null;
  failedCodes: number;
  failedSince: Date | null;
}

interface TwoFactorRow {
  user_id: string;
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled_at: Date | null;
  last_used_step: number | string | null;
  failed_codes: number;
  failed_since: Date | null;
}

function toRecord(row: TwoFactorRow): TwoFactorRecord {
  return {
    userId: row.user_id,
    secretSealed: row.secret_sealed,
    pendingSecretSealed: row.pending_secret_sealed,
    enabledAt: row.enabled_at,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    failedCodes: row.failed_codes,
    failedSince: row.failed_since,
  };
}

/** Spans practices: identity, by the account itself. */
export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRecord | null> {
  const rows = await selectPrepared<TwoFactorRow>(
    db,
    `SELECT user_id, secret_sealed, pending_secret_sealed, enabled_at, last_used_step, failed_codes, failed_since
     FROM two_factor_credentials WHERE user_id = :userId`,
    { userId },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Starts (or restarts) an enrolment: a new pending secret, leaving a secret that is already on untouched. */
export async function savePendingSecret(db: Db, userId: string, sealed: string, now: Date): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO two_factor_credentials (user_id, pending_secret_sealed, updated_at)
     VALUES (:userId, :sealed, :now)
     ON DUPLICATE KEY UPDATE pending_secret_sealed = VALUES(pending_secret_sealed), updated_at = VALUES(updated_at)`,
    { replacements: { userId, sealed, now }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/** The pending secret becomes the secret; the confirming code's step counts as used. */
/** Turns a pending enrolment on: false when there was none (another request turned it on first). */
export async function turnOnTwoFactor(db: Db, userId: string, step: number, now: Date): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE two_factor_credentials
     SET secret_sealed = pending_secret_sealed, pending_secret_sealed = NULL, enabled_at = :now,
         last_used_step = :step, failed_codes = 0, failed_since = NULL, updated_at = :now
     WHERE user_id = :userId AND pending_secret_sealed IS NOT NULL`,
    { replacements: { userId, step, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) === 1;
}

/** Forgets the enrolment and its recovery codes. */
export async function removeTwoFactor(db: Db, userId: string): Promise<void> {
  await db.sequelize.query('DELETE FROM two_factor_recovery_codes WHERE user_id = :userId', {
    replacements: { userId },
    type: QueryTypes.DELETE,
    ...txOf(db),
  });
  await db.sequelize.query('DELETE FROM two_factor_credentials WHERE user_id = :userId', {
    replacements: { userId },
    type: QueryTypes.DELETE,
    ...txOf(db),
  });
}

/**
 * Records that a code of this time step was accepted; false when this step (or a later one) was already used,
 * so the same code is never accepted twice, even by two requests at once (the conditional update decides).
 */
export async function claimTimeStep(db: Db, userId: string, step: number, now: Date): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE two_factor_credentials
     SET last_used_step = :step, failed_codes = 0, failed_since = NULL, updated_at = :now
     WHERE user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)`,
    { replacements: { userId, step, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) === 1;
}

/**
 * Claims one attempt at a code (or the password) before it is checked: counted as wrong until it proves right (a
 * right one zeroes the count), and only while the window's count is under `max`, in one conditional statement, so
 * attempts sent at once cannot all slip under the limit. False when the limit is reached. A count older than the
 * window starts again at one.
 */
export async function claimCodeAttempt(
  db: Db,
  input: { userId: string; windowStart: Date; max: number; now: Date },
): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE two_factor_credentials
     SET failed_codes = IF(failed_since IS NULL OR failed_since <= :windowStart, 1, failed_codes + 1),
         failed_since = IF(failed_since IS NULL OR failed_since <= :windowStart, :now, failed_since),
         updated_at = :now
     WHERE user_id = :userId AND (failed_since IS NULL OR failed_since <= :windowStart OR failed_codes < :max)`,
    { replacements: input, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) === 1;
}

export async function resetWrongCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db.sequelize.query(
    `UPDATE two_factor_credentials SET failed_codes = 0, failed_since = NULL, updated_at = :now
     WHERE user_id = :userId AND failed_codes > 0`,
    { replacements: { userId, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** Replaces the person's recovery codes with these hashes (an enrolment gives a fresh set). */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.sequelize.query('DELETE FROM two_factor_recovery_codes WHERE user_id = :userId', {
    replacements: { userId },
    type: QueryTypes.DELETE,
    ...txOf(db),
  });
  for (const codeHash of codeHashes) {
    await db.sequelize.query(
      `INSERT INTO two_factor_recovery_codes (id, user_id, code_hash, created_at, used_at)
       VALUES (:id, :userId, :codeHash, :now, NULL)`,
      { replacements: { id: newId(now), userId, codeHash, now }, type: QueryTypes.INSERT, ...txOf(db) },
    );
  }
}

/** Uses a recovery code; false when it is not one of the person's or was used before (it works once). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE two_factor_recovery_codes SET used_at = :now
     WHERE user_id = :userId AND code_hash = :codeHash AND used_at IS NULL`,
    { replacements: { userId, codeHash, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected) === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const rows = await selectPrepared<{ left_count: number | string }>(
    db,
    'SELECT COUNT(*) AS left_count FROM two_factor_recovery_codes WHERE user_id = :userId AND used_at IS NULL',
    { userId },
  );
  return Number(rows[0]?.left_count ?? 0);
}

/** The caller's own practice: whether its owner requires a second step of every team member. */
export async function findPracticeRequiresTwoFactor(db: Db, practiceId: string): Promise<boolean> {
  const rows = await selectPrepared<{ requires_two_factor: number }>(
    db,
    'SELECT requires_two_factor FROM practices WHERE id = :practiceId',
    { practiceId },
  );
  return Boolean(rows[0]?.requires_two_factor);
}

export async function setPracticeRequiresTwoFactor(
  db: Db,
  practiceId: string,
  isRequired: boolean,
  now: Date,
): Promise<void> {
  await db.sequelize.query(
    'UPDATE practices SET requires_two_factor = :isRequired, updated_at = :now WHERE id = :practiceId',
    {
      replacements: { practiceId, isRequired: isRequired ? 1 : 0, now },
      type: QueryTypes.UPDATE,
      ...txOf(db),
    },
  );
}
