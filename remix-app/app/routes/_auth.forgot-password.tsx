import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { ForgotPasswordForm } from '#app/features/identity/forgot-password-form.tsx';
import { requestPasswordReset } from '#app/features/identity/identity.server.ts';
import { requireAnonymous } from '#app/features/identity/auth.server.ts';
import { ForgotPasswordSchema } from '#app/features/identity/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Forgot password', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), message: null }, { status: 400 });
  }
  const outcome = await requestPasswordReset(request, submission.value);
  if (!outcome.ok) {
    return data({ result: submission.reply({ formErrors: [outcome.msg] }), message: null }, { status: 400 });
  }
  return { result: submission.reply({ resetForm: true }), message: outcome.msg };
}

export default function ForgotPasswordRoute() {
  const actionData = useActionData<typeof action>();
  return (
    <ForgotPasswordForm
      lastResult={actionData?.result}
      successMessage={actionData?.message}
      isSubmitting={useIsSubmitting()}
    />
  );
}
