import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { LocalTime } from '#app/ui/local-time.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import type { DocumentRow } from '#app/features/documents/documents.ts';
import styles from './document-list.module.css';

type DocumentListProps = {
  documents: DocumentRow[];
  /** Which person a row names: who sent it (lists of what was shared with the viewer) or to whom. */
  show: 'sender' | 'recipient' | 'both';
  /** The spec's empty state for this list. */
  empty: string;
  label: string;
};

/**
 * Shared documents, newest first, in a scroll area of at most 400 px (spec part 2): each row its name, the
 * people ("Deleted Client" once an account is gone), when, and a download link through the web app.
 */
export function DocumentList({ documents, show, empty, label }: DocumentListProps) {
  if (documents.length === 0) return <EmptyState icon="file">{empty}</EmptyState>;
  return (
    <ul className={styles.list} aria-label={label}>
      {documents.map((document) => (
        <li key={document.id} className={styles.row}>
          <div className={styles.text}>
            <div className={styles.name}>{document.filename}</div>
            <div className={styles.meta}>
              {show !== 'recipient' ? <>From {document.senderName}</> : null}
              {show === 'both' ? ' · ' : null}
              {show !== 'sender' ? <>Shared with {document.recipientName}</> : null}
              {document.sharedDate ? (
                <>
                  {' · '}
                  <LocalTime instant={document.sharedDate} />
                </>
              ) : null}
            </div>
          </div>
          {document.href ? (
            <a
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              href={document.href}
              download
              aria-label={`Download ${document.filename}`}
            >
              <Icon name="file" /> Download
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
