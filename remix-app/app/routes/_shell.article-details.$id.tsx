import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ArticleReaderRoute, articleMeta } from '#app/features/articles/article-reader-route.tsx';
import { LibraryTabs } from '#app/features/articles/library-tabs.tsx';
import { articleReaderAction, loadArticlePage } from '#app/features/articles/library-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';

/** A blog article: read, like and comment; Edit for its author. */

export const meta = articleMeta('Article');

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticlePage(request, { library: 'blog', id: params.id ?? '', reader: 'team' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return articleReaderAction(request, { library: 'blog', id: params.id ?? '', reader: 'team' });
}

export default function ArticleDetailsRoute() {
  return <ArticleReaderRoute library="blog" tabs={<LibraryTabs library="blog" current={null} />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
