import { lazy, Suspense, useState } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink, buttonClasses } from '#app/ui/button.tsx';
import { ClientOnly } from '#app/ui/client-only.tsx';
import { FieldMessages, describeField, fieldClasses } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Spinner } from '#app/ui/spinner.tsx';
import { cx } from '#app/utils/cx.ts';
import { NoteSchema } from '#app/features/notes/form-schemas.ts';
import styles from '#app/features/notes/note-editor.module.css';
import { useKeptDraft } from '#app/features/idle-signout/index.ts';

const RichTextEditor = lazy(() => import('#app/ui/rich-text-editor.client.tsx'));

/** Where the editor sends an image before it goes in the note (routes/note-images.ts). */
export const NOTE_IMAGE_UPLOAD_URL = '/note-images';

export const EDITOR_NEEDS_JAVASCRIPT =
  'The note editor needs JavaScript. Turn JavaScript on in your browser to write or change notes.';

/** The field's ids: the editor is named by its label and described by its errors. */
const FIELD_ID = 'note-content';

type NoteFormProps = {
  /** The `intent` the form posts (the page's action decides what it does). */
  intent: string;
  /** Edit mode: the note open in the editor (its sanitised HTML); none to write a new one. */
  editing: { id: string; html: string; updatedDate: string } | null;
  /** Edit mode: where Delete's confirmation opens. */
  deleteHref?: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * A private note in the rich-text editor: Publish in create mode, Update and Delete in edit mode. The editor
 * is Quill, which runs in the browser only (ADR 0004, ADR 0028): the server's page shows the note as HTML
 * (sanitised) and says the editor needs JavaScript, so the note can be read without it; Delete still works.
 */
export function NoteForm({ intent, editing, deleteHref, lastResult, isSubmitting = false }: NoteFormProps) {
  const [content, setContent] = useState(editing?.html ?? '');
  // A draft kept at an idle sign-out goes back into a fresh editor (Quill takes its text when it starts).
  const [restored, setRestored] = useState<string | null>(null);
  const kept = useKeptDraft({
    name: 'note',
    initial: { content: editing?.html ?? '' },
    onRestore: (fields) => {
      setRestored(fields.content ?? '');
      setContent(fields.content ?? '');
    },
  });
  const [imageError, setImageError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: editing ? `note-${editing.id}` : 'note-new',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NoteSchema }),
  });
  const errors = [...(fields.content.errors ?? []), ...(imageError ? [imageError] : [])];
  const { errorElementId, ariaDescribedBy } = describeField({
    id: FIELD_ID,
    errors,
    errorId: fields.content.errorId,
  });
  const labelId = `${FIELD_ID}-label`;

  const readOnly = (
    <div className={styles.fallback}>
      {editing ? (
        // The sanitised note, as the server rendered it.
        <div className={styles.noteHtml} dangerouslySetInnerHTML={{ __html: editing.html }} />
      ) : null}
      <Alert tone="info">{EDITOR_NEEDS_JAVASCRIPT}</Alert>
    </div>
  );

  return (
    <Form
      method="post"
      className={formClasses.stack}
      preventScrollReset
      {...getFormProps(form)}
      {...kept.formProps}
    >
      {kept.offer}
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={intent} />
      {editing ? <input type="hidden" name="noteId" value={editing.id} /> : null}
      <div className={cx(fieldClasses.field, errors.length > 0 && fieldClasses.invalid)}>
        <span className={fieldClasses.label} id={labelId}>
          {editing ? `Note of ${editing.updatedDate}` : 'New note'}
        </span>
        <ClientOnly fallback={readOnly}>
          {() => (
            <Suspense fallback={<Spinner label="Opening the editor" />}>
              <input type="hidden" name={fields.content.name} value={content} />
              <RichTextEditor
                key={restored === null ? 'loaded' : 'restored'}
                tools="note"
                toolbarLabel="Note formatting"
                labelId={labelId}
                defaultValue={restored ?? editing?.html ?? ''}
                onChange={setContent}
                describedBy={ariaDescribedBy}
                isInvalid={errors.length > 0}
                imageUploadUrl={NOTE_IMAGE_UPLOAD_URL}
                onImageError={setImageError}
              />
            </Suspense>
          )}
        </ClientOnly>
        <FieldMessages errors={errors} errorElementId={errorElementId} />
      </div>
      <div className={editing ? formClasses.actionsSplit : formClasses.actions}>
        {editing && deleteHref ? (
          <ButtonLink to={deleteHref} variant="ghost" className={buttonClasses.dangerText} preventScrollReset>
            Delete
          </ButtonLink>
        ) : null}
        <ClientOnly>
          {() => (
            <Button type="submit" isLoading={isSubmitting}>
              {editing ? 'Update' : 'Publish'}
            </Button>
          )}
        </ClientOnly>
      </div>
    </Form>
  );
}
