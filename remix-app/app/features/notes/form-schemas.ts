import { NOTES_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { IdField } from '#app/utils/form-fields.ts';

/** The largest note the API takes (its rich-text limit). */
export const NOTE_MAX_LENGTH = 200_000;

/**
 * Whether a note's HTML has anything in it: some text, or an image (Quill's empty editor is `<p><br></p>`).
 * Only a blank check: the HTML is sanitised by the API when stored and by the web app when shown.
 */
export function hasNoteContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/** A private note as the editor posts it: its HTML (required: 'Please input the note.'); `noteId` in edit mode. */
export const NoteSchema = z.object({
  noteId: z.optional(IdField),
  content: z
    .string({ error: NOTES_MESSAGES.empty })
    .check(
      z.maxLength(NOTE_MAX_LENGTH, { error: 'This note is too long. Please shorten it.' }),
      z.refine(hasNoteContent, { error: NOTES_MESSAGES.empty }),
    ),
});
export type NoteValues = z.infer<typeof NoteSchema>;

export const DeleteNoteSchema = z.object({ noteId: IdField });
