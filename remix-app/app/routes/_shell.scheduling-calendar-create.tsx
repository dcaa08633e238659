import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SchedulingCreatePage } from '#app/features/practice/scheduling-calendar-pages.tsx';
import {
  loadSchedulingCreate,
  submitSchedulingCreate,
} from '#app/features/practice/practice-pages.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The weekly hours, date overrides and booking rules (issue 30, ADR 0051), saved whole. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Availability rule', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSchedulingCreate(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await submitSchedulingCreate(request);
  return outcome.ok ? { ok: true, msg: outcome.msg } : data({ ok: false, msg: outcome.msg }, outcome.status);
}

export default function Route() {
  const loaded = useLoaderData<typeof loader>();
  return <SchedulingCreatePage {...loaded} lastAnswer={useActionData<typeof action>() ?? null} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
