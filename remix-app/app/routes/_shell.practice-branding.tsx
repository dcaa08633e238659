import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BrandingPreview } from '#app/features/practice/practice-previews.tsx';
import { loadPracticePreview } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The practice's branding, read-only (ADR 0028). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Branding', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPracticePreview(request);
}

export default function Route() {
  return <BrandingPreview {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
