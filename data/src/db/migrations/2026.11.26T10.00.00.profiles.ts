import { runStatements, type Migration } from './migration.js';

/**
 * What the profile screens show of a person (spec part 2, section 3): gender, birth year (the legacy `age`),
 * the stored pictures (references to private images, never the image itself), the address, and a provider's
 * introduction, licence, price and catalogue keys (JSON arrays). The directory reads live providers by how
 * they were registered, newest first.
 */
export const profiles: Migration = {
  name: '2026.11.26T10.00.00.profiles',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE users
        ADD COLUMN gender VARCHAR(16) NULL,
        ADD COLUMN birth_year SMALLINT NULL,
        ADD COLUMN photo VARCHAR(255) NULL,
        ADD COLUMN bg_photo VARCHAR(255) NULL,
        ADD COLUMN address1 VARCHAR(191) NULL,
        ADD COLUMN address2 VARCHAR(191) NULL,
        ADD COLUMN city VARCHAR(191) NULL,
        ADD COLUMN state_province VARCHAR(191) NULL,
        ADD COLUMN zip_code VARCHAR(32) NULL,
        ADD COLUMN country VARCHAR(64) NULL,
        ADD COLUMN about TEXT NULL,
        ADD COLUMN license_info TEXT NULL,
        ADD COLUMN cost DECIMAL(10,2) NULL,
        ADD COLUMN expertise JSON NULL,
        ADD COLUMN category JSON NULL,
        ADD KEY users_directory (is_provider, deleted_at, created_at)`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `ALTER TABLE users DROP KEY users_directory, DROP COLUMN gender, DROP COLUMN birth_year,
        DROP COLUMN photo, DROP COLUMN bg_photo, DROP COLUMN address1, DROP COLUMN address2, DROP COLUMN city,
        DROP COLUMN state_province, DROP COLUMN zip_code, DROP COLUMN country, DROP COLUMN about,
        DROP COLUMN license_info, DROP COLUMN cost, DROP COLUMN expertise, DROP COLUMN category`,
    ]),
};
