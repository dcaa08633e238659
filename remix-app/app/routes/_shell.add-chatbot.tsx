import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ChatbotPage } from '#app/features/chatbot/chatbot-page.tsx';
import { loadChatbotPage, submitChatbotPage } from '#app/features/chatbot/index.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Add Chatbot Data: the help chatbot's questions and answers, kept by the practice's owners and administrators. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Add Chatbot Data', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadChatbotPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitChatbotPage(request);
}

export default function AddChatbotRoute() {
  return <ChatbotPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
