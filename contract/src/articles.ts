import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
import { Id, Optional, Text } from './fields.js';
import { routeGroup } from './route.js';

/*
 * The articles group (legacy-contract section 6.6). Issue 24 brings the private notes a provider keeps about a
 * client; the blog articles, comments, categories and likes arrive with their issue.
 */

const Flexible = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const S = () => Type.String();

/** Rich text as the editor sends it: sanitised with an allowlist on the server before it is stored. */
const RichText = () => Text(200_000);

export const PostNotesBody = {
  provider_id: Optional(Id()),
  client_id: Optional(Id()),
  content: Optional(RichText()),
};

export const NotesListBody = {
  provider_id: Optional(Id()),
  client_id: Optional(Id()),
  appointment_pagination: Optional(Flexible()),
  appointment_current_page: Optional(Flexible()),
  appointment_page_neighbours: Optional(Flexible()),
};

export const NoteIdBody = { _id: Optional(Id()) };
export const UpdateNotesBody = { _id: Optional(Id()), content: Optional(RichText()) };

/** A private note: `notes` is the sanitised HTML (in lists, the text without markup). */
export const NoteAnswer = Type.Object({
  _id: S(),
  provider_id: S(),
  client_id: S(),
  notes: S(),
  updated_date: S(),
});

export const ArticlesRoutes = routeGroup('articles', {
  'post-notes': { body: PostNotesBody, answer: MessageAnswer },
  'get-notes': {
    body: NotesListBody,
    answer: Envelope(Type.Object({ list: Type.Array(NoteAnswer), page_num: PageNum })),
  },
  'get-one-note': { body: NoteIdBody, answer: Envelope(Nullable(NoteAnswer)) },
  'update-notes': { body: UpdateNotesBody, answer: MessageAnswer },
  'delete-notes': { body: NoteIdBody, answer: MessageAnswer },
});
