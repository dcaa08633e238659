import { Pager } from '#app/ui/pager.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import type { ClientSession } from '#app/features/client-home/client-sessions.ts';
import { PAST_PAGE_PARAM } from '#app/features/client-home/client-home-links.ts';
import styles from '#app/features/client-home/client-home.module.css';

/** The client's past sessions, newest first, a page at a time (the page is in the URL). */
export function PastSessions({ sessions, page }: { sessions: readonly ClientSession[]; page: PageInfo }) {
  return (
    <>
      {sessions.length === 0 ? (
        <p className={styles.empty}>Your past sessions will be listed here.</p>
      ) : (
        <ul className={styles.rows}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.row}>
              <div className={styles.rowText}>
                <p className={styles.rowTitle}>{session.title}</p>
                <p className={styles.detail}>
                  <time dateTime={session.startsAt}>{session.date}</time>, {session.time}
                  {session.providerName ? ` · with ${session.providerName}` : ''}
                </p>
              </div>
              <Tag>{session.status}</Tag>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} param={PAST_PAGE_PARAM} label="Past sessions pages" />
    </>
  );
}
