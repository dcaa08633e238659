import { AUDIT_CSV_FILENAME } from '@tele/contract/constants';
import { requireUser } from '#app/features/identity/index.server.ts';
import { openApiFile } from '#app/services/api.server.ts';
import { auditFilterOf, readAuditQuery } from '#app/features/audit/audit-query.ts';

/** The headers of the API's file worth passing on; nothing else of its answer goes through. */
const PASSED_ON = ['content-type', 'content-length', 'x-content-type-options'];

/**
 * audit-log.csv (ADR 0049): the API writes every entry the URL's filters match (as the card shows them, not one
 * page) and it streams through to the browser as an attachment; a refusal comes back as the API's message.
 */
export async function downloadAuditCsv(request: Request): Promise<Response> {
  await requireUser(request);
  const query = readAuditQuery(new URL(request.url).searchParams);
  const answer = await openApiFile(request, 'users/get-audit-csv', auditFilterOf(query));
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => null)) as { msg?: unknown } | null;
    const msg =
      typeof refusal?.msg === 'string' ? refusal.msg : 'The audit log could not be exported right now.';
    return Response.json({ msg }, { status: answer.status, headers: { 'cache-control': 'no-store' } });
  }
  const headers = new Headers({
    'content-disposition': `attachment; filename="${AUDIT_CSV_FILENAME}"`,
    'cache-control': 'no-store',
  });
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
