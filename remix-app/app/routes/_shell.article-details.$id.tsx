import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ArticleDetailPage, ArticleMissingPage } from '#app/features/articles/article-detail-page.tsx';
import { LibraryTabs } from '#app/features/articles/library-tabs.tsx';
import { articleReaderAction, loadArticlePage } from '#app/features/articles/library-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';
import { useSendingIntent } from '#app/features/articles/use-sending-intent.ts';

/** A blog article: read, like and comment; Edit for its author. */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.kind === 'article' ? data.article.title : 'Article', matches) },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticlePage(request, { library: 'blog', id: params.id ?? '', reader: 'team' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return articleReaderAction(request, { library: 'blog', id: params.id ?? '', reader: 'team' });
}

export default function ArticleDetailsRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sendingIntent = useSendingIntent();
  if (data.kind === 'missing') return <ArticleMissingPage library="blog" />;
  return (
    <ArticleDetailPage
      key={data.article.id}
      library="blog"
      tabs={<LibraryTabs library="blog" current={null} />}
      article={data.article}
      comments={data.comments}
      isAuthor={data.isAuthor}
      commentChecks={data.commentChecks}
      commentResult={actionData?.result}
      sendingIntent={sendingIntent}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
