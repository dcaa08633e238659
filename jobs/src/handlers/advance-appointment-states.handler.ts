import type { Db } from '@tele/data/db';
import {
  findAppointmentsReaching,
  moveAppointments,
  nextState,
  STATE,
  type AppointmentEvent,
  type AppointmentState,
  type TimeRule,
} from '@tele/data/repositories/appointment-sweeps';
import { AdvanceAppointmentStatesSweep } from '#jobs/definitions/sweeps.js';
import type { Logger } from '#jobs/lib/log.js';

type TimeEvent = Extract<
  AppointmentEvent['type'],
  'end_time_reached' | 'start_time_reached' | 'join_window_opened'
>;

/**
 * The moments time brings, in the order they are applied: ends first (an appointment whose end has passed
 * expires or finishes, and does not pass through "Start" on the way), then starts, then join windows.
 */
const RULES: ReadonlyArray<{ rule: TimeRule; event: TimeEvent }> = [
  { rule: 'end_reached', event: 'end_time_reached' },
  { rule: 'all_day_end_reached', event: 'end_time_reached' },
  { rule: 'start_reached', event: 'start_time_reached' },
  { rule: 'join_window_opened', event: 'join_window_opened' },
];

const ALL_STATES = Object.values(STATE) as AppointmentState[];

/** Every state an event moves, and where to: read from the state table, never written out here. */
export function transitionsFor(event: TimeEvent): Array<{ from: AppointmentState; to: AppointmentState }> {
  return ALL_STATES.flatMap((from) => {
    const to = nextState(from, { type: event });
    return to === null ? [] : [{ from, to }];
  });
}

export interface AdvanceAppointmentStatesDeps {
  db: Db;
  clock: () => Date;
  log: Logger;
  limits?: Partial<Pick<typeof AdvanceAppointmentStatesSweep, 'batchSize' | 'maxBatchesPerRun'>>;
}

export interface AdvanceOutcome {
  /** `"3->31": 2`: how many appointments each transition moved. */
  moved: Record<string, number>;
  /** A rule stopped at its cap with more to do; the next run continues. */
  isBacklogLeft: boolean;
}

/**
 * The appointment state sweep: "now" once; for each rule and each state it moves, bounded batches of the
 * appointments that moment has reached (through the (state, time) indexes), each moved by a guarded UPDATE
 * that only applies while the appointment is still in that state and the moment still holds.
 */
export async function handleAdvanceAppointmentStates(
  deps: AdvanceAppointmentStatesDeps,
): Promise<AdvanceOutcome> {
  const now = deps.clock();
  const { batchSize, maxBatchesPerRun } = { ...AdvanceAppointmentStatesSweep, ...deps.limits };
  const outcome: AdvanceOutcome = { moved: {}, isBacklogLeft: false };

  for (const { rule, event } of RULES) {
    for (const { from, to } of transitionsFor(event)) {
      for (let batch = 1; ; batch += 1) {
        const ids = await findAppointmentsReaching(deps.db, { rule, state: from, now, limit: batchSize });
        const count = await moveAppointments(deps.db, { ids, rule, from, to, now });
        if (count > 0) outcome.moved[`${from}->${to}`] = (outcome.moved[`${from}->${to}`] ?? 0) + count;
        if (ids.length < batchSize) break;
        if (batch >= maxBatchesPerRun) {
          outcome.isBacklogLeft = true;
          break;
        }
      }
    }
  }

  const transitions = Object.entries(outcome.moved);
  if (transitions.length > 0) {
    deps.log.info('appointment states advanced', {
      now,
      moved: transitions.map(([move, count]) => `${move}:${count}`).join(','),
      more: outcome.isBacklogLeft,
    });
  }
  return outcome;
}
