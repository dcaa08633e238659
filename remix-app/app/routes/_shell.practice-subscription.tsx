import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { SubscriptionPage } from '#app/features/practice/subscription-page.tsx';
import { loadSubscriptionPage, submitSubscription } from '#app/features/practice/subscription.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Subscription: the plans with Stripe's prices, the practice's own, and choosing one (spec part 2: Subscription). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Subscription', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSubscriptionPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSubscription(request);
}

export default function Route() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <SubscriptionPage
      {...data}
      msg={refused && 'msg' in refused ? refused.msg : undefined}
      isSubmitting={navigation.state === 'submitting'}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
