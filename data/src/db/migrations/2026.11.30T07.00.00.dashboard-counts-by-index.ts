import { runStatements, type Migration } from './migration.js';

/**
 * Issue 25 (ADR 0064): the dashboard's counts read from the index alone. The upcoming sessions' count (and the
 * sort of their page: the requests awaiting the provider first) needs each session's `end_time` (is it over?),
 * `invite_client` and `role_updated` (who asked), so the provider's (provider, start) index holds them after what
 * it held; every query that read it reads the same prefix. The invoices' counts need `payment` (is anything
 * owed?), which the provider's money index now ends with.
 */
export const dashboardCountsByIndex: Migration = {
  name: '2026.11.30T07.00.00.dashboard-counts-by-index',
  up: (qi) =>
    runStatements(qi, [
      `ALTER TABLE appointments
        DROP KEY appointments_provider_start,
        ADD KEY appointments_provider_start (provider_id, start_time, id, deleted_at, state, end_time,
          invite_client, role_updated),
        DROP KEY appointments_provider_money,
        ADD KEY appointments_provider_money (provider_id, deleted_at, paid_date, state, start_time, payment)`,
    ]),
  down: (qi) =>
    runStatements(qi, [
      `ALTER TABLE appointments
        DROP KEY appointments_provider_start,
        ADD KEY appointments_provider_start (provider_id, start_time, id, deleted_at, state),
        DROP KEY appointments_provider_money,
        ADD KEY appointments_provider_money (provider_id, deleted_at, paid_date, state, start_time)`,
    ]),
};
