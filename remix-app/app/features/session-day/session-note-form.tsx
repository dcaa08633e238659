import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SessionNoteSchema } from '#app/features/session-day/form-schemas.ts';
import styles from '#app/features/session-day/session-note-form.module.css';

export const SESSION_NOTE_TITLE = 'Note for Session';

type SessionNoteFormProps = {
  /** The session's title, for context. */
  sessionTitle: string;
  /** When the session actually started and ended, already written in the viewer's zone. */
  actualStart: string;
  actualEnd: string;
  defaultNote?: string;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
  /** The API's confirmation once the note is saved. */
  savedMessage?: string | null;
  cancelHref: string;
};

/** Note for Session: the actual start and end, the note (required), Cancel and Save. */
export function SessionNoteForm({
  sessionTitle,
  actualStart,
  actualEnd,
  defaultNote = '',
  lastResult,
  isSubmitting = false,
  savedMessage,
  cancelHref,
}: SessionNoteFormProps) {
  const [form, fields] = useForm({
    id: 'session-note-form',
    lastResult,
    constraint: getZodConstraint(SessionNoteSchema),
    defaultValue: { note: defaultNote },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionNoteSchema }),
  });

  return (
    <Card as="section" className={styles.note} aria-labelledby="session-note-title">
      <h1 className={styles.title} id="session-note-title">
        {SESSION_NOTE_TITLE}
      </h1>
      {sessionTitle ? <p className={styles.session}>{sessionTitle}</p> : null}
      <dl className={styles.times}>
        <div>
          <dt>Actual start</dt>
          <dd>{actualStart}</dd>
        </div>
        <div>
          <dt>Actual end</dt>
          <dd>{actualEnd}</dd>
        </div>
      </dl>
      {savedMessage ? <Alert tone="success">{savedMessage}</Alert> : null}
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextAreaField
          label="Note"
          errors={fields.note.errors}
          errorId={fields.note.errorId}
          hint="What happened in the session, for your records. Only you can read it."
          textareaProps={{ ...getTextareaProps(fields.note), rows: 8, readOnly: Boolean(savedMessage) }}
        />
        <div className={formClasses.actions}>
          <ButtonLink to={cancelHref} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting} disabled={Boolean(savedMessage)}>
            Save
          </Button>
        </div>
      </Form>
    </Card>
  );
}
