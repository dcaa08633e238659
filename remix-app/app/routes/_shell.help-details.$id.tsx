import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ArticleReaderRoute, articleMeta } from '#app/features/articles/article-reader-route.tsx';
import { LibraryTabs } from '#app/features/articles/library-tabs.tsx';
import { articleReaderAction, loadArticlePage } from '#app/features/articles/library-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';

/** A help article: read, like and comment; Edit for its author. */

export const meta = articleMeta('Help article');

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticlePage(request, { library: 'help', id: params.id ?? '', reader: 'team' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return articleReaderAction(request, { library: 'help', id: params.id ?? '', reader: 'team' });
}

export default function HelpDetailsRoute() {
  return <ArticleReaderRoute library="help" tabs={<LibraryTabs library="help" current={null} />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
