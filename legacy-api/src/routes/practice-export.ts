import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { PRACTICE_EXPORT_FILENAME } from '@tele/contract/constants';
import { exportPractice } from '#api/services/practice-export/practice-export.js';

/**
 * The owner's practice export (issue 29, ADR 0048), beside the users group's practice routes: team members
 * reach the rule (a client gets 403), which refuses anyone but the practice's owners with 400.
 */
export const practiceExportRoutes: RouteSpec[] = [
  defineRoute({
    route: 'users/export-practice',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ deps, user, reply }) => {
      const zip = await exportPractice(deps, user, (seconds) => {
        void reply.header('retry-after', seconds);
      });
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${PRACTICE_EXPORT_FILENAME}"`)
        .header('cache-control', 'no-store');
      return zip;
    },
  }),
];
