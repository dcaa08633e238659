import { runStatements, type Migration } from './migration.js';

/**
 * The client list reads the clients a practice made in name order through an index (data/src/repositories/
 * people.ts), and counts them from it alone: a page of a practice of 2,000 clients sorted every client before.
 */
export const clientListOrder: Migration = {
  name: '2026.11.26T16.00.00.client-list-order',
  up: (qi) =>
    runStatements(qi, [
      'ALTER TABLE users ADD KEY users_practice_clients (practice_id, is_client, deleted_at, name)',
    ]),
  down: (qi) => runStatements(qi, ['ALTER TABLE users DROP KEY users_practice_clients']),
};
