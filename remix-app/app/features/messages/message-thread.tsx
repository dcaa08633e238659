import { Link } from '@remix-run/react';
import { EmptyState } from '#app/ui/empty-state.tsx';
import styles from '#app/features/messages/messages-page.module.css';
import type { ThreadDay } from './thread-days.ts';

/** The spec's empty thread (part 2, section 8), in its own words. */
export const noMessagesWith = (name: string) => `There is no the message with ${name}`;

type MessageThreadProps = {
  partnerName: string;
  days: ThreadDay[];
  /** The thread's page (`?edit=` and `?delete=` are added to it for one's own messages). */
  threadUrl: string;
  /** The oldest message shown, when older ones remain. */
  olderBefore: string | null;
  isOlderPage: boolean;
};

/**
 * A conversation grouped by day, in the reader's zone. Text is rendered as text (React escapes it): a message
 * is never markup. One's own messages carry Edit and Delete; the partner's carry neither.
 */
export function MessageThread({
  partnerName,
  days,
  threadUrl,
  olderBefore,
  isOlderPage,
}: MessageThreadProps) {
  return (
    <div className={styles.thread}>
      {olderBefore ? (
        <p className={styles.older}>
          <Link to={`${threadUrl}?before=${olderBefore}`}>Show older messages</Link>
        </p>
      ) : null}
      {isOlderPage ? (
        <p className={styles.older}>
          <Link to={threadUrl}>Back to the latest messages</Link>
        </p>
      ) : null}
      {days.length === 0 ? (
        <EmptyState icon="message">{noMessagesWith(partnerName)}</EmptyState>
      ) : (
        <ol className={styles.days} aria-label={`Messages with ${partnerName}`}>
          {days.map((day) => (
            <li key={day.day}>
              <h3 className={styles.day}>{day.day}</h3>
              <ol className={styles.messages}>
                {day.messages.map((message) => (
                  <li
                    key={message.id}
                    className={message.isMine ? styles.mine : styles.theirs}
                    aria-label={`${message.isMine ? 'You' : partnerName}, ${message.time}`}
                  >
                    <p className={styles.text}>{message.text}</p>
                    <p className={styles.meta}>
                      <time dateTime={message.sentAt}>{message.time}</time>
                      {message.isEdited ? ' · edited' : null}
                      {message.isMine ? (
                        <>
                          {' · '}
                          <Link to={`${threadUrl}?edit=${message.id}`} preventScrollReset>
                            Edit
                          </Link>
                          {' · '}
                          <Link to={`${threadUrl}?delete=${message.id}`} preventScrollReset>
                            Delete
                          </Link>
                        </>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
