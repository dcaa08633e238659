import type { PageInfo } from '#app/utils/paging.ts';

/**
 * What the Private Notes tab shows, as the server builds it (dates written in the viewer's zone, links made).
 */

/** The tab's two sub-tabs; it opens on New Note. */
export type NotesView = 'new' | 'previous';

export type NoteListItem = {
  id: string;
  text: string;
  updatedDate: string;
  editHref: string;
};

export type NotesTabData = {
  kind: 'notes';
  view: NotesView;
  newHref: string;
  previousHref: string;
  /** The API's refusal of the notes (e.g. office staff), shown instead of them. */
  refusal: string | null;
  isAvailable: boolean;
  notes: NoteListItem[];
  page: PageInfo | null;
  /** Edit mode: the note open in the editor, its sanitised HTML. */
  editing: { id: string; html: string; updatedDate: string } | null;
  /** A note that could not be opened. */
  editingError: string | null;
  /** Where the delete confirmation opens, in edit mode, and where its Cancel returns. */
  deleteHref: string | null;
  editHref: string | null;
  isDeleteConfirmOpen: boolean;
};
