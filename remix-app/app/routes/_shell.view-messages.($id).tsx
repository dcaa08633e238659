import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { MessagesPage } from '#app/features/messages/messages-page.tsx';
import { loadMessagesPage } from '#app/features/messages/messages-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Message (/view-messages and /view-messages/{clientId}): the clients, and a client's conversation. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Message', matches) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadMessagesPage(request, params.id);
}

export default function ViewMessagesRoute() {
  return <MessagesPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
