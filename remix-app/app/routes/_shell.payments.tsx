import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PaymentsPage } from '#app/features/payments/payments-page.tsx';
import { loadPaymentsPage } from '#app/features/payments/payments-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Invoices and Payments: the Invoice and Payment tabs (`?tab=payment`), each a paged table. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Invoices and Payments', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentsPage(request);
}

export default function PaymentsRoute() {
  return <PaymentsPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
