import { useEffect, useState } from 'react';
import { NavLink, useLocation } from '@remix-run/react';
import { Avatar } from '#app/ui/avatar.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { cx } from '#app/utils/cx.ts';
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

export function SideMenu({ id, account, entries, isCollapsed = false }: SideMenuProps) {
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
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <NavLink to={entry.to} className={styles.link}>
                <Icon name={entry.icon} />
                <span className={cx(styles.label, isCollapsed && 'visually-hidden')}>{entry.label}</span>
              </NavLink>
            </li>
          ) : (
            <MenuGroupItem
              key={entry.id}
              group={entry}
              title={entry.titleFromPracticeName && account.practiceName ? account.practiceName : entry.label}
              isCollapsed={isCollapsed}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuGroupItem({
  group,
  title,
  isCollapsed,
}: {
  group: MenuGroup;
  title: string;
  isCollapsed: boolean;
}) {
  const { pathname } = useLocation();
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
              <NavLink to={item.to} className={cx(styles.link, styles.nested)}>
                <Icon name={item.icon} size={18} />
                <span className={cx(styles.label, isCollapsed && 'visually-hidden')}>{item.label}</span>
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
