import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/** What a trigger answers an UPDATE or DELETE of an audit entry with (SQLSTATE 45000, a user-defined error). */
export const AUDIT_APPEND_ONLY_MESSAGE = 'audit_entries is append-only';

/**
 * The audit log (issue 29, ADR 0049): one row per read or change of a client's record, sign-in, failed sign-in,
 * two-factor change, role change and export, kept per practice. No foreign keys: an entry outlives the person,
 * the client and the row it names, and nothing cascades into it. Two triggers refuse every UPDATE and DELETE,
 * whoever runs them (the repository offers only an insert and reads besides).
 */
export const auditLog: Migration = {
  name: '2026.11.30T00.00.00.audit-log',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE audit_entries (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        actor_id ${ID} NULL,
        actor_role VARCHAR(16) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        action VARCHAR(32) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        client_id ${ID} NULL,
        subject_type VARCHAR(16) CHARACTER SET ascii COLLATE ascii_bin NULL,
        subject_id VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NULL,
        address VARCHAR(45) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        created_at DATETIME(3) NOT NULL,
        KEY audit_entries_practice (practice_id, created_at, id),
        KEY audit_entries_client (practice_id, client_id, created_at, id),
        KEY audit_entries_actor (practice_id, actor_id, created_at, id)
      ) ${TABLE_OPTIONS}`,
      `CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries FOR EACH ROW
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${AUDIT_APPEND_ONLY_MESSAGE}'`,
      `CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries FOR EACH ROW
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${AUDIT_APPEND_ONLY_MESSAGE}'`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TRIGGER IF EXISTS audit_entries_no_delete',
      'DROP TRIGGER IF EXISTS audit_entries_no_update',
      'DROP TABLE audit_entries',
    ]),
};
