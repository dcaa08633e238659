import { Link } from '@remix-run/react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from '#app/ui/tab-links.module.css';
import { cx } from '#app/utils/cx.ts';

export type TabLink = { key: string; label: string; href: string };

type TabLinksProps = {
  /** Names the tab list, e.g. "Client record". */
  label: string;
  tabs: readonly TabLink[];
  current: string;
  /** Prefix of the tabs' and panel's ids (unique on the page). */
  idPrefix: string;
  variant?: 'tabs' | 'segmented';
};

/** The id of a tab of a TabLinks, and of the panel they control. */
export const tabIdOf = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
export const tabPanelIdOf = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * Tabs whose panels come from the server: each tab is a link to its panel's URL (so every tab can be bookmarked,
 * and works without JavaScript), marked up as the ARIA tab pattern. Only the current tab is in the Tab order;
 * Left / Right (and Home / End) move between tabs, Enter or Space opens the focused one (manual activation: a
 * panel loads from the server, so arrowing through the tabs does not load each one).
 */
export function TabLinks({ label, tabs, current, idPrefix, variant = 'tabs' }: TabLinksProps) {
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const list = event.currentTarget.parentElement;
    const links = list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')) : [];
    const index = links.indexOf(event.currentTarget);
    if (index === -1) return;
    const target =
      event.key === 'ArrowRight'
        ? links[(index + 1) % links.length]
        : event.key === 'ArrowLeft'
          ? links[(index - 1 + links.length) % links.length]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links[links.length - 1]
              : null;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === ' ') {
      // Space activates a tab as it does a button; on a link it would scroll the page.
      event.preventDefault();
      links[index]?.click();
    }
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cx(styles.list, variant === 'segmented' && styles.segmented)}
    >
      {tabs.map((tab) => {
        const isCurrent = tab.key === current;
        return (
          <Link
            key={tab.key}
            id={tabIdOf(idPrefix, tab.key)}
            to={tab.href}
            role="tab"
            aria-selected={isCurrent}
            aria-controls={isCurrent ? tabPanelIdOf(idPrefix) : undefined}
            tabIndex={isCurrent ? 0 : -1}
            className={cx(styles.tab, isCurrent && styles.current)}
            onKeyDown={onKeyDown}
            preventScrollReset
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; current: string; children: ReactNode; className?: string };

/** The panel of the current tab of a TabLinks. */
export function TabPanel({ idPrefix, current, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelIdOf(idPrefix)}
      aria-labelledby={tabIdOf(idPrefix, current)}
      // The panel is focusable so that Tab from the tabs reaches its content even when it starts with text.
      tabIndex={0}
      className={cx(styles.panel, className)}
    >
      {children}
    </div>
  );
}
