import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { clientPasswordAction } from '#app/features/client-home/client-pages.server.ts';
import { ChangePasswordForm } from '#app/features/identity/index.ts';
import { requireClient } from '#app/features/identity/auth.server.ts';
import { ChangePasswordSchema } from '#app/features/identity/form-schemas.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Password', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireClient(request);
  return { checks: formChecksOf(ChangePasswordSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  return clientPasswordAction(request);
}

/** /home/password: the client changes its password (the current one, then the new one twice). */
export default function ClientPasswordRoute() {
  const { checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={pageClass}>
      <PageHeader title="Password" description="Keep your account safe with a strong password." />
      <ChangePasswordForm checks={checks} lastResult={actionData?.result} isSubmitting={useIsSubmitting()} />
    </div>
  );
}
