import { panelClasses } from '#app/ui/card.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import type { ClientSession } from '#app/features/client-home/client-sessions.ts';
import { PAST_PAGE_PARAM } from '#app/features/client-home/client-home-links.ts';

/** The client's past sessions, newest first, a page at a time (the page is in the URL). */
export function PastSessions({ sessions, page }: { sessions: readonly ClientSession[]; page: PageInfo }) {
  return (
    <>
      {sessions.length === 0 ? (
        <p className={panelClasses.empty}>Your past sessions will be listed here.</p>
      ) : (
        <ul className={panelClasses.list}>
          {sessions.map((session) => (
            <li key={session.id} className={panelClasses.item}>
              <div className={panelClasses.text}>
                <p className={panelClasses.primary}>{session.title}</p>
                <p className={panelClasses.secondary}>
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
