import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SchedulingCalendarPage } from '#app/features/practice/scheduling-calendar-pages.tsx';
import { loadSchedulingCalendar } from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The scheduling calendar: a month of the provider's hours and booked sessions (issue 30, ADR 0051). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Scheduling Calendar', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSchedulingCalendar(request);
}

export default function Route() {
  return <SchedulingCalendarPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
