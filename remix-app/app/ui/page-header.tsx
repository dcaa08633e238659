import type { ReactNode } from 'react';
import styles from '#app/ui/page-header.module.css';

/** The class of a screen's outer column (the page header, then its sections, evenly spaced). */
export const pageClass = styles.page;

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/** The heading row of a screen inside the shell. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </div>
  );
}
