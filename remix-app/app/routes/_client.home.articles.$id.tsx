import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ArticleReaderRoute, articleMeta } from '#app/features/articles/article-reader-route.tsx';
import { CLIENT_ARTICLES_HREF, clientArticleHref } from '#app/features/articles/client-links.ts';
import { articleReaderAction, loadArticlePage } from '#app/features/articles/library-pages.server.ts';

export const meta = articleMeta('Article');

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticlePage(request, { library: 'blog', id: params.id ?? '', reader: 'client' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return articleReaderAction(request, { library: 'blog', id: params.id ?? '', reader: 'client' });
}

const LINKS = { backHref: CLIENT_ARTICLES_HREF, detailHref: clientArticleHref, editHref: null };

/** /home/articles/{id}: a client reads one of its practice's articles, likes it and comments on it. */
export default function ClientArticleRoute() {
  return <ArticleReaderRoute library="blog" links={LINKS} />;
}
