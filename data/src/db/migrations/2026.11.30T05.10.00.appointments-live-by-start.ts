import { runStatements, type Migration } from './migration.js';

/**
 * Issue 26 (ADR 0059): the (scope, start) indexes also hold `deleted_at` and `state`, so a range of a practice's
 * or a provider's live sessions (the report's chart counts one month of them per quarter hour) is read from the
 * index alone, without reading each session's row: at the people practice's 4,000 sessions a month, about 7 ms of
 * row reads a chart. Every query that read the narrower index reads the same prefix of this one.
 */
export const appointmentsLiveByStart: Migration = {
  name: '2026.11.30T05.10.00.appointments-live-by-start',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE appointments
        DROP KEY appointments_practice_start, ADD KEY appointments_practice_start (practice_id, start_time, id, deleted_at, state),
        DROP KEY appointments_provider_start, ADD KEY appointments_provider_start (provider_id, start_time, id, deleted_at, state)`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `ALTER TABLE appointments
        DROP KEY appointments_practice_start, ADD KEY appointments_practice_start (practice_id, start_time),
        DROP KEY appointments_provider_start, ADD KEY appointments_provider_start (provider_id, start_time)`,
    ]),
};
