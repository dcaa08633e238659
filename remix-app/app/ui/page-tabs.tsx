import { Link } from '@remix-run/react';
import { Icon, type IconName } from '#app/ui/icon.tsx';
import styles from '#app/ui/page-tabs.module.css';
import { cx } from '#app/utils/cx.ts';

export type PageTab = { to: string; label: string; isCurrent: boolean; icon?: IconName };

/**
 * Tabs that are pages: each tab is a link to its own URL (rendered on the server, linkable, no JavaScript), the
 * current one marked with aria-current. A row that scrolls sideways on phones.
 */
export function PageTabs({ label, tabs }: { label: string; tabs: PageTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={cx(styles.tab, tab.isCurrent && styles.current)}
          aria-current={tab.isCurrent ? 'page' : undefined}
          preventScrollReset
        >
          {tab.icon ? <Icon name={tab.icon} size={18} /> : null}
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
