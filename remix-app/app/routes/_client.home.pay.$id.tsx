import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { findInvoiceDue } from '#app/features/client-home/client-invoices.server.ts';
import { CLIENT_PAGE_HEADERS } from '#app/features/client-home/client-pages.server.ts';
import { PayInvoicePage } from '#app/features/client-home/pay-invoice-page.tsx';
import { requireClient } from '#app/features/identity/auth.server.ts';
import { payAsClient } from '#app/features/payments/pay-invoice.server.ts';
import { stripeBrowserSettings } from '#app/utils/env.server.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/** /home/pay/{id}: the signed-in client pays one of its invoices by card (issue 26). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Pay an invoice', matches) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireClient(request);
  const found = await findInvoiceDue(request, {
    user,
    id: params.id ?? '',
    timeZone: await getTimeZone(request),
  });
  return data(
    {
      invoice: found === 'unavailable' ? null : found,
      isAvailable: found !== 'unavailable',
      stripe: stripeBrowserSettings(),
    },
    { headers: CLIENT_PAGE_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireClient(request);
  return payAsClient(request, { appointmentId: params.id ?? '' });
}

export default function PayInvoiceRoute() {
  return <PayInvoicePage />;
}
