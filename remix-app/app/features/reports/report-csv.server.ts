import { REPORT_CSV_FILENAME } from '@tele/contract/constants';
import { requireUser } from '#app/features/identity/index.server.ts';
import { openApiFile } from '#app/services/api.server.ts';
import { filterStringOf, readReportQuery } from '#app/features/reports/report-query.ts';

/** The headers of the API's file worth passing on; nothing else of its answer goes through. */
const PASSED_ON = ['content-type', 'content-length', 'x-content-type-options'];

/**
 * members.csv (spec part 2: Reports): the API writes the file from every row of the report in the URL's order
 * (the page and page size do not matter: the file holds them all); it streams through to the browser as an
 * attachment. A refusal comes back as the API's message with its status.
 */
export async function downloadReportCsv(request: Request): Promise<Response> {
  await requireUser(request);
  const query = readReportQuery(new URL(request.url).searchParams);
  const answer = await openApiFile(request, 'appointments/get-report-csv', {
    filter_string: filterStringOf(query),
  });
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => null)) as { msg?: unknown } | null;
    const msg =
      typeof refusal?.msg === 'string' ? refusal.msg : 'The report could not be exported right now.';
    return Response.json({ msg }, { status: answer.status, headers: { 'cache-control': 'no-store' } });
  }
  const headers = new Headers({
    'content-disposition': `attachment; filename="${REPORT_CSV_FILENAME}"`,
    'cache-control': 'no-store',
  });
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
