import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Uploaded files (issue 24): the bytes are in the file store under a random key; this row says whose they are
 * and what they are, which decides who may read them (legacy-api services/files).
 */
export const storedFiles: Migration = {
  name: '2026.11.26T14.00.00.stored-files',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE stored_files (
        id ${ID} NOT NULL PRIMARY KEY,
        storage_key CHAR(32) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        practice_id ${ID} NOT NULL,
        owner_id ${ID} NOT NULL,
        purpose ENUM('photo','background','note-image') NOT NULL,
        content_type VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        size INT UNSIGNED NOT NULL,
        width SMALLINT UNSIGNED NULL,
        height SMALLINT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL,
        deleted_at DATETIME(3) NULL,
        UNIQUE KEY stored_files_key (storage_key),
        KEY stored_files_owner (owner_id, purpose),
        CONSTRAINT stored_files_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT stored_files_owner_fk FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE stored_files']),
};
