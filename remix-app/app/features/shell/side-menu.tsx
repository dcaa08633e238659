import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from '@remix-run/react';
import { Avatar } from '#app/ui/avatar.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { UnreadBadge } from '#app/features/messages/index.ts';
import { LinkArea } from '#app/ui/link-area.tsx';
import { cx } from '#app/utils/cx.ts';
import { isCurrentPage } from '#app/features/shell/side-menu-items.ts';
import type { MenuEntry, MenuGroup } from '#app/features/shell/side-menu-items.ts';
import styles from '#app/features/shell/side-menu.module.css';

export type ShellAccount = {
  name: string;
  /** Already worded for display: the invited role capitalised, or 'Owner'. */
  roleLabel: string;
  practiceName: string;
  photo: string | null;
};

type SideMenuProps = {
  id: string;
  account: ShellAccount;
  entries: readonly MenuEntry[];
  /** Icon-only rail (desktop). Labels stay available to assistive technology. */
  isCollapsed?: boolean;
};

/**
 * The menu's links are plain `<a href>` in a LinkArea (ADR 0033): every page of the shell renders the menu's
 * 20 links, and a NavLink costs a dozen hooks each on every render; the current page is marked from the one
 * location read here.
 */
/** The Message entry carries the count of unread messages. */
const MESSAGES_PATH = '/view-messages';

export function SideMenu({ id, account, entries, isCollapsed = false }: SideMenuProps) {
  const { pathname } = useLocation();
  return (
    <nav id={id} className={cx(styles.menu, isCollapsed && styles.collapsed)} aria-label="Main">
      <div className={styles.profile}>
        <Avatar name={account.name} photo={account.photo} size={isCollapsed ? 'sm' : 'lg'} />
        <div className={cx(styles.identity, isCollapsed && 'visually-hidden')}>
          <p className={styles.name}>{account.name}</p>
          <p className={styles.role}>{account.roleLabel}</p>
          {account.practiceName ? <p className={styles.practice}>{account.practiceName}</p> : null}
        </div>
      </div>
      <LinkArea>
        <ul className={styles.list}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.to}>
                <MenuAnchor to={entry.to} pathname={pathname} className={styles.link}>
                  <Icon name={entry.icon} />
                  <span className={cx(styles.label, isCollapsed && 'visually-hidden')}>{entry.label}</span>
                  {entry.to === MESSAGES_PATH ? <UnreadBadge /> : null}
                </MenuAnchor>
              </li>
            ) : (
              <MenuGroupItem
                key={entry.id}
                group={entry}
                title={
                  entry.titleFromPracticeName && account.practiceName ? account.practiceName : entry.label
                }
                pathname={pathname}
                isCollapsed={isCollapsed}
              />
            ),
          )}
        </ul>
      </LinkArea>
    </nav>
  );
}

/**
 * A menu link (inside the menu's LinkArea), marked `aria-current="page"` on its page. `data-discover` asks Remix
 * for its route's manifest as soon as it is rendered, as a `<Link>` does (lazy route discovery, ADR 0032), so a
 * click never waits for it.
 */
function MenuAnchor({
  to,
  pathname,
  className,
  children,
}: {
  to: string;
  pathname: string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      className={className}
      aria-current={isCurrentPage(pathname, to) ? 'page' : undefined}
      data-discover="true"
    >
      {children}
    </a>
  );
}

function MenuGroupItem({
  group,
  title,
  pathname,
  isCollapsed,
}: {
  group: MenuGroup;
  title: string;
  pathname: string;
  isCollapsed: boolean;
}) {
  const containsCurrentPage = group.items.some((item) => pathname === item.to);
  const [isExpanded, setIsExpanded] = useState(containsCurrentPage);
  const listId = `side-menu-group-${group.id}`;

  // Arriving on one of the group's pages opens the group; the person may still close it.
  useEffect(() => {
    if (containsCurrentPage) setIsExpanded(true);
  }, [containsCurrentPage]);

  return (
    <li>
      <button
        type="button"
        className={styles.link}
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setIsExpanded(!isExpanded)}
      >
        <Icon name={group.icon} />
        <span className={cx(styles.label, isCollapsed && 'visually-hidden')}>{title}</span>
        <Icon
          name="chevronDown"
          size={16}
          className={cx(styles.chevron, isExpanded && styles.chevronOpen, isCollapsed && 'is-hidden')}
        />
      </button>
      <ul id={listId} className={styles.sublist} hidden={!isExpanded}>
        {group.items.map((item) => (
          <li key={item.to}>
            {item.isExternal ? (
              <a href={item.to} className={cx(styles.link, styles.nested)} target="_blank" rel="noreferrer">
                <Icon name={item.icon} size={18} />
                <span className={cx(styles.label, isCollapsed && 'visually-hidden')}>
                  {item.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </span>
              </a>
            ) : (
              <MenuAnchor to={item.to} pathname={pathname} className={cx(styles.link, styles.nested)}>
                <Icon name={item.icon} size={18} />
                <span className={cx(styles.label, isCollapsed && 'visually-hidden')}>{item.label}</span>
              </MenuAnchor>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
