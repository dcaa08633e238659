import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { AUDIT_CSV_FILENAME } from '@tele/contract/constants';
import { exportAuditLog, listAuditLog } from '#api/services/audit/audit-log.js';

/**
 * The audit log (issue 29, ADR 0049), beside the users group's practice routes: for the team (a client gets
 * 403); the practice's owners and administrators read the whole practice's, anyone else its own entries.
 * No route changes or deletes an entry.
 */
export const auditRoutes: RouteSpec[] = [
  defineRoute({
    route: 'users/get-audit-log',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, body, user }) => listAuditLog(deps.db, user, body),
  }),
  defineRoute({
    route: 'users/get-audit-csv',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ deps, body, user, reply, now }) => {
      const file = await exportAuditLog(deps.db, user, body, now);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${AUDIT_CSV_FILENAME}"`)
        .header('cache-control', 'no-store');
      return file;
    },
  }),
];
