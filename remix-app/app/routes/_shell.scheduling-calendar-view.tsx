import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SchedulingViewPage } from '#app/features/practice/scheduling-calendar-pages.tsx';
import { loadSchedulingView } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** What clients can book: a week of free times in a zone of the provider's choosing (issue 30, ADR 0051). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('What clients can book', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSchedulingView(request);
}

export default function Route() {
  return <SchedulingViewPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
