import { runStatements, type Migration } from './migration.js';

/**
 * A sign-up keeps no password (security review 2, N3): the account's password is the one set on the
 * verification page, and hashing the one typed at sign-up let anyone make the server run scrypt for free.
 * The hashes kept so far go with the column.
 */
export const signUpWithoutPassword: Migration = {
  name: '2026.11.25T15.10.00.sign-up-without-password',
  up: (qi) => runStatements(qi, ['ALTER TABLE pending_registrations DROP COLUMN password_hash']),
  down: (qi) =>
    runStatements(qi, [
      "ALTER TABLE pending_registrations ADD COLUMN password_hash VARCHAR(255) NOT NULL DEFAULT '' AFTER email",
    ]),
};
