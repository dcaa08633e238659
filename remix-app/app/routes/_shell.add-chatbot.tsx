import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ChatbotDataPage } from '#app/features/articles/articles-pages.tsx';
import { requireUser } from '#app/features/identity/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Add Chatbot Data: the help chatbot's questions and answers. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Add Chatbot Data', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function AddChatbotRoute() {
  return <ChatbotDataPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
