import { Form, useLocation } from '@remix-run/react';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { ClientSession } from '#app/features/client-home/client-sessions.ts';
import { DECLINE_PARAM, hrefWithParam } from '#app/features/client-home/client-home-links.ts';
import { panelClasses } from '#app/ui/card.tsx';
import styles from '#app/features/client-home/client-home.module.css';

type SessionListProps = {
  sessions: readonly ClientSession[];
  /** What the list says when it has nothing. */
  emptyText: string;
  /** The Approve button is busy (its form is being sent). */
  busyId?: string | null;
};

/** Sessions as cards, soonest first; each offers what the client may do with it now. */
export function SessionList({ sessions, emptyText, busyId = null }: SessionListProps) {
  if (sessions.length === 0) return <p className={panelClasses.empty}>{emptyText}</p>;
  return (
    <ul className={styles.cards}>
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} isBusy={busyId === session.id} />
        </li>
      ))}
    </ul>
  );
}

/** "Mon, Nov 23, 2026, 9:40 AM – 10:30 AM": what a session's buttons name, so each one says which it is. */
export function describeSession(session: Pick<ClientSession, 'title' | 'date' | 'time'>): string {
  return `${session.title}, ${session.date}, ${session.time}`;
}

const DECLINE_LABELS: Record<ClientSession['kind'], string> = {
  invitation: 'Decline',
  request: 'Withdraw request',
  upcoming: 'Cancel my place',
  past: '',
};

export function SessionCard({ session, isBusy = false }: { session: ClientSession; isBusy?: boolean }) {
  const location = useLocation();
  const titleId = `session-${session.id}-title`;
  const named = describeSession(session);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-kind={session.kind}>
      <p className={styles.when}>
        <time dateTime={session.startsAt}>{session.date}</time>
        <span>{session.time}</span>
      </p>
      <h3 className={styles.cardTitle} id={titleId}>
        {session.title}
      </h3>
      <p className={styles.detail}>
        {[
          session.providerName ? `with ${session.providerName}` : null,
          session.length,
          session.isOnline ? 'Video' : 'In person',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className={styles.status}>
        <Tag tone={session.kind === 'invitation' ? 'requested' : 'neutral'}>{session.status}</Tag>
      </p>
      {session.notes ? <p className={styles.notes}>{session.notes}</p> : null}
      <div className={styles.actions}>
        {session.kind === 'invitation' ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={session.id} />
            <Button
              type="submit"
              name="intent"
              value="approve"
              isLoading={isBusy}
              icon={<Icon name="check" size={18} />}
            >
              Approve<span className="visually-hidden"> {named}</span>
            </Button>
          </Form>
        ) : null}
        {session.joinHref ? (
          <ButtonLink to={session.joinHref} icon={<Icon name="video" size={18} />}>
            Join<span className="visually-hidden"> {named}</span>
          </ButtonLink>
        ) : null}
        {session.joinOpens ? <p className={styles.hint}>{session.joinOpens}</p> : null}
        {session.canDecline && DECLINE_LABELS[session.kind] ? (
          <ButtonLink
            to={hrefWithParam(location, DECLINE_PARAM, session.id)}
            variant="secondary"
            preventScrollReset
          >
            {DECLINE_LABELS[session.kind]}
            <span className="visually-hidden"> {named}</span>
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
