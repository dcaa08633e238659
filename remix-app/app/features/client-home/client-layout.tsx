import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Form, Link, NavLink } from '@remix-run/react';
import { Avatar } from '#app/ui/avatar.tsx';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { loadUnreadBadge } from '#app/features/messages/index.ts';
import { cx } from '#app/utils/cx.ts';
import type { ClientMenuEntry } from '#app/features/client-home/client-menu-items.ts';
import styles from '#app/features/client-home/client-layout.module.css';

export type ClientLayoutHeader = { name: string; photo: string | null; practiceNames: string[] };

type ClientLayoutProps = {
  productName: string;
  header: ClientLayoutHeader;
  menu: readonly ClientMenuEntry[];
  /** Someone who is also on a team: the way back to their dashboard. */
  teamHref?: string | null;
  isLoggingOut?: boolean;
  children: ReactNode;
};

/**
 * The frame of a client's pages: the product and its practices, the client's photo and name, Log out, and the
 * client's navigation (a row of links that wraps on phones). Light on purpose: clients open it on phones.
 */
export function ClientLayout({
  productName,
  header,
  menu,
  teamHref = null,
  isLoggingOut = false,
  children,
}: ClientLayoutProps) {
  const practices = header.practiceNames.join(', ');
  // The unread count is asked for after the page has loaded anyway; its code comes then too, which leaves room
  // in a client page's 100 KB for the idle sign-out (ADR 0046).
  const [UnreadBadge, setUnreadBadge] = useState<ComponentType | null>(null);
  useEffect(() => {
    void loadUnreadBadge().then((module) => setUnreadBadge(() => module.UnreadBadge));
  }, []);
  return (
    <div className={styles.layout}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.brand}>
            <BrandMark productName={productName} />
            {practices ? (
              <p className={styles.practices}>
                <span className="visually-hidden">Your practice: </span>
                {practices}
              </p>
            ) : null}
          </div>
          <div className={styles.account}>
            <Avatar name={header.name} photo={header.photo} size="sm" />
            <span className={styles.name}>{header.name}</span>
            {teamHref ? (
              <Link to={teamHref} className={styles.teamLink}>
                Team dashboard
              </Link>
            ) : null}
            <Form method="post" action="/logout">
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                isLoading={isLoggingOut}
                icon={<Icon name="logout" size={18} />}
              >
                Log out
              </Button>
            </Form>
          </div>
        </div>
        <nav className={styles.nav} aria-label="Your pages">
          <ul className={styles.menu}>
            {menu.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.isEnd}
                  className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                >
                  <Icon name={entry.icon} size={18} />
                  <span>{entry.label}</span>
                  {entry.to === '/home/messages' && UnreadBadge ? <UnreadBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className={styles.content} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
