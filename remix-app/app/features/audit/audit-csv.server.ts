import { AUDIT_CSV_FILENAME } from '@tele/contract/constants';
import { requireUser } from '#app/features/identity/index.server.ts';
import { csvDownloadOf, openApiFile } from '#app/services/api.server.ts';
import { auditFilterOf, readAuditQuery } from '#app/features/audit/audit-query.ts';

/**
 * audit-log.csv (ADR 0049): the API writes every entry the URL's filters match (as the card shows them, not one
 * page) and it streams through to the browser as an attachment; a refusal comes back as the API's message.
 */
export async function downloadAuditCsv(request: Request): Promise<Response> {
  await requireUser(request);
  const query = readAuditQuery(new URL(request.url).searchParams);
  const answer = await openApiFile(request, 'users/get-audit-csv', auditFilterOf(query));
  return csvDownloadOf(answer, {
    filename: AUDIT_CSV_FILENAME,
    unavailable: 'The audit log could not be exported right now.',
  });
}
