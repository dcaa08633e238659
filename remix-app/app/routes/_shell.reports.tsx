import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ReportsPage } from '#app/features/reports/reports-page.tsx';
import { loadReportsPage } from '#app/features/reports/reports-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Reports: the appointment report, sorted and paged by its URL. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Reports', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReportsPage(request);
}

export default function ReportsRoute() {
  return <ReportsPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
