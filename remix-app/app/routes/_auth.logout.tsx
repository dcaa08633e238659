import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { LOGOUT_QUESTION } from '#app/features/shell/logout-confirm.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { logout } from '#app/features/identity/identity.server.ts';
import { homeOf, requireSignedIn } from '#app/features/identity/auth.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import { IDLE_SIGNOUT_REASON } from '#app/features/idle-signout/index.ts';

/** What /login says after the browser signed the person out for inactivity (ADR 0046). */
const IDLE_SIGNOUT_TOAST = {
  type: 'info',
  title: 'You were signed out',
  description:
    'You were signed out after a while without activity. Sign in again to continue; any text you were writing was kept and will be offered back on its screen.',
  durationMs: 60_000,
} as const;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Log Out', matches) }];

// The header's Log Out opens a confirmation dialog; this page is the same question without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  // Either side logs out here; Cancel returns to the person's own home.
  return { home: homeOf(await requireSignedIn(request)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const isIdle = (await request.formData()).get('reason') === IDLE_SIGNOUT_REASON;
  await logout(request);
  return redirectToLoginWithoutSession(request, isIdle ? IDLE_SIGNOUT_TOAST : undefined);
}

export default function LogoutRoute() {
  const { home } = useLoaderData<typeof loader>();
  const isSubmitting = useIsSubmitting();
  return (
    <AuthCard title="Log Out">
      <p>{LOGOUT_QUESTION}</p>
      <Form method="post" className={formClasses.actions}>
        <ButtonLink to={home} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" isLoading={isSubmitting}>
          Ok
        </Button>
      </Form>
    </AuthCard>
  );
}
