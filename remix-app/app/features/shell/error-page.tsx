import { ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';

type ErrorPageProps = { title: string; message: string; status?: number };

/** What an ErrorBoundary shows: plain words, a way back, no internals. */
export function ErrorPage({ title, message, status }: ErrorPageProps) {
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <span className="error-page__icon" aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      {status ? <p className="error-page__status">Error {status}</p> : null}
      <h1 className="error-page__title" id="error-page-title">
        {title}
      </h1>
      <p className="error-page__message">{message}</p>
      <ButtonLink to="/dashboard" reloadDocument>
        Back to the dashboard
      </ButtonLink>
    </section>
  );
}
