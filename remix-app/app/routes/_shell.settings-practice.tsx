import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PracticeSettingsPage } from '#app/features/practice/practice-settings-page.tsx';
import { loadPracticeSettings } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Settings > Practice: the current practice and what leaving it means (spec part 2: Practice settings). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Practice', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPracticeSettings(request);
}

export default function Route() {
  return <PracticeSettingsPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
