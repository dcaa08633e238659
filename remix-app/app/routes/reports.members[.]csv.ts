import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadReportCsv } from '#app/features/reports/report-csv.server.ts';

/** members.csv: every row of the report, in the order the report shows (`?sort=&dir=`), as a download. */
export async function loader({ request }: LoaderFunctionArgs) {
  return downloadReportCsv(request);
}
