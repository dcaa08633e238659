import { ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/features/shell/error-page.module.css';

/** Centres an ErrorPage on a page of its own (outside the shell). */
export const errorLayoutClass = styles.layout;

type ErrorPageProps = { title: string; message: string; status?: number };

/** What an ErrorBoundary shows: plain words, a way back, no internals. */
export function ErrorPage({ title, message, status }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-page-title">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      {status ? <p className={styles.status}>Error {status}</p> : null}
      <h1 className={styles.title} id="error-page-title">
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <ButtonLink to="/dashboard" reloadDocument>
        Back to the dashboard
      </ButtonLink>
    </section>
  );
}
