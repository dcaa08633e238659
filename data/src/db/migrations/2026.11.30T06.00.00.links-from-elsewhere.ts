import { runStatements, type Migration } from './migration.js';

/**
 * Which of a practice's client links are to a client another practice made (issue 24's client list, ADR 0060):
 * `client_provider_links.is_from_elsewhere`, 1 when the client's home practice (`users.practice_id`) is not the
 * link's. The client list reads those few links through `client_provider_links_elsewhere` instead of checking
 * each of the practice's links against its own clients, which cost most of the list's database time at 2,000
 * clients.
 *
 * Two triggers keep it, so every writer does (the API, the seeds, a hand in the console): a link takes its value
 * when it is made, and a client whose home practice moves (`users.practice_id` changed) has its links set again
 * in the same statement. A link's client and practice are never changed in place.
 */
export const linksFromElsewhere: Migration = {
  name: '2026.11.30T06.00.00.links-from-elsewhere',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE client_provider_links
        ADD COLUMN is_from_elsewhere TINYINT(1) NOT NULL DEFAULT 0,
        ADD KEY client_provider_links_elsewhere (practice_id, is_from_elsewhere)`,
      `UPDATE client_provider_links l JOIN users u ON u.id = l.client_id
        SET l.is_from_elsewhere = NOT (u.practice_id <=> l.practice_id)`,
      `CREATE TRIGGER client_provider_links_from_elsewhere BEFORE INSERT ON client_provider_links FOR EACH ROW
        SET NEW.is_from_elsewhere = NOT ((SELECT u.practice_id FROM users u WHERE u.id = NEW.client_id) <=> NEW.practice_id)`,
      `CREATE TRIGGER users_home_practice_moved AFTER UPDATE ON users FOR EACH ROW
        UPDATE client_provider_links SET is_from_elsewhere = NOT (practice_id <=> NEW.practice_id)
          WHERE client_id = NEW.id AND NOT (OLD.practice_id <=> NEW.practice_id)`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TRIGGER IF EXISTS users_home_practice_moved',
      'DROP TRIGGER IF EXISTS client_provider_links_from_elsewhere',
      `ALTER TABLE client_provider_links DROP KEY client_provider_links_elsewhere, DROP COLUMN is_from_elsewhere`,
    ]),
};
