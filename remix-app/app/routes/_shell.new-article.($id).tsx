import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ArticleEditorPage } from '#app/features/articles/article-editor-page.tsx';
import { articleEditorAction, loadArticleEditor } from '#app/features/articles/library-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';
import { useSendingIntent } from '#app/features/articles/use-sending-intent.ts';

/** The blog editor: a new article (Publish), or one to change (Back, Update); the practice's categories. */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.editing.kind === 'article' ? 'Edit article' : 'New article', matches) },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticleEditor(request, { library: 'blog', id: params.id });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return articleEditorAction(request, { library: 'blog', id: params.id });
}

export default function ArticleEditorRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ArticleEditorPage {...data} actionData={actionData} sendingIntent={useSendingIntent()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
