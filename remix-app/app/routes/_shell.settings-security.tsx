import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ChangePasswordForm } from '#app/features/identity/change-password-form.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { submitPasswordChange } from '#app/features/identity/identity.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { ChangePasswordSchema } from '#app/features/identity/form-schemas.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Security', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { checks: formChecksOf(ChangePasswordSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  // flag 'profile': the person stays on this page.
  return submitPasswordChange(request, { returnTo: '/settings-security' });
}

export default function SettingsSecurityRoute() {
  const { checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={pageClass}>
      <PageHeader title="Security" description="Keep your account safe with a strong password." />
      <ChangePasswordForm checks={checks} lastResult={actionData?.result} isSubmitting={useIsSubmitting()} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
