import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { requireAnonymous } from '#app/features/identity/index.server.ts';
import { RecoveryCodesCard, SecondStepForm } from '#app/features/two-factor/index.ts';
import { loadSecondStep, SecondStepSchema, submitSecondStep } from '#app/features/two-factor/index.server.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Two-factor sign-in', matches) }];

/** The sign-in's second step (ADR 0045), reached only from /login after a right password. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { ...(await loadSecondStep(request)), checks: formChecksOf(SecondStepSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  return submitSecondStep(request);
}

// Signed in by the setup: its recovery codes stay on screen (the loader would send a signed-in person home).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { recoveryCodes?: unknown } | undefined)?.recoveryCodes ? false : defaultShouldRevalidate;

export default function LoginTwoFactorRoute() {
  const { step, enrolment, checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isSubmitting = useIsSubmitting();
  if (actionData?.recoveryCodes?.length && actionData.next)
    return <RecoveryCodesCard codes={actionData.recoveryCodes} next={actionData.next} />;
  return (
    <SecondStepForm
      step={step}
      enrolment={enrolment}
      checks={checks}
      lastResult={actionData?.result}
      isSubmitting={isSubmitting}
    />
  );
}
