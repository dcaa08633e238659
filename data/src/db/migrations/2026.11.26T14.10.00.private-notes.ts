import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * A provider's private notes about a client (legacy-contract 6.6, issue 24): rich text sanitised before it is
 * stored, soft-deleted, read by their author and the practice's owners (ADR 0020).
 */
export const privateNotes: Migration = {
  name: '2026.11.26T14.10.00.private-notes',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE private_notes (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        client_id ${ID} NOT NULL,
        notes MEDIUMTEXT NOT NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        deleted_at DATETIME(3) NULL,
        KEY private_notes_pair (provider_id, client_id, deleted_at, updated_at),
        KEY private_notes_practice (practice_id),
        CONSTRAINT private_notes_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT private_notes_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id),
        CONSTRAINT private_notes_client_fk FOREIGN KEY (client_id) REFERENCES users (id)
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE private_notes']),
};
