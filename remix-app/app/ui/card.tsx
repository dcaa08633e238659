import type { CSSProperties, ReactNode } from 'react';
import { cx } from '#app/utils/cx.ts';

type CardProps = {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section' | 'article';
  'aria-labelledby'?: string;
};

export function Card({ children, className, as: Element = 'div', ...aria }: CardProps) {
  return (
    <Element className={cx('card', className)} {...aria}>
      {children}
    </Element>
  );
}

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
    <section className={cx('card', 'panel', className)} aria-labelledby={headingId} style={style}>
      <header className="panel__header">
        <h2 className="panel__title" id={headingId}>
          <span className="panel__swatch" aria-hidden="true" />
          {title}
        </h2>
        {actions ? <div className="panel__actions">{actions}</div> : null}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}
