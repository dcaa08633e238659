import { REPORT_CSV_FILENAME } from '@tele/contract/constants';
import { requireUser } from '#app/features/identity/index.server.ts';
import { csvDownloadOf, openApiFile } from '#app/services/api.server.ts';
import { filterStringOf, readReportQuery } from '#app/features/reports/report-query.ts';

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
  return csvDownloadOf(answer, {
    filename: REPORT_CSV_FILENAME,
    unavailable: 'The report could not be exported right now.',
  });
}
