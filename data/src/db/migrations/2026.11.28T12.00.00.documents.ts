import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Documents shared between a practice's people (legacy-contract 4.3 and 6.4, issue 27; ADR 0041). An uploaded
 * document is a stored file (purpose `document`) whose `file_name` is the last segment of its path,
 * `<uuid>-<name>`, the shape the original apps slice the shown name from (a docx's type is 71 characters, so
 * the type column grows). A share is a row here: who sent it
 * (and as which role), to whom, which file, under which name, in which practice. Each list reads by one index:
 * the sender's, the recipient's, a file's sharers (who may download it) and a practice's.
 */
export const documents: Migration = {
  name: '2026.11.28T12.00.00.documents',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE stored_files
         MODIFY purpose ENUM('photo','background','note-image','document') NOT NULL,
         ADD COLUMN file_name VARCHAR(255) NULL AFTER purpose,
         MODIFY content_type VARCHAR(100) CHARACTER SET ascii COLLATE ascii_bin NOT NULL`,
      `CREATE TABLE documents (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        sender_id ${ID} NOT NULL,
        sender_role ENUM('provider','client') NOT NULL,
        recipient_id ${ID} NOT NULL,
        stored_file_id ${ID} NOT NULL,
        filename VARCHAR(255) NOT NULL,
        shared_date DATETIME(3) NOT NULL,
        deleted_at DATETIME(3) NULL,
        UNIQUE KEY documents_share (sender_id, recipient_id, stored_file_id),
        KEY documents_sender (sender_id, deleted_at, shared_date),
        KEY documents_recipient (recipient_id, deleted_at, shared_date),
        KEY documents_file (stored_file_id, deleted_at),
        KEY documents_practice (practice_id, shared_date),
        CONSTRAINT documents_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT documents_sender_fk FOREIGN KEY (sender_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT documents_recipient_fk FOREIGN KEY (recipient_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT documents_file_fk FOREIGN KEY (stored_file_id) REFERENCES stored_files (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TABLE documents',
      `DELETE FROM stored_files WHERE purpose = 'document'`,
      `ALTER TABLE stored_files DROP COLUMN file_name,
         MODIFY purpose ENUM('photo','background','note-image') NOT NULL,
         MODIFY content_type VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL`,
    ]),
};
