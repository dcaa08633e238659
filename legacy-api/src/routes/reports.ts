import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { REPORT_CSV_FILENAME } from '@tele/contract/constants';
import { exportReport, listReport, summariseMonth } from '#api/services/reports/report.js';

/**
 * The appointment report (ADR 0038), for the team: the practice's sessions for its super owner, owners and
 * administrators, a provider's own for a provider. The chart's counts are `get-appointment-grouping`
 * (routes/appointments.ts).
 */
export const reportsRoutes: RouteSpec[] = [
  defineRoute({
    route: 'appointments/get-report-appointment',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, body, user }) => listReport(deps.db, user, body),
  }),
  defineRoute({
    route: 'appointments/get-report-csv',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ deps, body, user, reply, now }) => {
      const file = await exportReport(deps.db, user, body, now);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${REPORT_CSV_FILENAME}"`)
        .header('cache-control', 'no-store');
      return file;
    },
  }),
  defineRoute({
    route: 'appointments/get-report-summary',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user, now }) => summariseMonth(deps.db, user, now),
  }),
];
