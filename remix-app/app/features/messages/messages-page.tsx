import { Link, useLoaderData } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import type { loadMessagesPage } from '#app/features/messages/messages-page.server.ts';
import styles from '#app/features/messages/messages-page.module.css';

/** The spec's empty thread (part 2, section 8). */
export const noMessagesWith = (name: string) => `There is no the message with ${name}`;

/** Message: the clients to write to, and the chosen client's conversation. */
export function MessagesPage() {
  const { isAvailable, clients, chosen, isUnknownClient } = useLoaderData<typeof loadMessagesPage>();
  return (
    <div className={pageClass}>
      <PageHeader title="Message" description="Conversations with your clients." />
      {!isAvailable ? (
        <Alert tone="info">
          Your clients could not be loaded right now. Please reload the page in a moment.
        </Alert>
      ) : null}
      {isUnknownClient ? (
        <Alert tone="error">
          This client is not one of yours. Choose a client below, or find them in{' '}
          <Link to="/client-management">Clients</Link>.
        </Alert>
      ) : null}
      {isAvailable && clients.length === 0 ? (
        <EmptyState icon="message">
          You do not have any messages yet. Conversations with your clients will appear here.
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <nav aria-label="Clients" className={styles.clients}>
            <ul>
              {clients.map((client) => (
                <li key={client.id}>
                  <Link
                    to={`/view-messages/${client.id}`}
                    aria-current={chosen?.id === client.id ? 'page' : undefined}
                    className={styles.client}
                  >
                    {client.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {chosen ? (
            <Card as="section" variant="settings" aria-labelledby="thread-title">
              <h2 className={cardClasses.title} id="thread-title">
                {chosen.name}
              </h2>
              <EmptyState icon="message">{noMessagesWith(chosen.name)}</EmptyState>
            </Card>
          ) : null}
        </div>
      )}
    </div>
  );
}
