import { data } from '@remix-run/node';
import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { acceptInvitation } from '#app/features/clients/clients.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/**
 * /accept-invitation/{token}: a provider of another practice invited this person to connect as their client.
 * Nothing is linked or shared until the person presses Accept (a POST, so a mail scanner opening the link
 * changes nothing). ADR 0022.
 */

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle('Invitation to connect', matches) },
  { name: 'robots', content: 'noindex, nofollow' },
];
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
});

export async function action({ request, params }: ActionFunctionArgs) {
  const outcome = await acceptInvitation(request, params.id ?? '');
  if (!outcome.ok)
    return data({ ok: false as const, msg: outcome.msg }, { status: outcome.status >= 500 ? 503 : 400 });
  return { ok: true as const, msg: outcome.msg };
}

export default function AcceptInvitationRoute() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  if (answer?.ok) {
    return (
      <AuthCard title="Invitation accepted">
        <Alert tone="success">{answer.msg}</Alert>
        <ButtonLink to="/login" size="lg" isFullWidth>
          Go to Login
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="An invitation to connect">
      <p>
        A provider has invited you to connect as their client. Nothing about you is shared with them unless
        you accept.
      </p>
      {answer ? <Alert tone="error">{answer.msg}</Alert> : null}
      <Form method="post">
        <Button type="submit" size="lg" isFullWidth isLoading={navigation.state !== 'idle'}>
          Accept the invitation
        </Button>
      </Form>
    </AuthCard>
  );
}
