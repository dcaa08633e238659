import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { ReminderAnswerPage } from '#app/features/reminder-answers/reminder-answer-page.tsx';
import {
  answerReminderLink,
  readReminderLink,
} from '#app/features/reminder-answers/reminder-answer.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/**
 * /reminder-answer/{token}?answer=confirm|cancel: a reminder e-mail's one-click answer (issue 30, ADR 0052).
 * The GET only shows the session (mail scanners fetch links); the POST of a button answers.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Your session', matches) }];

// The page names a client's session: never kept by a browser or a proxy, and the token never sent onwards.
const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await readReminderLink(request, params.token ?? ''), { headers: HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return answerReminderLink(request, params.token ?? '');
}

export default function ReminderAnswerRoute() {
  return <ReminderAnswerPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
