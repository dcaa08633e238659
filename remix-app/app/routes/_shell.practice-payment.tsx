import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PaymentMethodPreview } from '#app/features/practice/practice-previews.tsx';
import { loadPaymentMethod } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The practice's payment method, read-only: its plan and whether a card is on file (changed in Profile). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Payment Method', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentMethod(request);
}

export default function Route() {
  return <PaymentMethodPreview {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
