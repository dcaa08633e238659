import { Link } from '@remix-run/react';
import { Card } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';

/** Add Chatbot Data (/add-chatbot): the help chatbot's questions and answers. */
export function ChatbotDataPage() {
  return (
    <div className={pageClass}>
      <PageHeader
        title="Add Chatbot Data"
        description="The questions the help chatbot answers, and its answers."
      />
      <Card as="section" variant="calendar" aria-label="Questions and answers">
        <EmptyState icon="message">
          The chatbot has no question and answer of its own yet. Until it has,{' '}
          <Link to="/support">Support</Link> answers every question.
        </EmptyState>
      </Card>
    </div>
  );
}
