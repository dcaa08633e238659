import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AuthLayout } from '#app/features/identity/auth-layout.tsx';
import { BookingPage } from '#app/features/booking/booking-page.tsx';
import { loadBookingPage, submitBooking } from '#app/features/booking/booking.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';

/**
 * /book/{slug}: a provider's public booking page (issue 30, ADR 0054), outside the provider's shell, in the
 * public pages' frame. Off (404) unless the provider allows appointment requests.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Book a session', matches) }];

// Nothing here may be kept by a proxy: the times change, and a signed-in client's page names them.
const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadBookingPage(request, params.slug ?? ''), { headers: HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return data(await submitBooking(request, params.slug ?? ''), { headers: HEADERS });
}

export default function BookRoute() {
  const { PRODUCT_NAME } = usePublicEnv();
  return (
    <AuthLayout productName={PRODUCT_NAME}>
      <BookingPage page={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />
    </AuthLayout>
  );
}

export function ErrorBoundary() {
  const { PRODUCT_NAME } = usePublicEnv();
  return (
    <AuthLayout productName={PRODUCT_NAME}>
      <GeneralErrorBoundary />
    </AuthLayout>
  );
}
