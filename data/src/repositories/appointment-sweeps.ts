import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { JOIN_LEAD_MINUTES } from '#data/appointments/states.js';
import { txOf, type Db } from './transaction.js';

/**
 * The appointment state sweep's SQL (jobs/src/handlers/advance-appointment-states.handler.ts). Which state
 * follows which stays in appointments/states.ts; this file only finds the appointments a moment in
 * time has reached, through (state, end_time) and (state, start_time), and moves them with a guarded UPDATE.
 */

// The worker reaches the state table through this module as well as on its own
// (`@tele/data/appointment-states`); it is the same table, not a copy.
export {
  JOIN_LEAD_MINUTES,
  STATE,
  nextState,
  type AppointmentEvent,
  type AppointmentState,
} from '#data/appointments/states.js';

/** All-day appointments have no end; they end this long after their start. */
export const ALL_DAY_MS = 24 * 3_600_000;

/**
 * The moments the sweep acts on:
 * - `end_reached`: a timed appointment's end has passed;
 * - `all_day_end_reached`: an all-day appointment (no end) started 24 hours ago;
 * - `start_reached`: the start has passed;
 * - `join_window_opened`: the start is at most JOIN_LEAD_MINUTES away.
 *
 * The end rules also take cancelled (soft-deleted) appointments, so that every index range the sweep scans
 * holds only appointments still in play: otherwise each cancelled appointment left in an early state would
 * be read again by every run, forever. A cancelled appointment is never shown, and "expired" is true of it.
 */
export type TimeRule = 'end_reached' | 'all_day_end_reached' | 'start_reached' | 'join_window_opened';

const CONDITION: Record<TimeRule, { where: string; order: string }> = {
  end_reached: { where: 'end_time <= :now', order: 'end_time' },
  all_day_end_reached: { where: 'end_time IS NULL AND start_time <= :allDayStartedBy', order: 'start_time' },
  start_reached: { where: 'start_time <= :now AND deleted_at IS NULL', order: 'start_time' },
  join_window_opened: { where: 'start_time <= :joinBy AND deleted_at IS NULL', order: 'start_time' },
};

/** Which index each rule reads: the equality on state and the range on the time column. */
const INDEX: Record<TimeRule, string> = {
  end_reached: 'appointments_state_end',
  all_day_end_reached: 'appointments_state_end',
  start_reached: 'appointments_state_start',
  join_window_opened: 'appointments_state_start',
};

function timesOf(now: Date) {
  return {
    now,
    allDayStartedBy: new Date(now.getTime() - ALL_DAY_MS),
    joinBy: new Date(now.getTime() + JOIN_LEAD_MINUTES * 60_000),
  };
}

/** The sweep's select for one rule and state; exported so the benchmark times exactly this statement. */
export function appointmentsReachingSql(rule: TimeRule): string {
  const { where, order } = CONDITION[rule];
  return `SELECT id FROM appointments FORCE INDEX (${INDEX[rule]}) WHERE state = :state AND ${where} ORDER BY ${order} LIMIT :limit`;
}

/**
 * Spans practices: the worker's sweep over every practice. Up to `limit` appointments in `state` that the
 * moment `rule` has reached at `now`, oldest first.
 */
export async function findAppointmentsReaching(
  db: Db,
  input: { rule: TimeRule; state: number; now: Date; limit: number },
): Promise<string[]> {
  const rows = await selectPrepared<{ id: string }>(db, appointmentsReachingSql(input.rule), {
    ...timesOf(input.now),
    state: input.state,
    limit: input.limit,
  });
  return rows.map((row) => row.id);
}

/**
 * Moves appointments from `from` to `to`, each only if it is still in `from` and the moment still holds (an
 * edit may have moved it since it was read): a guarded UPDATE, so a concurrent change or an overlapping sweep
 * is never overwritten. When an end passes, the room closes too (join_state 0, allow off), as in the legacy.
 * Returns how many rows moved.
 */
export async function moveAppointments(
  db: Db,
  input: { ids: string[]; rule: TimeRule; from: number; to: number; now: Date },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  const closesRoom = input.rule === 'end_reached' || input.rule === 'all_day_end_reached';
  const [, affected] = await db.sequelize.query(
    // Through the primary key: a plan through (state, time) would lock a range the API's transactions write to.
    `UPDATE appointments FORCE INDEX (PRIMARY) SET state = :to${closesRoom ? ', join_state = 0, allow = 0' : ''}
      WHERE id IN (:ids) AND state = :from AND ${CONDITION[input.rule].where}`,
    {
      replacements: { ...timesOf(input.now), ids: input.ids, from: input.from, to: input.to },
      type: QueryTypes.UPDATE,
      ...txOf(db),
    },
  );
  return Number(affected);
}
