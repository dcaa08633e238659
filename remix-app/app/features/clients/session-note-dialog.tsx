import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigate } from '@remix-run/react';
import { SessionNoteSchema } from '#app/features/session-day/index.ts';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { CLIENT_INTENTS, type SessionNoteView } from '#app/features/clients/client-record.ts';
import styles from '#app/features/clients/client-record.module.css';

export const SESSION_NOTE_DIALOG_TITLE = 'View the session note';

type SessionNoteDialogProps = {
  session: SessionNoteView;
  /** The tab it was opened from, where the person returns. */
  tab: 'sessions' | 'clinical';
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * 'View the session note': who wrote it, the client (or 'Invited Session'), when the session started and ended
 * and when the note was written, and the note itself, required, with Cancel and Update. Only the session's own
 * provider may change it: anyone else gets the API's message here.
 */
export function SessionNoteDialog({
  session,
  tab,
  lastResult,
  isSubmitting = false,
}: SessionNoteDialogProps) {
  const navigate = useNavigate();
  const [form, fields] = useForm({
    id: `session-note-${session.id}`,
    lastResult,
    constraint: getZodConstraint(SessionNoteSchema),
    defaultValue: { note: session.note },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionNoteSchema }),
  });
  return (
    <Modal
      isOpen
      title={SESSION_NOTE_DIALOG_TITLE}
      onClose={() => navigate(session.closeHref, { preventScrollReset: true })}
      hasDescription={false}
    >
      <dl className={styles.facts}>
        <div>
          <dt>Author</dt>
          <dd>{session.author}</dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{session.client}</dd>
        </div>
        <div>
          <dt>Session start</dt>
          <dd>{session.start}</dd>
        </div>
        <div>
          <dt>Session end</dt>
          <dd>{session.end}</dd>
        </div>
        <div>
          <dt>Created date</dt>
          <dd>{session.createdDate}</dd>
        </div>
      </dl>
      <Form method="post" className={formClasses.stack} preventScrollReset {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value={CLIENT_INTENTS.saveSessionNote} />
        <input type="hidden" name="sessionId" value={session.id} />
        <input type="hidden" name="tab" value={tab} />
        <TextAreaField
          label="Note"
          errors={fields.note.errors}
          errorId={fields.note.errorId}
          textareaProps={{ ...getTextareaProps(fields.note), rows: 8 }}
        />
        <div className={formClasses.actions}>
          <ButtonLink to={session.closeHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            Update
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** The session could not be opened (gone, or not the viewer's to see): the API's message and Close. */
export function SessionNoteRefused({ msg, closeHref }: { msg: string; closeHref: string }) {
  const navigate = useNavigate();
  return (
    <Modal
      isOpen
      title={SESSION_NOTE_DIALOG_TITLE}
      size="sm"
      onClose={() => navigate(closeHref, { preventScrollReset: true })}
      footer={
        <div className={modalClasses.actions}>
          <ButtonLink to={closeHref} variant="secondary" preventScrollReset>
            Close
          </ButtonLink>
        </div>
      }
    >
      <Alert tone="error">{msg}</Alert>
    </Modal>
  );
}
