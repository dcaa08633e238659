import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { RegisterForm } from '#app/features/identity/register-form.tsx';
import { registerProvider } from '#app/features/identity/identity.server.ts';
import { requireAnonymous } from '#app/features/identity/auth.server.ts';
import { RegisterProviderSchema } from '#app/features/identity/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Register as provider', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

const SECRET_FIELDS = ['password', 'confirmPassword'];

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: RegisterProviderSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), message: null }, { status: 400 });
  }
  const outcome = await registerProvider(request, submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg], hideFields: SECRET_FIELDS }), message: null },
      { status: 400 },
    );
  }
  return { result: submission.reply({ resetForm: true }), message: outcome.msg };
}

export default function RegisterProviderRoute() {
  const actionData = useActionData<typeof action>();
  return (
    <RegisterForm
      lastResult={actionData?.result}
      successMessage={actionData?.message}
      isSubmitting={useIsSubmitting()}
    />
  );
}
