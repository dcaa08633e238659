import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LibraryListPage } from '#app/features/articles/article-list-page.tsx';
import { libraryListAction, loadLibraryList } from '#app/features/articles/library-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

/** Blog: all articles of the practice. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('All articles', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLibraryList(request, { library: 'blog', list: 'all' });
}

export async function action({ request }: ActionFunctionArgs) {
  return libraryListAction(request, 'blog');
}

export default function LibraryListRoute() {
  const data = useLoaderData<typeof loader>();
  return <LibraryListPage {...data} isSubmitting={useIsSubmitting()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
