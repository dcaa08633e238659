import { Link, useLoaderData } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import type { loadThreadPage } from '#app/features/messages/messages-page.server.ts';
import styles from '#app/features/messages/messages-page.module.css';
import { DeleteMessageConfirm } from './delete-message-confirm.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';
import { PersonPicker } from './person-picker.tsx';
import { useLiveThread } from './use-live-thread.ts';

export { noMessagesWith } from './message-thread.tsx';

type MessagesPageProps = {
  /** The provider's Message page or the client's, which differ in their words only. */
  side: 'provider' | 'client';
};

const WORDS = {
  provider: {
    title: 'Message',
    description: 'Secure conversations with your clients.',
    people: 'Clients',
    none: 'You do not have any clients to write to yet. Connected clients will appear here.',
    unknown: 'This client is not one of yours. Choose a client below, or find them in ',
  },
  client: {
    title: 'Messages',
    description: 'Secure conversations with your providers.',
    people: 'Providers',
    none: 'You are not connected with a provider yet.',
    unknown: 'This provider is not one of yours. Choose one of your providers below.',
  },
} as const;

/** Message: the person picker beside the chosen person's conversation, its input, and live arrival. */
export function MessagesPage({ side }: MessagesPageProps) {
  const page = useLoaderData<typeof loadThreadPage>();
  const words = WORDS[side];
  const isSubmitting = useIsSubmitting();
  useLiveThread(page.chosen?.id ?? null);
  const threadUrl = page.chosen ? `${page.base}/${page.chosen.id}` : page.base;
  return (
    <div className={pageClass}>
      <PageHeader title={words.title} description={words.description} />
      {!page.isAvailable ? (
        <Alert tone="info">
          Your messages could not be loaded right now. Please reload the page in a moment.
        </Alert>
      ) : null}
      {page.isUnknownPartner ? (
        <Alert tone="error">
          {words.unknown}
          {side === 'provider' ? (
            <>
              <Link to="/client-management">Clients</Link>.
            </>
          ) : null}
        </Alert>
      ) : null}
      {page.isAvailable && page.partners.length === 0 ? (
        <EmptyState icon="message">{words.none}</EmptyState>
      ) : (
        <div className={styles.layout}>
          <PersonPicker
            label={words.people}
            people={page.partners}
            chosenId={page.chosen?.id ?? null}
            base={page.base}
          />
          {page.chosen ? (
            <Card as="section" variant="settings" aria-labelledby="thread-title">
              <h2 className={cardClasses.title} id="thread-title">
                {page.chosen.name}
              </h2>
              <MessageThread
                partnerName={page.chosen.name}
                days={page.days}
                threadUrl={threadUrl}
                olderBefore={page.olderBefore}
                isOlderPage={page.isOlderPage}
              />
              <MessageComposer
                key={`${page.editing?.id ?? 'new'}:${page.days.at(-1)?.messages.at(-1)?.id ?? ''}`}
                threadUrl={threadUrl}
                editing={page.editing}
                isSubmitting={isSubmitting}
              />
            </Card>
          ) : null}
        </div>
      )}
      {page.confirmingDelete ? (
        <DeleteMessageConfirm
          message={page.confirmingDelete}
          threadUrl={threadUrl}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}
