import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { AddPairForm, EditPairModal } from '#app/features/chatbot/pair-forms.tsx';
import { ChatbotTable } from '#app/features/chatbot/chatbot-table.tsx';
import type { loadChatbotPage, submitChatbotPage } from '#app/features/chatbot/chatbot-page.server.ts';
import { CHATBOT_PAGE_SIZE, CHATBOT_PATH } from '#app/features/chatbot/chatbot.ts';

export const READ_ONLY_NOTE =
  "Your practice's owners and administrators keep the chatbot's answers. Ask one of them to add or change an answer.";

/** The page's URL with the table's page and, optionally, a pair's modal open. */
function hrefOf(page: number, edit?: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (edit) params.set('edit', edit);
  const query = params.toString();
  return `${CHATBOT_PATH}${query ? `?${query}` : ''}`;
}

/** Add Chatbot Data (/add-chatbot): the add form, the paged table, the 'Question and Answer' modal. */
export function ChatbotPage() {
  const loaded = useLoaderData<typeof loadChatbotPage>();
  const actionData = useActionData<typeof submitChatbotPage>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  const page = loaded.page.page;
  const listHref = hrefOf(page);
  return (
    <div className={pageClass}>
      <PageHeader
        title="Add Chatbot Data"
        description="The questions the help chatbot answers, and its answers."
      />
      {loaded.canKeep ? (
        <Card as="section" variant="calendar" aria-labelledby="chatbot-add-title">
          <h2 className={cardClasses.title} id="chatbot-add-title">
            New question and answer
          </h2>
          <AddPairForm
            // A pair added moves the count: the form starts again empty (spec: the fields are cleared).
            key={loaded.page.total ?? 0}
            action={listHref}
            lastResult={loaded.editing ? null : actionData?.result}
            isSubmitting={isSubmitting && !loaded.editing}
          />
        </Card>
      ) : null}
      <Card as="section" variant="calendar" aria-labelledby="chatbot-list-title">
        <h2 className={cardClasses.title} id="chatbot-list-title">
          Questions and answers
        </h2>
        {loaded.canKeep ? null : <p className={cardClasses.description}>{READ_ONLY_NOTE}</p>}
        {!loaded.isAvailable ? (
          <Alert tone="info">
            The answers could not be loaded right now. Please reload the page in a moment.
          </Alert>
        ) : (
          <ChatbotTable
            pairs={loaded.pairs}
            firstNumber={(page - 1) * CHATBOT_PAGE_SIZE + 1}
            editHrefFor={loaded.canKeep ? (id) => hrefOf(page, id) : null}
            footer={<Pager page={loaded.page} label="Questions and answers pages" />}
          />
        )}
      </Card>
      {loaded.editing ? (
        <EditPairModal
          pair={loaded.editing}
          cancelHref={listHref}
          action={hrefOf(page, loaded.editing.id)}
          lastResult={actionData?.result}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}
