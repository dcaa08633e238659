import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OfficesPage } from '#app/features/practice/offices-page.tsx';
import { loadOfficesPage, submitOffices } from '#app/features/practice/offices.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The practice's offices: the in-office sessions switch, the list, Add Office, Edit and Delete (ADR 0055). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Offices', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadOfficesPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitOffices(request);
}

export default function Route() {
  return <OfficesPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
