import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { LibraryListPage } from '#app/features/articles/articles-pages.tsx';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Blog: the articles the viewer published. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Published by me', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function LibraryRoute() {
  return <LibraryListPage library="blog" list="mine" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
