import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ArticleNotFound } from '#app/features/articles/articles-pages.tsx';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** An article's detail: no help article exists yet, so the page says it cannot be found. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Article', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function ArticleDetailsRoute() {
  return <ArticleNotFound library="help" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
