import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AddClientForm } from '#app/features/clients/add-client-modal.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Card } from '#app/ui/card.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { addClient } from '#app/features/clients/clients.server.ts';
import { toSafeReturnPath } from '#app/utils/return-path.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { AddClientSchema } from '#app/features/clients/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';

/**
 * Where the Add Client modal posts, from any screen. With JavaScript the modal posts with a fetcher: a refusal
 * comes back to the modal, success redirects to `redirectTo` with the API's message as a toast. Without
 * JavaScript a refusal renders this page with the form and the message.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Add Client', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const redirectTo = toSafeReturnPath(new URL(request.url).searchParams.get('redirectTo'), '/dashboard');
  return { redirectTo };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await request.formData();
  const redirectTo = toSafeReturnPath(formData.get('redirectTo'), '/dashboard');
  const submission = parseWithZod(formData, { schema: AddClientSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), redirectTo }, { status: 400 });
  const outcome = await addClient(request, submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg] }), redirectTo },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(redirectTo, {
    type: 'success',
    description: outcome.msg,
  });
}

export default function AddClientRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // After a refused post without JavaScript, return where the modal was opened from.
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  return (
    <div className={pageClass}>
      <PageHeader
        title="Add Client"
        description="We e-mail the client a link to set their password and join your practice."
      />
      <Card as="section" variant="settings" aria-label="Add Client">
        <div className={formClasses.narrow}>
          <AddClientForm redirectTo={redirectTo} cancelHref={redirectTo} lastResult={actionData?.result} />
        </div>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
