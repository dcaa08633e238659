import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DocumentsPage } from '#app/features/documents/documents-page.tsx';
import { listDocuments } from '#app/features/documents/documents.server.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Documents: what was shared with the viewer (its clients’ documents). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Documents', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const documents = await listDocuments(request, { direction: 'received', side: 'provider' });
  return { isProviderRole: user.invitedRole === 'provider', documents };
}

export default function DocumentsRoute() {
  const { isProviderRole, documents } = useLoaderData<typeof loader>();
  return <DocumentsPage list="shared-with-me" isProviderRole={isProviderRole} documents={documents} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
