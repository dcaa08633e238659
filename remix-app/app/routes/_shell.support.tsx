import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { SupportPage } from '#app/features/support/support-page.tsx';
import { loadSupportPage, submitSupport } from '#app/features/support/support.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/** Support: where to find help, and a request to the support team (users/send-contact). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Support', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSupportPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSupport(request);
}

export default function SupportRoute() {
  return <SupportPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
