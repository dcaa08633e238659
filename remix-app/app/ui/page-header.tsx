import type { ReactNode } from 'react';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/** The heading row of a screen inside the shell. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
