import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Secure messages between a provider and a connected client (legacy-contract 4.3 and 6.5, issue 27; ADR 0040).
 * Every message is kept: an edit keeps the row (`edited_at`), a delete only marks it (`deleted_at`). A thread
 * is the pair (provider, client), whoever wrote; its practice is the provider's.
 * - `messages_thread` reads a thread newest first, page by page, and a partner's last message, by index order;
 * - `messages_unread` counts a person's unread messages (the side menu's badge) and marks a thread read;
 * - `messages_nudge` finds unread messages old enough for the e-mail nudge, oldest first.
 */
export const messages: Migration = {
  name: '2026.11.28T10.00.00.messages',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE messages (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        client_id ${ID} NOT NULL,
        sender_id ${ID} NOT NULL,
        recipient_id ${ID} NOT NULL,
        message TEXT NOT NULL,
        created_at DATETIME(3) NOT NULL,
        edited_at DATETIME(3) NULL,
        deleted_at DATETIME(3) NULL,
        read_at DATETIME(3) NULL,
        nudged_at DATETIME(3) NULL,
        KEY messages_thread (provider_id, client_id, deleted_at, created_at, id),
        KEY messages_unread (recipient_id, read_at, deleted_at, sender_id),
        KEY messages_nudge (read_at, nudged_at, created_at),
        KEY messages_practice (practice_id),
        CONSTRAINT messages_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE,
        CONSTRAINT messages_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id),
        CONSTRAINT messages_client_fk FOREIGN KEY (client_id) REFERENCES users (id)
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE messages']),
};
