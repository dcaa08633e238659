import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SubscriptionPage } from '#app/features/practice/subscription-page.tsx';
import { loadSubscription } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Subscription: the plans and the practice's own (spec part 2: Subscription). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Subscription', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSubscription(request);
}

export default function Route() {
  return <SubscriptionPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
