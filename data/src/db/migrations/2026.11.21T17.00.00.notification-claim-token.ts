import { runStatements, type Migration } from './migration.js';

/**
 * A worker claims the outbox rows of a few milliseconds in one UPDATE; `claim_token` (one random value per such
 * claim) tells it afterwards which of the rows it asked for are its own, in one read by primary key.
 */
export const notificationClaimToken: Migration = {
  name: '2026.11.21T17.00.00.notification-claim-token',
  up: (qi) => runStatements(qi, ['ALTER TABLE notifications ADD COLUMN claim_token CHAR(16) NULL']),
  down: (qi) => runStatements(qi, ['ALTER TABLE notifications DROP COLUMN claim_token']),
};
