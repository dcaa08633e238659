import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ClientArticleList } from '#app/features/articles/client-articles.tsx';
import { loadClientArticles } from '#app/features/articles/library-pages.server.ts';
import { Panel } from '#app/ui/card.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Articles', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadClientArticles(request);
}

/** /home/articles: the blog of the client's practices, newest first (ADR 0043). */
export default function ClientArticlesRoute() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <div className={pageClass}>
      <PageHeader title="Articles" description="What your practice publishes for its clients." />
      <Panel id="articles" title="From your practice">
        <ClientArticleList articles={articles} />
      </Panel>
    </div>
  );
}
