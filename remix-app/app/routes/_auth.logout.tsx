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

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Log Out', matches) }];

// The header's Log Out opens a confirmation dialog; this page is the same question without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  // Either side logs out here; Cancel returns to the person's own home.
  return { home: homeOf(await requireSignedIn(request)) };
}

export async function action({ request }: ActionFunctionArgs) {
  await logout(request);
  return redirectToLoginWithoutSession(request);
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
