import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/ui/alert.module.css';
import { cx } from '#app/utils/cx.ts';

/** A link shown beside a message: where the person can act on it. */
export type MessageLink = { href: string; label: string };

/**
 * Where a form's error can be acted on, if anywhere: the team's shell provides the reading of the practice's plan
 * refusals (utils/plan-refusal.ts, a link to the Subscription page); pages outside it (a client's, the sign-in
 * pages) have none to offer and do not ship the list of refusals.
 */
export const MessageLinkContext = createContext<(message: string) => MessageLink | null>(() => null);

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
 * A message the surrounding `MessageLinkContext` knows (in the team's shell, a refusal by the practice's plan) links
 * to where it can be acted on.
 */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  const linkFor = useContext(MessageLinkContext);
  if (!errors?.length) return null;
  const link = errors.map(linkFor).find(Boolean);
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
