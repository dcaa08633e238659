import { runStatements, type Migration } from './migration.js';

/**
 * When the other side accepted an appointment (ADR 0038): the report's "time from request to accept" needs the
 * moment, which `accept_state` (a flag) does not keep. Appointments accepted before this column have none and
 * are left out of that figure rather than given a made-up time.
 */
export const appointmentAcceptedAt: Migration = {
  name: '2026.11.27T14.00.00.appointment-accepted-at',
  up: (qi) =>
    runStatements(qi, [
      'ALTER TABLE appointments ADD COLUMN accepted_at DATETIME(3) NULL AFTER accept_state',
    ]),
  down: (qi) => runStatements(qi, ['ALTER TABLE appointments DROP COLUMN accepted_at']),
};
