import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DocumentsPage } from '#app/features/documents/documents-page.tsx';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Documents: the product's templates. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Documents', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { isProviderRole: user.invitedRole === 'provider' };
}

export default function DocumentsRoute() {
  const { isProviderRole } = useLoaderData<typeof loader>();
  return <DocumentsPage list="templates" isProviderRole={isProviderRole} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
