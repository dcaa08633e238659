import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { WaitingScreen } from '#app/features/session-day/waiting-screen.tsx';
import { loadWaitingScreen } from '#app/features/session-day/waiting-screen.server.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';

/**
 * /client-session/{id}: the waiting screen of a team member before a colleague's meeting (spec section 4). The
 * account creator, an owner or a provider waits for the start and then goes to /room/{id} (at once when it has
 * started and not ended); an administrator is refused at once and returns to the dashboard after 2.5 seconds.
 * The API lets the same people join (ADR 0028).
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Waiting for the session', matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadWaitingScreen(request, params.id ?? '');
}

export default function ClientSessionRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  return <WaitingScreen screen={loaderData} productName={PRODUCT_NAME} />;
}

export { PageErrorBoundary as ErrorBoundary };
