import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DirectoryProfilePage } from '#app/features/practice/directory-profile-page.tsx';
import { loadDirectoryProfile } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The parts of the public (directory) profile and which are written (the spec: a stub page; made useful). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Your public profile', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadDirectoryProfile(request);
}

export default function Route() {
  return <DirectoryProfilePage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
