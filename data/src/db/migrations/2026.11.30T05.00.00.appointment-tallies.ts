import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/** The scopes a tally is kept for: those `scopeSql` turns into a column (a client's scope is counted). */
type TallyScope = 'practice' | 'provider';

/** A row is live, as the report counts it: not deleted, not a share link (state 0). */
const isLive = (row: 'OLD' | 'NEW') => `(${row}.deleted_at IS NULL AND ${row}.state <> 0)`;

/** Moves one scope's tally by `delta`, making its row on the scope's first session. */
const move = (scope: TallyScope, id: string, delta: 1 | -1) =>
  `INSERT INTO appointment_tallies (scope, scope_id, live) VALUES ('${scope}', ${id}, ${delta})
     ON DUPLICATE KEY UPDATE live = live + (${delta});`;

/**
 * An update moves a tally only when the row's liveness or its scope changed: most updates (a state among the
 * live ones, an edit, a payment) touch no tally row, so they take no lock beyond the appointment's.
 */
const onUpdate = (scope: TallyScope, column: 'practice_id' | 'provider_id') => `
  IF ${isLive('OLD')} AND NOT (${isLive('NEW')} AND NEW.${column} = OLD.${column}) THEN
    ${move(scope, `OLD.${column}`, -1)}
  END IF;
  IF ${isLive('NEW')} AND NOT (${isLive('OLD')} AND NEW.${column} = OLD.${column}) THEN
    ${move(scope, `NEW.${column}`, 1)}
  END IF;`;

/**
 * Issue 26 (ADR 0059): how many live appointments (not deleted, not share links) each practice and each provider
 * has, kept by triggers on `appointments` so that every writer (the API, the worker's sweeps, seeds, a hand in the
 * console) moves it in the transaction of its change. The report's total reads one row instead of counting a
 * practice's sessions (20-30 ms at 100,000). Filled from the appointments there are; the triggers are created
 * after the fill, so the migration runs with the writers stopped, as every migration here does. Creating a
 * trigger needs what ADR 0049 says (SUPER or `log_bin_trust_function_creators` with binary logging on).
 */
export const appointmentTallies: Migration = {
  name: '2026.11.30T05.00.00.appointment-tallies',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE appointment_tallies (
        scope ENUM('practice','provider') CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
        scope_id ${ID} NOT NULL,
        live INT NOT NULL,
        PRIMARY KEY (scope, scope_id)
      ) ${TABLE_OPTIONS}`,
      `INSERT INTO appointment_tallies (scope, scope_id, live)
        SELECT 'practice', practice_id, COUNT(*) FROM appointments
        WHERE deleted_at IS NULL AND state <> 0 GROUP BY practice_id`,
      `INSERT INTO appointment_tallies (scope, scope_id, live)
        SELECT 'provider', provider_id, COUNT(*) FROM appointments
        WHERE deleted_at IS NULL AND state <> 0 GROUP BY provider_id`,
      `CREATE TRIGGER appointment_tallies_insert AFTER INSERT ON appointments FOR EACH ROW
        IF ${isLive('NEW')} THEN
          ${move('practice', 'NEW.practice_id', 1)}
          ${move('provider', 'NEW.provider_id', 1)}
        END IF`,
      `CREATE TRIGGER appointment_tallies_update AFTER UPDATE ON appointments FOR EACH ROW
        BEGIN ${onUpdate('practice', 'practice_id')} ${onUpdate('provider', 'provider_id')} END`,
      `CREATE TRIGGER appointment_tallies_delete AFTER DELETE ON appointments FOR EACH ROW
        IF ${isLive('OLD')} THEN
          ${move('practice', 'OLD.practice_id', -1)}
          ${move('provider', 'OLD.provider_id', -1)}
        END IF`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TRIGGER IF EXISTS appointment_tallies_delete',
      'DROP TRIGGER IF EXISTS appointment_tallies_update',
      'DROP TRIGGER IF EXISTS appointment_tallies_insert',
      'DROP TABLE appointment_tallies',
    ]),
};
