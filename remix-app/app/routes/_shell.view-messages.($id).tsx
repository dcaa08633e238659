import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '#app/features/identity/index.server.ts';
import { MessagesPage } from '#app/features/messages/messages-page.tsx';
import { loadThreadPage, threadAction } from '#app/features/messages/messages-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Message (/view-messages and /view-messages/{clientId}): the clients, and a client's conversation. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Message', matches) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadThreadPage(request, user, { partnerId: params.id, base: '/view-messages' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return threadAction(request, user, { partnerId: params.id, base: '/view-messages' });
}

export default function ViewMessagesRoute() {
  return <MessagesPage side="provider" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
