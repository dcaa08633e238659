import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/ui/alert.module.css';
import { cx } from '#app/utils/cx.ts';
import { planLinkFor } from '#app/utils/plan-refusal.ts';

type AlertProps = {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
  className?: string;
};

/** An inline message, e.g. the API's msg on a form. Errors are announced assertively, the rest politely. */
export function Alert({ tone, children, id, className }: AlertProps) {
  return (
    <div
      id={id}
      className={cx(styles.alert, styles[tone], className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon
        name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info'}
        className={styles.icon}
      />
      <div>{children}</div>
    </div>
  );
}

/**
 * A form's own errors (the API's msg after a submission), when it has any; `id` is conform's `form.errorId`.
 * A refusal by the practice's plan links to the Subscription page.
 */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors?.length) return null;
  const link = errors.map(planLinkFor).find(Boolean);
  return (
    <Alert tone="error" id={id}>
      {errors.join(' ')}
      {link ? (
        <>
          {' '}
          <Link to={link.href} className={styles.link}>
            {link.label}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
