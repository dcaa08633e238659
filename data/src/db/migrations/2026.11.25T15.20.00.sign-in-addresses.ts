import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * The addresses (IPv4, or an IPv6 /64) each account has signed in from (security review 2, N3 and N4): a
 * sign-in from one of them is a person in good standing, let through when other addresses have used up the
 * account's limits and served first when password hashing is busy (ADR 0021).
 */
export const signInAddresses: Migration = {
  name: '2026.11.25T15.20.00.sign-in-addresses',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE sign_in_addresses (
        user_id ${ID} NOT NULL,
        address_bucket VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        first_signed_in_at DATETIME(3) NOT NULL,
        last_signed_in_at DATETIME(3) NOT NULL,
        PRIMARY KEY (user_id, address_bucket),
        CONSTRAINT sign_in_addresses_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE sign_in_addresses']),
};
