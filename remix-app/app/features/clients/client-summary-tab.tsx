import { Link } from '@remix-run/react';
import { EmptyState } from '#app/ui/empty-state.tsx';
import type { SummaryTabData } from '#app/features/clients/client-record.ts';
import styles from '#app/features/clients/client-record.module.css';

/** The spec's empty states of the Messages and Documents tabs (part 2, section 8), the legacy's words. */
export const SUMMARY_EMPTY_MESSAGES = {
  messages: (name: string) => `There is no the message with ${name}`,
  documents: (name: string) => `There is no document shared with ${name}`,
} as const;

/**
 * Tabs 4 and 5 of a client's record: the message summary (the latest message between the viewer and the
 * client, linking to the conversation, /view-messages/{clientId}) and the documents shared with the client
 * (their issue brings them). Without one, the spec's empty states, never made-up rows.
 */
export function ClientSummaryTab({ data, clientName }: { data: SummaryTabData; clientName: string }) {
  return (
    <div className={styles.tabBody}>
      {data.latest ? (
        <figure className={styles.latestMessage}>
          <blockquote>
            <p>{data.latest.text}</p>
          </blockquote>
          <figcaption>
            {data.latest.isFromClient ? clientName : 'You'}, {data.latest.when}
          </figcaption>
        </figure>
      ) : (
        <EmptyState icon={data.kind === 'messages' ? 'message' : 'file'}>
          {SUMMARY_EMPTY_MESSAGES[data.kind](clientName)}
        </EmptyState>
      )}
      {data.kind === 'messages' && !data.href ? (
        <p>Only the client’s own providers exchange messages with them.</p>
      ) : null}
      {data.href ? (
        <p>
          <Link to={data.href}>Open the conversation with {clientName}</Link>
        </p>
      ) : null}
    </div>
  );
}
