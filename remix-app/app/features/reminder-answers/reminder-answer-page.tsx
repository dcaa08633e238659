import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthCard, authCardClasses } from '#app/features/identity/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { LocalTime } from '#app/ui/local-time.tsx';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import type {
  ReminderAnswerActionAnswer,
  ReminderAnswerLoaded,
} from '#app/features/reminder-answers/reminder-answer.server.ts';
import styles from '#app/features/reminder-answers/reminder-answer-page.module.css';

/**
 * The page a reminder e-mail's link opens (/reminder-answer/{token}, ADR 0052): the session, and Confirm and
 * Cancel buttons (the one the link named first). Nothing changes until a button is pressed; then the answer
 * is shown and the link no longer answers.
 */
export function ReminderAnswerPage() {
  const loaded = useLoaderData<ReminderAnswerLoaded>();
  const answer = useActionData<ReminderAnswerActionAnswer>();
  const isSubmitting = useIsSubmitting();
  return <ReminderAnswerView loaded={loaded} answer={answer ?? null} isSubmitting={isSubmitting} />;
}

type ReminderAnswerViewProps = {
  loaded: ReminderAnswerLoaded;
  /** The POST's answer, once a button was pressed. */
  answer: ReminderAnswerActionAnswer | null;
  isSubmitting: boolean;
};

/** The page's content, from what was loaded and answered (the stories render it without a server). */
export function ReminderAnswerView({ loaded, answer, isSubmitting }: ReminderAnswerViewProps) {
  if (loaded.kind === 'invalid') {
    return (
      <AuthCard title="Your session">
        <Alert tone="error">{loaded.msg}</Alert>
        <p className={authCardClasses.help}>
          <Link to="/login">Sign in</Link> to see your sessions.
        </p>
      </AuthCard>
    );
  }
  const { session, suggested } = loaded;
  const isOpen = session.status === 'open' && !answer?.ok;
  const confirm = (
    <Button
      key="confirm"
      type="submit"
      name="answer"
      value="confirm"
      variant={suggested === 'cancel' ? 'secondary' : 'primary'}
      disabled={isSubmitting}
    >
      Confirm the session
    </Button>
  );
  const cancel = (
    <Button
      key="cancel"
      type="submit"
      name="answer"
      value="cancel"
      variant={suggested === 'cancel' ? 'danger' : 'secondary'}
      disabled={isSubmitting}
    >
      Cancel the session
    </Button>
  );
  return (
    <AuthCard title="Your session" description={`With ${session.providerName}`}>
      <dl className={styles.facts}>
        <div>
          <dt>Session</dt>
          <dd>{session.title}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <LocalTime instant={session.startsAt} />
          </dd>
        </div>
      </dl>
      {answer ? (
        <Alert tone={answer.ok ? 'success' : 'error'}>{answer.msg}</Alert>
      ) : session.status !== 'open' ? (
        <Alert tone="success">
          {session.status === 'confirmed'
            ? 'You confirmed this session. Thank you.'
            : 'Your answer to this reminder was already recorded.'}
        </Alert>
      ) : null}
      {isOpen ? (
        <Form method="post" className={styles.actions} aria-label="Answer the reminder">
          <p className={authCardClasses.help}>
            Will you attend? Cancelling removes the session and tells your provider.
          </p>
          <div className={styles.buttons}>
            {suggested === 'cancel' ? [cancel, confirm] : [confirm, cancel]}
          </div>
        </Form>
      ) : null}
    </AuthCard>
  );
}
