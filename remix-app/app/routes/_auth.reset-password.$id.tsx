import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ResetPasswordForm } from '#app/features/identity/reset-password-form.tsx';
import { resetPassword } from '#app/features/identity/identity.server.ts';
import { ResetPasswordSchema } from '#app/features/identity/form-schemas.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Reset password', matches) }];

const SECRET_FIELDS = ['newPassword', 'confirmPassword'];

export function loader() {
  return { checks: formChecksOf(ResetPasswordSchema) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The last URL segment is the one-time token from the e-mailed link.
  const token = params.id ?? '';
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const outcome = await resetPassword(request, token, submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg], hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  }
  // The spec: after the message, the reset flow continues at /login. The toast carries the message there.
  return redirectWithToast('/login', { type: 'success', description: outcome.msg });
}

export default function ResetPasswordRoute() {
  const { checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ResetPasswordForm checks={checks} lastResult={actionData?.result} isSubmitting={useIsSubmitting()} />
  );
}
