import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { LoginForm } from '#app/features/identity/login-form.tsx';
import {
  authenticateLogin,
  homeOf,
  LoginError,
  requireAnonymous,
} from '#app/features/identity/auth.server.ts';
import { LoginSchema } from '#app/features/identity/form-schemas.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { createUserSession, startPendingSignIn } from '#app/utils/session.server.ts';
import { SECOND_STEP_PATH } from '#app/features/two-factor/index.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Login as provider', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { checks: formChecksOf(LoginSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  // The body is read once (no clone): the authenticator is given the checked fields.
  const submission = parseWithZod(await request.formData(), { schema: LoginSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  try {
    const loggedIn = await authenticateLogin(request, submission.value);
    if (loggedIn.kind === 'second-step') {
      // The code (or its setup) comes before anything else (ADR 0045).
      const { kind: _kind, ...pending } = loggedIn;
      return await startPendingSignIn(
        request,
        { ...pending, timeZone: submission.value.timeZone ?? '' },
        SECOND_STEP_PATH,
      );
    }
    const { user, savedTimeZone } = loggedIn;
    return await createUserSession({
      request,
      user,
      // The browser's zone (sent by the form's script); without JavaScript, the zone the account keeps.
      timeZone: submission.value.timeZone || savedTimeZone || 'UTC',
      // Each side lands on its own home: the team's dashboard (also for someone who is both), a client's /home.
      redirectTo: homeOf(user),
    });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }) },
      { status: error.status === 429 ? 429 : 400 },
    );
  }
}

export default function LoginRoute() {
  const { checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <LoginForm checks={checks} lastResult={actionData?.result} isSubmitting={useIsSubmitting()} />;
}
