import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DocumentsPage } from '#app/features/documents/documents-page.tsx';
import { listDocuments, listRecipients } from '#app/features/documents/documents.server.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Documents: what the viewer shared, and the upload-and-share panel (spec part 2). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Documents', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [documents, recipients] = await Promise.all([
    listDocuments(request, { direction: 'sent', side: 'provider' }),
    listRecipients(request, user, 'provider'),
  ]);
  return { isProviderRole: user.invitedRole === 'provider', documents, recipients };
}

export default function DocumentsRoute() {
  const { isProviderRole, documents, recipients } = useLoaderData<typeof loader>();
  return (
    <DocumentsPage
      list="mine"
      isProviderRole={isProviderRole}
      documents={documents}
      recipients={recipients}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
