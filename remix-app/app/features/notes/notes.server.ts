import { Type } from '@sinclair/typebox';
import { NoteAnswer } from '@tele/contract/articles';
import {
  callApi,
  compileReader,
  nullableTextOf,
  readerOf,
  shapeOf,
  textOf,
} from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { sanitizeRichTextHtml } from '#app/utils/rich-text-html.server.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';

/**
 * A provider's private notes about a client against legacy-api (articles/get-notes, get-one-note, post-notes,
 * update-notes, delete-notes). Writing a note needs an ultimate plan: the API refuses the others with the
 * spec's messages ('Firstly, please upgrade your account.' ...), which the editor shows; reading never does.
 * Office staff read no notes: the API's refusal of the list is what the tab shows.
 */

/** Previous Notes: 6 a page, one neighbour each side (spec part 2, section 9). */
export const NOTES_PAGING = { pageSize: 6, neighbours: 1 } as const;

/** A note in Previous Notes: its text without markup (as the API lists it) and when it last changed. */
export type NoteSummary = { id: string; text: string; updatedDate: string | null };

/** One note as the editor opens it: its HTML, checked against the editor's allow-list; whom it is about. */
export type Note = { id: string; clientId: string; html: string; updatedDate: string | null };

const readNote = compileReader(NoteAnswer);
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));
const readOne = readerOf('articles/get-one-note');

export type NotesPage =
  | { kind: 'notes'; list: NoteSummary[]; page: PageInfo }
  /** The API said no (e.g. to office staff): its msg is what the tab shows. */
  | { kind: 'refused'; msg: string }
  | { kind: 'unavailable' };

export async function listNotes(
  request: Request,
  { providerId, clientId, page }: { providerId: string; clientId: string; page: number },
): Promise<NotesPage> {
  const result = await callApi(request, 'articles/get-notes', {
    provider_id: providerId,
    client_id: clientId,
    appointment_pagination: NOTES_PAGING.pageSize,
    appointment_current_page: page,
    appointment_page_neighbours: NOTES_PAGING.neighbours,
  });
  if (!result.ok) {
    if (result.status === 400) return { kind: 'refused', msg: result.msg };
    console.warn(`[notes] get-notes answered ${result.status}: ${result.msg}`);
    return { kind: 'unavailable' };
  }
  const parsed = readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[notes] get-notes answered an unexpected shape: ${shapeOf(result.results)}`);
    return { kind: 'unavailable' };
  }
  const list: NoteSummary[] = [];
  for (const note of parsed.list) {
    if (!readNote(note) || typeof note._id !== 'string' || !note._id) continue;
    list.push({ id: note._id, text: textOf(note.notes), updatedDate: nullableTextOf(note.updated_date) });
  }
  return { kind: 'notes', list, page: toPageInfo(parsed.page_num, page) };
}

export type NoteRead = { ok: true; note: Note } | { ok: false; msg: string };

const MISSING_NOTE = 'This note could not be found. It may have been deleted.';

export async function getNote(request: Request, id: string): Promise<NoteRead> {
  const result = await callApi(request, 'articles/get-one-note', { _id: id });
  if (!result.ok) return { ok: false, msg: result.msg };
  const note = readOne(result.results) ? result.results : null;
  if (!note || typeof note._id !== 'string' || !note._id) return { ok: false, msg: MISSING_NOTE };
  return {
    ok: true,
    note: {
      id: note._id,
      clientId: textOf(note.client_id),
      html: sanitizeRichTextHtml(textOf(note.notes)),
      updatedDate: nullableTextOf(note.updated_date),
    },
  };
}

/** Publish: a new note about the client. */
export async function postNote(
  request: Request,
  { providerId, clientId, content }: { providerId: string; clientId: string; content: string },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'articles/post-notes', {
      provider_id: providerId,
      client_id: clientId,
      content,
    }),
  );
}

export async function updateNote(
  request: Request,
  { id, content }: { id: string; content: string },
): Promise<Outcome> {
  return toOutcome(await callApi(request, 'articles/update-notes', { _id: id, content }));
}

export async function deleteNote(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'articles/delete-notes', { _id: id }));
}
