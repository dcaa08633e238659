import type { CSSProperties, ReactNode } from 'react';
import styles from '#app/ui/card.module.css';
import panelStyles from '#app/ui/panel.module.css';
import { cx } from '#app/utils/cx.ts';

/**
 * The one card style. `variant` picks the inner layout of the repeated card blocks: `auth` (public pages),
 * `settings` (settings and single forms), `calendar` (calendar, lists and tables); `plain` is the bare surface.
 */
export type CardVariant = 'plain' | 'auth' | 'settings' | 'calendar';

type CardProps = {
  children: ReactNode;
  className?: string;
  variant?: CardVariant;
  as?: 'div' | 'section' | 'article';
  'aria-labelledby'?: string;
  'aria-label'?: string;
};

export function Card({ children, className, variant = 'plain', as: Element = 'div', ...aria }: CardProps) {
  return (
    <Element className={cx(styles.card, variant !== 'plain' && styles[variant], className)} {...aria}>
      {children}
    </Element>
  );
}

/** The card's heading, description and footer classes (the heading's level is the caller's). */
export const cardClasses = {
  title: styles.title,
  description: styles.description,
  footer: styles.footer,
};

type PanelProps = {
  /** Used for the heading id, so the region is named by its title. */
  id: string;
  title: ReactNode;
  /** Accent colour of the panel (the dashboard tile colour). */
  accentColor?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled region with an accent bar: the building block of the dashboard. */
export function Panel({ id, title, accentColor, actions, children, className }: PanelProps) {
  const headingId = `${id}-title`;
  const style = accentColor ? ({ '--panel-accent': accentColor } as CSSProperties) : undefined;
  return (
    <section className={cx(styles.card, styles.panel, className)} aria-labelledby={headingId} style={style}>
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle} id={headingId}>
          <span className={styles.panelSwatch} aria-hidden="true" />
          {title}
        </h2>
        {actions ? <div>{actions}</div> : null}
      </header>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

/**
 * The contents of a Panel: the empty state (`empty`, with its round `emptyIcon`) and the list of rows (`list`,
 * `item`; in a row, `text` holds the `primary` and `secondary` lines, `meta` a quiet figure at the end).
 */
export const panelClasses = {
  empty: panelStyles.empty,
  emptyIcon: panelStyles.emptyIcon,
  list: panelStyles.list,
  item: panelStyles.item,
  text: panelStyles.text,
  primary: panelStyles.primary,
  secondary: panelStyles.secondary,
  meta: panelStyles.meta,
};
