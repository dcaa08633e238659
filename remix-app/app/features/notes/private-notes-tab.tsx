import { Link } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { Alert } from '#app/ui/alert.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { TabLinks, TabPanel } from '#app/ui/tab-links.tsx';
import { NoteForm } from '#app/features/notes/note-form.tsx';
import type { NotesTabData } from '#app/features/notes/notes-view.ts';
import styles from '#app/features/notes/private-notes.module.css';

export const NO_NOTES_MESSAGE = 'There is no notes made with this client, yet.';
export const DELETE_NOTE_QUESTION = 'Do you want to delete this note really?';
const NOTES_UNAVAILABLE = 'The notes could not be loaded right now. Please reload the page in a moment.';

type PrivateNotesTabProps = {
  data: NotesTabData;
  /** The intents the page's action knows for saving and deleting a note. */
  intents: { save: string; delete: string };
  saveResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * Tab 6 of a client's record, the provider's private notes about the client: New Note (the editor; a note
 * opened from Previous Notes is edited here) and Previous Notes (6 a page, the text and when it last changed).
 * Writing needs an ultimate plan: Publish and Update show the API's message otherwise. When the API refuses
 * the notes themselves (office staff), its message is all the tab shows.
 */
export function PrivateNotesTab({ data, intents, saveResult, isSubmitting = false }: PrivateNotesTabProps) {
  if (data.refusal) return <Alert tone="error">{data.refusal}</Alert>;
  return (
    <div className={styles.notes}>
      <TabLinks
        label="Private notes"
        idPrefix="notes"
        variant="segmented"
        current={data.view}
        tabs={[
          { key: 'new', label: 'New Note', href: data.newHref },
          { key: 'previous', label: 'Previous Notes', href: data.previousHref },
        ]}
      />
      <TabPanel idPrefix="notes" current={data.view}>
        {data.view === 'new' ? (
          <>
            {data.editingError ? <Alert tone="error">{data.editingError}</Alert> : null}
            <NoteForm
              // A new key per note, so the editor starts again from the note opened.
              key={data.editing?.id ?? 'new'}
              intent={intents.save}
              editing={data.editing}
              deleteHref={data.deleteHref}
              lastResult={saveResult}
              isSubmitting={isSubmitting}
            />
          </>
        ) : (
          <PreviousNotes data={data} />
        )}
      </TabPanel>
      {data.isDeleteConfirmOpen && data.editing ? (
        <ConfirmDialog
          title="Delete Note"
          question={DELETE_NOTE_QUESTION}
          detail={`The note of ${data.editing.updatedDate}.`}
          fields={{ noteId: data.editing.id }}
          intent={intents.delete}
          confirmLabel="Delete"
          cancelHref={data.editHref ?? data.newHref}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}

function PreviousNotes({ data }: { data: NotesTabData }) {
  if (!data.isAvailable) return <Alert tone="info">{NOTES_UNAVAILABLE}</Alert>;
  if (data.notes.length === 0) return <EmptyState icon="file">{NO_NOTES_MESSAGE}</EmptyState>;
  return (
    <div className={styles.previous}>
      <ul className={styles.list}>
        {data.notes.map((note) => (
          <li key={note.id} className={styles.item}>
            <p className={styles.text}>{note.text}</p>
            <div className={styles.meta}>
              <span>{note.updatedDate}</span>
              <Link to={note.editHref} preventScrollReset aria-label={`Edit the note of ${note.updatedDate}`}>
                Edit
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {data.page ? <Pager page={data.page} param="tabPage" label="Previous notes pages" /> : null}
    </div>
  );
}
