import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadAuditCsv } from '#app/features/audit/index.server.ts';

/** audit-log.csv: every audit entry the viewer may read that the URL's filters (`?person=&client=&from=&to=`) match. */
export async function loader({ request }: LoaderFunctionArgs) {
  return downloadAuditCsv(request);
}
