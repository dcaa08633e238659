import { HASH, ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

const PURPOSES = `'verify_email','reset_password','set_password','accept_invitation','register_client','pay_invoice'`;

/**
 * Two-factor sign-in (issue 29, ADR 0045):
 * - `two_factor_credentials`: one row per person who started or finished enrolment; the authenticator secret
 *   sealed (AES-256-GCM) while pending and once on, the last time step a code was accepted at (a code is never
 *   taken twice) and the count of wrong codes in the current window (the second step's own limit);
 * - `two_factor_recovery_codes`: ten one-time codes per enrolment, only their SHA-256 stored;
 * - `one_time_tokens.purpose` gains `two_factor_sign_in`: the pending token between the password and the code;
 * - `practices.requires_two_factor`: the owner's rule that every team member signs in with a second step.
 */
export const twoFactor: Migration = {
  name: '2026.11.29T01.00.00.two-factor',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE two_factor_credentials (
        user_id ${ID} NOT NULL PRIMARY KEY,
        secret_sealed VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NULL,
        pending_secret_sealed VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NULL,
        enabled_at DATETIME(3) NULL,
        last_used_step BIGINT NULL,
        failed_codes SMALLINT UNSIGNED NOT NULL DEFAULT 0,
        failed_since DATETIME(3) NULL,
        updated_at DATETIME(3) NOT NULL,
        CONSTRAINT two_factor_credentials_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE two_factor_recovery_codes (
        id ${ID} NOT NULL PRIMARY KEY,
        user_id ${ID} NOT NULL,
        code_hash ${HASH} NOT NULL,
        created_at DATETIME(3) NOT NULL,
        used_at DATETIME(3) NULL,
        UNIQUE KEY two_factor_recovery_codes_code (user_id, code_hash),
        CONSTRAINT two_factor_recovery_codes_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `ALTER TABLE one_time_tokens MODIFY purpose ENUM(${PURPOSES},'two_factor_sign_in') NOT NULL`,
      `ALTER TABLE practices ADD COLUMN requires_two_factor TINYINT(1) NOT NULL DEFAULT 0`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'ALTER TABLE practices DROP COLUMN requires_two_factor',
      `DELETE FROM one_time_tokens WHERE purpose = 'two_factor_sign_in'`,
      `ALTER TABLE one_time_tokens MODIFY purpose ENUM(${PURPOSES}) NOT NULL`,
      'DROP TABLE two_factor_recovery_codes',
      'DROP TABLE two_factor_credentials',
    ]),
};
