import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * The practice's offices (issue 30, ADR 0055): the places in-person sessions happen, kept per practice and named
 * by id from a provider's in-person working hours. `practices.in_office_sessions` is the practice's "in-office
 * sessions" switch on `/practice-offices` (beside `requires_two_factor`, the practice's other setting as a column):
 * off, the availability editor offers no office.
 */
export const offices: Migration = {
  name: '2026.11.30T04.00.00.offices',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE offices (
        id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        name VARCHAR(120) NOT NULL,
        phone VARCHAR(32) NULL,
        address1 VARCHAR(191) NOT NULL,
        address2 VARCHAR(191) NULL,
        city VARCHAR(100) NOT NULL,
        state_province VARCHAR(100) NULL,
        zip_code VARCHAR(16) NULL,
        country CHAR(2) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        created_at DATETIME(3) NOT NULL,
        updated_at DATETIME(3) NOT NULL,
        KEY offices_practice (practice_id, name),
        CONSTRAINT offices_practice_fk FOREIGN KEY (practice_id) REFERENCES practices (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `ALTER TABLE practices ADD COLUMN in_office_sessions TINYINT(1) NOT NULL DEFAULT 0`,
    ]),
  down: (qi) =>
    runStatements(qi, ['DROP TABLE offices', 'ALTER TABLE practices DROP COLUMN in_office_sessions']),
};
