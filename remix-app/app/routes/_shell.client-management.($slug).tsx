import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ClientManagementPage } from '#app/features/clients/client-management-page.tsx';
import {
  clientManagementAction,
  loadClientManagement,
} from '#app/features/clients/client-management-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/**
 * /client-management and /client-management/{page}-{clientId}: the client list at a page, and one client's
 * record with its tabs (`?tab=notes`). A client's health information: never kept by a browser or a proxy.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Clients', matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadClientManagement(request, params.slug);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return clientManagementAction(request, params.slug);
}

export default function ClientManagementRoute() {
  return <ClientManagementPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
