import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { PayLinkPage } from '#app/features/payments/pay-link-page.tsx';
import { payByLink, readInvoiceLink } from '#app/features/payments/pay-invoice.server.ts';
import { stripeBrowserSettings } from '#app/utils/env.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** /pay/{token}: the e-mailed link to pay one invoice by card, without signing in (issue 26). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Pay your invoice', matches) }];

// The page shows a client's invoice: never kept by a browser or a proxy.
const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await readInvoiceLink(request, params.token ?? '');
  return data(found.kind === 'invoice' ? { ...found, stripe: stripeBrowserSettings() } : found, {
    headers: HEADERS,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return payByLink(request, { token: params.token ?? '' });
}

export default function PayLinkRoute() {
  return <PayLinkPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
