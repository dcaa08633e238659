import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { loadSessionRequest, sessionRequestAction } from '#app/features/client-home/client-pages.server.ts';
import { SessionRequestForm } from '#app/features/client-home/session-request-form.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Request a session', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSessionRequest(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return sessionRequestAction(request);
}

/** /home/request: ask one of the providers who take requests for a session. */
export default function SessionRequestRoute() {
  const { providers, timeZone, today, defaults, checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isSubmitting = useIsSubmitting();
  return (
    <div className={pageClass}>
      <PageHeader title="Request a session" description="Choose a provider and a time that suits you." />
      {providers === null ? (
        <Alert tone="error">
          The providers who take requests could not be loaded right now. Please reload the page in a moment.
        </Alert>
      ) : providers.length === 0 ? (
        <>
          <Alert tone="info">
            None of your providers takes session requests online right now. Please contact your provider to
            book a session.
          </Alert>
          <p>
            <ButtonLink to="/home" variant="secondary">
              Back to my home
            </ButtonLink>
          </p>
        </>
      ) : (
        <SessionRequestForm
          providers={providers}
          timeZone={timeZone}
          today={today}
          defaults={defaults}
          checks={checks}
          lastResult={actionData?.result}
          isSubmitting={isSubmitting}
        />
      )}
    </div>
  );
}
