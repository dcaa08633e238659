import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { VerificationResult } from '#app/features/identity/verification-result.tsx';
import { VerifyEmailForm } from '#app/features/identity/verify-email-form.tsx';
import { completeRegistration, findPendingSignUp } from '#app/features/identity/identity.server.ts';
import { VerifyEmailSchema } from '#app/features/identity/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Email verification', matches) }];

const SECRET_FIELDS = ['newPassword', 'confirmPassword'];

// Opening the link only looks the sign-up up: a GET (a mail scanner, a prefetch) never verifies anything.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return { pending: await findPendingSignUp(request, params.id ?? '') };
}

// Verification is the person's deliberate POST, carrying the link's token and the password set here.
export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: VerifyEmailSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const outcome = await completeRegistration(request, params.id ?? '', submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg], hideFields: SECRET_FIELDS }) },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  }
  return { isVerified: true as const };
}

export default function SuccessVerificationRoute() {
  const { pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isSubmitting = useIsSubmitting();
  if (!pending.ok) return <VerificationResult outcome={{ status: 'failed', message: pending.msg }} />;
  if (pending.isVerified || (actionData && 'isVerified' in actionData)) {
    return <VerificationResult outcome={{ status: 'verified', email: pending.email }} />;
  }
  return (
    <VerifyEmailForm
      email={pending.email}
      lastResult={actionData && 'result' in actionData ? actionData.result : null}
      isSubmitting={isSubmitting}
    />
  );
}

// The page's answer comes from its own action; nothing else on it changes.
export const shouldRevalidate = () => false;
