import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * Availability (issue 30, ADR 0051): one row per provider who set their bookable hours. The weekly ranges, the
 * date overrides and the requestable types are small JSON documents read and written whole (the slot
 * computation reads all of them at once); the notice, horizon and buffer are columns. No row: no hours, so no
 * free slots. Busy time is read from `appointments` by its (provider_id, start_time) index.
 */
export const availability: Migration = {
  name: '2026.11.30T01.00.00.availability',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE provider_availability (
        provider_id ${ID} NOT NULL PRIMARY KEY,
        practice_id ${ID} NOT NULL,
        time_zone VARCHAR(64) NOT NULL,
        weekly_hours TEXT NOT NULL,
        overrides MEDIUMTEXT NOT NULL,
        requestable_types TEXT NOT NULL,
        min_notice_minutes INT UNSIGNED NOT NULL DEFAULT 0,
        horizon_days SMALLINT UNSIGNED NOT NULL DEFAULT 60,
        buffer_minutes SMALLINT UNSIGNED NOT NULL DEFAULT 0,
        updated_at DATETIME(3) NOT NULL,
        KEY provider_availability_practice (practice_id),
        CONSTRAINT provider_availability_provider_fk FOREIGN KEY (provider_id) REFERENCES users (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
    ]),
  down: (qi) => runStatements(qi, ['DROP TABLE provider_availability']),
};
