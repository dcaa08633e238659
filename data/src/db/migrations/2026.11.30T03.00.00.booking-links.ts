import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Booking by link (issue 30, ADR 0054): each provider's public booking page is `/book/{slug}`. The slug is made
 * from the provider's name and a short random suffix (`maya-patel-7k2q`) the first time it is needed, and is
 * unique across practices (it is all a visitor's URL names). One row per provider; the provider's practice is
 * kept beside it so every read stays scoped.
 */
export const bookingLinks: Migration = {
  name: '2026.11.30T03.00.00.booking-links',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE booking_links (
        provider_id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        slug VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        created_at DATETIME(3) NOT NULL,
        UNIQUE KEY booking_links_slug (slug),
        CONSTRAINT booking_links_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE booking_links']),
};
