import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '#app/features/identity/index.server.ts';
import { SchedulingCreatePage } from '#app/features/practice/scheduling-calendar-pages.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** What an availability rule of the scheduling calendar holds, read-only (ADR 0028). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Availability rule', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Route() {
  return <SchedulingCreatePage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
