import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PaymentsPage } from '#app/features/payments/payments-page.tsx';
import { loadPaymentsPage, submitPaymentsAction } from '#app/features/payments/payments-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/**
 * Invoices and Payments: the Invoice and Payment tabs (`?tab=payment`), each a paged table; `?edit=<id>` opens
 * the invoice modal, `?refund=<id>` the refund confirmation, `?details=1` the payout account's details.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Invoices and Payments', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentsPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitPaymentsAction(request);
}

export default function PaymentsRoute() {
  return <PaymentsPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
