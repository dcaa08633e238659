import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ArticleDetailPage, ArticleMissingPage } from '#app/features/articles/article-detail-page.tsx';
import { CLIENT_ARTICLES_HREF, clientArticleHref } from '#app/features/articles/client-links.ts';
import { articleReaderAction, loadArticlePage } from '#app/features/articles/library-pages.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useSendingIntent } from '#app/features/articles/use-sending-intent.ts';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.kind === 'article' ? data.article.title : 'Article', matches) },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticlePage(request, { library: 'blog', id: params.id ?? '', reader: 'client' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return articleReaderAction(request, { library: 'blog', id: params.id ?? '', reader: 'client' });
}

const LINKS = { backHref: CLIENT_ARTICLES_HREF, detailHref: clientArticleHref, editHref: null };

/** /home/articles/{id}: a client reads one of its practice's articles, likes it and comments on it. */
export default function ClientArticleRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sendingIntent = useSendingIntent();
  if (data.kind === 'missing') return <ArticleMissingPage library="blog" backHref={CLIENT_ARTICLES_HREF} />;
  return (
    <ArticleDetailPage
      key={data.article.id}
      library="blog"
      article={data.article}
      comments={data.comments}
      isAuthor={false}
      commentChecks={data.commentChecks}
      links={LINKS}
      commentResult={actionData?.result}
      sendingIntent={sendingIntent}
    />
  );
}
