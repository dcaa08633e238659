import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AuthCard, AuthLayout } from '#app/features/identity/auth-layout.tsx';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { SESSION_NOTE_TITLE, SessionNoteForm } from '#app/features/session-day/session-note-form.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { loadSessionNote, submitSessionNote } from '#app/features/session-day/session-note.server.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import { SESSION_DAY_DELAYS_MS, SESSION_DAY_MESSAGES } from '#app/features/session-day/session-day.ts';
import { useRedirectAfter } from '#app/features/session-day/use-redirect-after.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

/**
 * /session-note/{id}: the note of a session that has ended. No actual end yet → /dashboard. Another provider's
 * session shows the spec's message and returns to the dashboard after 5 seconds; a saved note shows the API's
 * message and returns after 2 seconds.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(SESSION_NOTE_TITLE, matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadSessionNote(request, params.id ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitSessionNote(request, params.id ?? '');
}

export default function SessionNoteRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { PRODUCT_NAME } = usePublicEnv();
  const isSubmitting = useIsSubmitting();
  const savedMessage = actionData?.savedMessage ?? null;
  useRedirectAfter('/dashboard', SESSION_DAY_DELAYS_MS.notYourNote, loaderData.kind === 'not-yours');
  useRedirectAfter('/dashboard', SESSION_DAY_DELAYS_MS.noteSaved, Boolean(savedMessage));

  return (
    <AuthLayout productName={PRODUCT_NAME}>
      {loaderData.kind === 'note' ? (
        <SessionNoteForm
          sessionTitle={loaderData.title}
          actualStart={loaderData.actualStart}
          actualEnd={loaderData.actualEnd}
          defaultNote={loaderData.note}
          lastResult={actionData?.result}
          isSubmitting={isSubmitting}
          savedMessage={savedMessage}
          cancelHref="/dashboard"
        />
      ) : (
        <AuthCard title={SESSION_NOTE_TITLE}>
          <Alert tone={loaderData.kind === 'error' ? 'error' : 'info'}>
            {loaderData.kind === 'error' ? loaderData.msg : SESSION_DAY_MESSAGES.notYourNote}
          </Alert>
          <ButtonLink to="/dashboard" variant="secondary">
            Back to the dashboard
          </ButtonLink>
        </AuthCard>
      )}
    </AuthLayout>
  );
}

export { PageErrorBoundary as ErrorBoundary };
