import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
import { Id, Optional, Text } from './fields.js';
import { routeGroup } from './route.js';
import { ARTICLE_TITLE_MAX_LENGTH, CATEGORY_MAX_LENGTH, COMMENT_MAX_LENGTH } from './constants.js';
import { ARTICLE_MESSAGES, CATEGORY_MESSAGES } from './library-messages.js';

/*
 * The articles group (legacy-contract section 6.6): the private notes a provider keeps about a client (issue
 * 24) and the practice's blog: articles, comments, categories and likes (issue 28, ADR 0043). The help centre
 * (help.ts) answers with the same article shapes.
 *
 * Text fields are bounded generously here and checked for length by the services, so a long title or comment
 * gets its own message rather than the generic one. Times are ISO-8601 UTC strings.
 */

const Flexible = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const S = () => Type.String();

/** Rich text as the editor sends it: sanitised with an allowlist on the server before it is stored. */
const RichText = () => Text(200_000);

/** The legacy paging fields of the article lists (9 a page, 4 neighbours by default). */
export const ArticlePagingBody = {
  current_page: Optional(Flexible()),
  page_neighbours: Optional(Flexible()),
  pagination: Optional(Flexible()),
};

/** A category key ('1', '2', ...; '0' in a list's filter means all), as the legacy sends it. */
export const CategoryKey = () => Type.Union([Type.String({ maxLength: 8 }), Type.Number()]);

export const PostArticleBody = {
  category_id: Optional(CategoryKey()),
  /** The author: the session decides; when sent it must be the caller. */
  user_id: Optional(Id()),
  title: Optional(Text(ARTICLE_TITLE_MAX_LENGTH * 4)),
  content: Optional(RichText()),
};

export const UpdateArticleBody = { _id: Optional(Id()), ...PostArticleBody };

export const ArticleListBody = {
  /** Legacy: the caller's id (ignored; the session decides). */
  id: Optional(Id()),
  category_id: Optional(CategoryKey()),
  /** The title cut-off (default 70). */
  sLen: Optional(Flexible()),
  ...ArticlePagingBody,
};

export const PublishedListBody = {
  user_id: Optional(Id()),
  category_id: Optional(CategoryKey()),
  ...ArticlePagingBody,
};

/** An article by id, with the reader's browser fingerprint (kept for the wire; readers are counted per person). */
export const ArticleReadBody = { _id: Optional(Id()), uid: Optional(Text(512)) };
export const ArticleIdBody = { _id: Optional(Id()) };

export const CommentBody = { article_id: Optional(Id()), content: Optional(Text(COMMENT_MAX_LENGTH * 4)) };
export const LikeBody = { article_id: Optional(Id()), status: Optional(Text(16)), uid: Optional(Text(512)) };
export const CategoryBody = { category: Optional(Text(CATEGORY_MAX_LENGTH * 4)) };

/** An author as the lists and the detail show them. */
export const ArticleAuthor = Type.Object({ _id: S(), name: S(), photo: Nullable(S()) });

/** An article in a list: its words without markup, cut (legacy-contract 6.6), and its first picture. */
export const ArticleSummary = Type.Object({
  _id: S(),
  category_id: S(),
  /** New: the category's name ('' when the category is gone). */
  category_name: S(),
  user_id: S(),
  title: S(),
  content: S(),
  writtenDate: S(),
  likes: Type.Number(),
  dislikes: Type.Number(),
  readers: Type.Number(),
  nComment: Type.Number(),
  /** The first picture of the article (`/api/files/{id}`), or null. */
  src: Nullable(S()),
  users: Type.Array(ArticleAuthor),
  /** New: whether the caller may edit and delete it (its author, or an owner or administrator). */
  can_manage: Type.Boolean(),
});

/** An article opened to read: all its words (`content`, no markup) and its sanitised HTML (`html`, new). */
export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  /** New: the article as rich text, sanitised again as it leaves. */
  html: S(),
  /** The neighbours in the list, wrapping around; null when the article is the only one. */
  prev_id: Nullable(S()),
  next_id: Nullable(S()),
  /** New: the caller's own vote. */
  my_vote: Nullable(Type.Union([Type.Literal('like'), Type.Literal('disLike')])),
});

/** An article opened to edit: its rich text as stored. */
export const ArticleEditable = Type.Object({
  _id: S(),
  category_id: S(),
  user_id: S(),
  title: S(),
  content: S(),
  writtenDate: S(),
  users: Type.Array(ArticleAuthor),
  can_manage: Type.Boolean(),
});

export const CommentAnswer = Type.Object({
  _id: S(),
  article_id: S(),
  content: S(),
  writtenDate: S(),
  /** New: who wrote it (the legacy never stored it). */
  user_id: S(),
  name: S(),
  photo: Nullable(S()),
});

export const VoteAnswer = Type.Object({
  likes: Type.Number(),
  dislikes: Type.Number(),
  my_vote: Nullable(Type.Union([Type.Literal('like'), Type.Literal('disLike')])),
});

/** The legacy's single category document: `{cate: {"1": "Anxiety", ...}}`. */
export const CategoryDocument = Type.Object({ cate: Type.Record(Type.String(), Type.String()) });

export const ArticleList = Type.Object({ list: Type.Array(ArticleSummary), page_num: PageNum });

/** A field past its schema's bound gets the message its length check gives (the services check the length). */
export const ArticleFieldMessages = {
  title: ARTICLE_MESSAGES.titleTooLong,
  content: ARTICLE_MESSAGES.contentTooLong,
} as const;
export const CommentFieldMessages = { content: ARTICLE_MESSAGES.commentTooLong } as const;
export const CategoryFieldMessages = { category: CATEGORY_MESSAGES.tooLong } as const;

/** The routes the blog (articles) and the help centre (help-articles) share, shape for shape. */
export const libraryRoutes = {
  'post-article': {
    body: PostArticleBody,
    answer: Envelope(ArticleEditable),
    fieldMessages: ArticleFieldMessages,
  },
  'update-article': {
    body: UpdateArticleBody,
    answer: Envelope(ArticleEditable),
    fieldMessages: ArticleFieldMessages,
  },
  'get-published': { body: PublishedListBody, answer: Envelope(ArticleList) },
  'get-all-articles': { body: ArticleListBody, answer: Envelope(ArticleList) },
  'get-recent-list': { body: {}, answer: Envelope(Type.Array(ArticleSummary)), isBatchable: true },
  'edit-article': { body: ArticleIdBody, answer: Envelope(ArticleEditable) },
  'get-article': { body: ArticleReadBody, answer: Envelope(Type.Array(ArticleDetail)) },
  'delete-article': { body: ArticleIdBody, answer: MessageAnswer },
  'get-category-list': { body: {}, answer: Envelope(Type.Array(CategoryDocument)) },
  'get-comment': { body: ArticleIdBody, answer: Envelope(Type.Array(CommentAnswer)) },
  'post-comment': { body: CommentBody, answer: Envelope(CommentAnswer), fieldMessages: CommentFieldMessages },
  'post-like': { body: LikeBody, answer: Envelope(VoteAnswer) },
} as const;

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
  ...libraryRoutes,
  'add-category': {
    body: CategoryBody,
    answer: Envelope(CategoryDocument),
    fieldMessages: CategoryFieldMessages,
  },
  'delete-category': {
    body: CategoryBody,
    answer: Envelope(CategoryDocument),
    fieldMessages: CategoryFieldMessages,
  },
});
