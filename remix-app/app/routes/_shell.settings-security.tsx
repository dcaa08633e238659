import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { ChangePasswordForm } from '#app/features/identity/change-password-form.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { changePassword } from '#app/features/identity/identity.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { ChangePasswordSchema } from '#app/features/identity/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Security', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const SECRET_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ChangePasswordSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const outcome = await changePassword(request, submission.value);
  if (!outcome.ok) {
    // The spec shows the server's msg for a password change as a toast; the form keeps it too.
    return data(
      { result: submission.reply({ formErrors: [outcome.msg], hideFields: SECRET_FIELDS }) },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  // flag 'profile': the person stays on this page.
  return redirectWithToast('/settings-security', { type: 'success', description: outcome.msg });
}

export default function SettingsSecurityRoute() {
  const actionData = useActionData<typeof action>();
  return (
    <div className={pageClass}>
      <PageHeader title="Security" description="Keep your account safe with a strong password." />
      <ChangePasswordForm lastResult={actionData?.result} isSubmitting={useIsSubmitting()} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
