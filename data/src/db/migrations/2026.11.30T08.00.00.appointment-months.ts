import { ID, TABLE_OPTIONS, runStatements, type Migration } from './migration.js';

/**
 * What one appointment adds to its provider's month, as the report counts it (ADR 0038's definitions, the
 * `foldProviderFigures` of repositories/reports.ts): share links (state 0) add nothing.
 */
const FIGURES = {
  sessions: (r: string) => `${r}.state <> 0`,
  held: (r: string) => `${r}.state IN (4, 5) AND ${r}.deleted_at IS NULL AND ${r}.accept_state = 1`,
  no_show: (r: string) => `${r}.state = 6 AND ${r}.deleted_at IS NULL AND ${r}.accept_state = 1`,
  late_cancel: (r: string) =>
    `${r}.state <> 0 AND ${r}.deleted_at IS NOT NULL AND ${r}.accept_state = 1
      AND ${r}.deleted_at >= ${r}.start_time - INTERVAL 24 HOUR AND ${r}.deleted_at < ${r}.start_time`,
  paid_sessions: (r: string) =>
    `${r}.state <> 0 AND ${r}.deleted_at IS NULL AND ${r}.paid_date IS NOT NULL AND ${r}.payment > 0`,
} as const;

/** Each column of a month's row as the sum of what `r`'s rows add (the backfill's and the triggers' one text). */
const contributions = (r: string) => ({
  sessions: `IF(${FIGURES.sessions(r)}, 1, 0)`,
  held: `IF(${FIGURES.held(r)}, 1, 0)`,
  no_show: `IF(${FIGURES.no_show(r)}, 1, 0)`,
  late_cancel: `IF(${FIGURES.late_cancel(r)}, 1, 0)`,
  held_minutes: `IF(${FIGURES.held(r)}, ${r}.time_distance, 0)`,
  booked_minutes: `IF((${FIGURES.held(r)}) OR (${FIGURES.no_show(r)}) OR (${FIGURES.late_cancel(r)}), ${r}.time_distance, 0)`,
  paid_cents: `IF(${FIGURES.paid_sessions(r)}, CAST(ROUND(${r}.payment * 100) AS SIGNED), 0)`,
  paid_sessions: `IF(${FIGURES.paid_sessions(r)}, 1, 0)`,
});
const COLUMNS = Object.keys(contributions('a')) as Array<keyof ReturnType<typeof contributions>>;
const monthOf = (r: string) => `CAST(DATE_FORMAT(${r}.start_time, '%Y-%m-01') AS DATE)`;

/** A month row's key, in the primary key's order. */
const keyOf = (r: 'OLD' | 'NEW') => `(${r}.practice_id, ${monthOf(r)}, ${r}.provider_id)`;

/** Adds `sign` times what the row `r` (OLD or NEW) adds to its provider's month. */
const move = (r: 'OLD' | 'NEW', sign: 1 | -1) => {
  const values = contributions(r);
  return `INSERT INTO appointment_months (practice_id, provider_id, month, ${COLUMNS.join(', ')})
    VALUES (${r}.practice_id, ${r}.provider_id, ${monthOf(r)}, ${COLUMNS.map((c) => `${sign} * (${values[c]})`).join(', ')})
    ON DUPLICATE KEY UPDATE ${COLUMNS.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')};`;
};

/** The columns an appointment's figures are made of: an update that changes none of them moves no month. */
const FIGURE_INPUTS = [
  'practice_id',
  'provider_id',
  'start_time',
  'state',
  'accept_state',
  'deleted_at',
  'time_distance',
  'paid_date',
  'payment',
];

/**
 * Issue 26 (ADR 0064): each provider's figures of each calendar month (UTC), kept by triggers on `appointments`
 * as ADR 0059's tallies are, so that every writer (the API, the worker's sweeps, seeds) moves them in the
 * transaction of its change. The report's month in the viewer's zone is the UTC month nearest it, corrected by
 * the hours between their edges (read from the appointments). Filled from the appointments there are; the
 * triggers are created after the fill, so the migration runs with the writers stopped, as every migration here.
 */
export const appointmentMonths: Migration = {
  name: '2026.11.30T08.00.00.appointment-months',
  up: (qi) =>
    runStatements(qi, [
      `CREATE TABLE appointment_months (
        practice_id ${ID} NOT NULL,
        provider_id ${ID} NOT NULL,
        month DATE NOT NULL,
        ${COLUMNS.map((c) => `${c} ${c === 'paid_cents' ? 'BIGINT' : 'INT'} NOT NULL DEFAULT 0`).join(',\n        ')},
        PRIMARY KEY (practice_id, month, provider_id),
        KEY appointment_months_provider (provider_id, month)
      ) ${TABLE_OPTIONS}`,
      `INSERT INTO appointment_months (practice_id, provider_id, month, ${COLUMNS.join(', ')})
        SELECT a.practice_id, a.provider_id, ${monthOf('a')},
          ${COLUMNS.map((c) => `SUM(${contributions('a')[c]})`).join(', ')}
        FROM appointments a GROUP BY a.practice_id, a.provider_id, ${monthOf('a')}`,
      `CREATE TRIGGER appointment_months_insert AFTER INSERT ON appointments FOR EACH ROW
        BEGIN ${move('NEW', 1)} END`,
      // Two updates moving sessions between the same two months take the rows in one order (the key's), so
      // they wait for each other instead of deadlocking.
      `CREATE TRIGGER appointment_months_update AFTER UPDATE ON appointments FOR EACH ROW
        IF NOT (${FIGURE_INPUTS.map((c) => `OLD.${c} <=> NEW.${c}`).join(' AND ')}) THEN
          IF ${keyOf('OLD')} <= ${keyOf('NEW')} THEN
            ${move('OLD', -1)}
            ${move('NEW', 1)}
          ELSE
            ${move('NEW', 1)}
            ${move('OLD', -1)}
          END IF;
        END IF`,
      `CREATE TRIGGER appointment_months_delete AFTER DELETE ON appointments FOR EACH ROW
        BEGIN ${move('OLD', -1)} END`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      'DROP TRIGGER IF EXISTS appointment_months_delete',
      'DROP TRIGGER IF EXISTS appointment_months_update',
      'DROP TRIGGER IF EXISTS appointment_months_insert',
      'DROP TABLE appointment_months',
    ]),
};
