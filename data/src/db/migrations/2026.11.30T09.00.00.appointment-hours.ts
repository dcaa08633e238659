import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/** The scopes an hour's count is kept for: those `scopeSql` turns into a column (a client's scope is counted). */
type HourScope = 'practice' | 'provider';

/** A row is live, as the report's chart counts it: not deleted, not a share link (state 0). */
const isLive = (row: 'OLD' | 'NEW') => `(${row}.deleted_at IS NULL AND ${row}.state <> 0)`;
/** The UTC hour a row starts in. */
const hourOf = (row: 'OLD' | 'NEW' | 'a') =>
  `CAST(DATE_FORMAT(${row}.start_time, '%Y-%m-%d %H:00:00') AS DATETIME)`;

/** Moves one scope's count of the row's hour by `delta`, making the hour's row on its first session. */
const move = (scope: HourScope, row: 'OLD' | 'NEW', column: 'practice_id' | 'provider_id', delta: 1 | -1) =>
  `INSERT INTO appointment_hours (scope, scope_id, hour, live) VALUES ('${scope}', ${row}.${column}, ${hourOf(row)}, ${delta})
     ON DUPLICATE KEY UPDATE live = live + (${delta});`;

/** An update moves a count only when the row's liveness, its scope or its hour changed (most updates: none). */
const onUpdate = (scope: HourScope, column: 'practice_id' | 'provider_id') => {
  const unchanged = `${isLive('OLD')} AND ${isLive('NEW')} AND NEW.${column} = OLD.${column}
    AND ${hourOf('NEW')} = ${hourOf('OLD')}`;
  const leave = `IF ${isLive('OLD')} AND NOT (${unchanged}) THEN ${move(scope, 'OLD', column, -1)} END IF;`;
  const enter = `IF ${isLive('NEW')} AND NOT (${unchanged}) THEN ${move(scope, 'NEW', column, 1)} END IF;`;
  // Two updates moving sessions between the same two hours take the rows in one order (the key's), so they wait
  // for each other instead of deadlocking.
  return `
  IF (OLD.${column}, ${hourOf('OLD')}) <= (NEW.${column}, ${hourOf('NEW')}) THEN
    ${leave} ${enter}
  ELSE
    ${enter} ${leave}
  END IF;`;
};

/**
 * Issue 26 (ADR 0064): how many live appointments each practice and each provider has starting in each UTC hour,
 * kept by triggers on `appointments` as ADR 0059's tallies are. The report's chart of a month in a zone whose days
 * start on whole hours reads a month's hours (720 rows) instead of its sessions. Filled from the appointments
 * there are; the triggers are created after the fill, so the migration runs with the writers stopped.
 */
export const appointmentHours: Migration = {
  name: '2026.11.30T09.00.00.appointment-hours',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE appointment_hours (
        scope ENUM('practice','provider') CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        scope_id ${ID} NOT NULL,
        hour DATETIME NOT NULL,
        live INT NOT NULL,
        PRIMARY KEY (scope, scope_id, hour)
      ) ${TABLE_OPTIONS}`,
      ...(['practice', 'provider'] as const).map(
        (scope) => `INSERT INTO appointment_hours (scope, scope_id, hour, live)
          SELECT '${scope}', a.${scope}_id, ${hourOf('a')}, COUNT(*) FROM appointments a
          WHERE a.deleted_at IS NULL AND a.state <> 0 GROUP BY a.${scope}_id, ${hourOf('a')}`,
      ),
      `CREATE TRIGGER appointment_hours_insert AFTER INSERT ON appointments FOR EACH ROW
        IF ${isLive('NEW')} THEN
          ${move('practice', 'NEW', 'practice_id', 1)}
          ${move('provider', 'NEW', 'provider_id', 1)}
        END IF`,
      `CREATE TRIGGER appointment_hours_update AFTER UPDATE ON appointments FOR EACH ROW
        BEGIN ${onUpdate('practice', 'practice_id')} ${onUpdate('provider', 'provider_id')} END`,
      `CREATE TRIGGER appointment_hours_delete AFTER DELETE ON appointments FOR EACH ROW
        IF ${isLive('OLD')} THEN
          ${move('practice', 'OLD', 'practice_id', -1)}
          ${move('provider', 'OLD', 'provider_id', -1)}
        END IF`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TRIGGER IF EXISTS appointment_hours_delete',
      'DROP TRIGGER IF EXISTS appointment_hours_update',
      'DROP TRIGGER IF EXISTS appointment_hours_insert',
      'DROP TABLE appointment_hours',
    ]),
};
