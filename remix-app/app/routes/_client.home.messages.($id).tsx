import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireClient } from '#app/features/identity/index.server.ts';
import { MessagesPage } from '#app/features/messages/messages-page.tsx';
import { loadThreadPage, threadAction } from '#app/features/messages/messages-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** The client's Messages (/home/messages and /home/messages/{providerId}): its providers, and a conversation. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Messages', matches) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireClient(request);
  return loadThreadPage(request, user, { partnerId: params.id, base: '/home/messages' });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireClient(request);
  return threadAction(request, user, { partnerId: params.id, base: '/home/messages' });
}

export default function ClientMessagesRoute() {
  return <MessagesPage side="client" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
