import { useEffect, useState } from 'react';
import { NavLink, useLocation } from '@remix-run/react';
import { Avatar } from '#app/ui/avatar.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { cx } from '#app/utils/cx.ts';
import type { MenuEntry, MenuGroup } from '#app/features/shell/side-menu-items.ts';

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
    <nav id={id} className={cx('side-menu', isCollapsed && 'side-menu--collapsed')} aria-label="Main">
      <div className="side-menu__profile">
        <Avatar name={account.name} photo={account.photo} size={isCollapsed ? 'sm' : 'lg'} />
        <div className={cx('side-menu__identity', isCollapsed && 'visually-hidden')}>
          <p className="side-menu__name">{account.name}</p>
          <p className="side-menu__role">{account.roleLabel}</p>
          {account.practiceName ? <p className="side-menu__practice">{account.practiceName}</p> : null}
        </div>
      </div>
      <ul className="side-menu__list">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <NavLink to={entry.to} className="side-menu__link">
                <Icon name={entry.icon} />
                <span className={cx('side-menu__label', isCollapsed && 'visually-hidden')}>
                  {entry.label}
                </span>
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
    <li className="side-menu__group">
      <button
        type="button"
        className="side-menu__link side-menu__group-toggle"
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setIsExpanded(!isExpanded)}
      >
        <Icon name={group.icon} />
        <span className={cx('side-menu__label', isCollapsed && 'visually-hidden')}>{title}</span>
        <Icon
          name="chevronDown"
          size={16}
          className={cx(
            'side-menu__chevron',
            isExpanded && 'side-menu__chevron--open',
            isCollapsed && 'is-hidden',
          )}
        />
      </button>
      <ul id={listId} className="side-menu__sublist" hidden={!isExpanded}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="side-menu__link side-menu__link--nested">
              <Icon name={item.icon} size={18} />
              <span className={cx('side-menu__label', isCollapsed && 'visually-hidden')}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
