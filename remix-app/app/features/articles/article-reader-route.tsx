import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import {
  ArticleDetailPage,
  ArticleMissingPage,
  type ArticleLinks,
} from '#app/features/articles/article-detail-page.tsx';
import type { articleReaderAction, loadArticlePage } from '#app/features/articles/library-pages.server.ts';
import type { Library } from '#app/features/articles/library.ts';
import { useSendingIntent } from '#app/features/articles/use-sending-intent.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/*
 * What every route that reads one article shows (the team's blog and help centre, the client home's blog): its
 * loader's article with its comments, or that it is gone. The routes give the library, where the links lead and,
 * on the team's screens, the tab bar; their loaders and actions are `loadArticlePage` and `articleReaderAction`.
 */

type ArticlePageLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadArticlePage>;
type ArticleReaderAction = (args: ActionFunctionArgs) => ReturnType<typeof articleReaderAction>;

/** The page's title: the article's, or `fallback` when there is none. */
export function articleMeta(fallback: string): MetaFunction<ArticlePageLoader> {
  return ({ data, matches }) => [
    { title: pageTitle(data?.kind === 'article' ? data.article.title : fallback, matches) },
  ];
}

export function ArticleReaderRoute({
  library,
  tabs,
  links,
}: {
  library: Library;
  tabs?: ReactNode;
  /** Where Back, previous, next and Edit lead (the client home's blog); the library's own screens otherwise. */
  links?: ArticleLinks;
}) {
  const data = useLoaderData<ArticlePageLoader>();
  const actionData = useActionData<ArticleReaderAction>();
  const sendingIntent = useSendingIntent();
  if (data.kind === 'missing') return <ArticleMissingPage library={library} backHref={links?.backHref} />;
  return (
    <ArticleDetailPage
      key={data.article.id}
      library={library}
      tabs={tabs}
      article={data.article}
      comments={data.comments}
      isAuthor={data.isAuthor}
      commentChecks={data.commentChecks}
      links={links}
      commentResult={actionData?.result}
      sendingIntent={sendingIntent}
    />
  );
}
