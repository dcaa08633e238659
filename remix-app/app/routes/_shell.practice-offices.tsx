import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OfficesPreview } from '#app/features/practice/practice-previews.tsx';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The practice's offices, read-only (ADR 0028). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Offices', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Route() {
  return <OfficesPreview />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
