import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { sanitizeRichText, textOfRichText } from '#api/lib/rich-text.js';
import { newId } from '@tele/data/ids';
import type { Db } from '@tele/data/db';
import {
  deleteArticle,
  findArticle,
  findComment,
  findVote,
  insertArticle,
  insertComment,
  lockArticle,
  setVote,
  updateArticle,
  type ArticleScope,
  type Vote,
} from '@tele/data/repositories/articles';
import { hasArticleCategory } from '@tele/data/repositories/article-categories';
import { inTransaction } from '@tele/data/repositories/transaction';
import { ARTICLE_TITLE_MAX_LENGTH, COMMENT_MAX_LENGTH } from '@tele/contract/constants';
import { ARTICLE_MESSAGES } from '@tele/contract/library-messages';
import type { RouteBody } from '@tele/contract/routes';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { toCommentWire, toEditableWire, wireVoteOf } from './article-wire.js';
import { canManage, categoryKeyOf, helpCategoryOf, readScope, writeScope, type Library } from './library.js';

/*
 * Writing articles, comments and votes (ADR 0043). Articles are the team's: any team member writes one, its
 * author or the practice's owners and administrators change or delete it. The rich text is sanitised before it
 * is stored; its words (`content_text`) and its first picture (`cover_src`) are kept beside it for the lists.
 * Comments and votes come from everyone who reads the article, counted once per person.
 */

/** The longest article HTML kept once sanitised (a MEDIUMTEXT holds far more; the editor never gets near). */
const MAX_HTML_LENGTH = 400_000;

interface ArticleContent {
  categoryId: string;
  title: string;
  content: string;
  contentText: string;
  coverSrc: string | null;
}

/** The first picture of sanitised HTML (the sanitiser keeps only our own uploads' paths). */
const coverOf = (html: string) => /<img\b[^>]*?\ssrc="([^"]+)"/i.exec(html)?.[1] ?? null;

/** The legacy upper-cases the first character of a title. */
const titleOf = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);

/** The category, the title and the content, checked in the legacy's order. */
async function readContent(
  db: Db,
  scope: ArticleScope,
  input: { category_id?: string | number; title?: string; content?: string },
): Promise<ArticleContent> {
  const categoryId = categoryKeyOf(input.category_id);
  const isCategory =
    scope.library === 'help'
      ? helpCategoryOf(categoryId) !== undefined
      : categoryId !== '' && (await hasArticleCategory(db, scope.practiceIds[0]!, categoryId));
  if (!isCategory) refuse(ARTICLE_MESSAGES.noCategory);
  const title = (input.title ?? '').trim();
  if (!title) refuse(ARTICLE_MESSAGES.noTitle);
  if (title.length > ARTICLE_TITLE_MAX_LENGTH) refuse(ARTICLE_MESSAGES.titleTooLong);
  const content = sanitizeRichText(input.content ?? '');
  const contentText = textOfRichText(content);
  const coverSrc = coverOf(content);
  if (!contentText && !coverSrc) refuse(ARTICLE_MESSAGES.noContent);
  if (content.length > MAX_HTML_LENGTH) refuse(ARTICLE_MESSAGES.contentTooLong);
  return { categoryId, title: titleOf(title), content, contentText, coverSrc };
}

/** `post-article`: a new article by the caller in its practice's library. */
export async function postArticle(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: RouteBody<'articles/post-article'>,
  now: Date,
) {
  const scope = writeScope(user, library);
  const id = newId(now);
  const article = await inTransaction(deps.db, async (tx) => {
    // In the transaction the category stays until the article is saved (categories.ts deletes none in use).
    const content = await readContent(tx, scope, input);
    await insertArticle(tx, { id, practiceId: user.practiceId, library, userId: user.id, ...content, now });
    return findArticle(tx, scope, id);
  });
  return { msg: ARTICLE_MESSAGES.posted, results: toEditableWire(user, article!) };
}

/** Locks an article the caller may change: of its practice, and its own unless it is an owner or administrator. */
async function lockManaged(tx: Db, user: SessionUser, scope: ArticleScope, id: string | undefined) {
  const article = id ? await lockArticle(tx, scope, id) : null;
  if (!article) refuse(ARTICLE_MESSAGES.notFound);
  if (!canManage(user, { practiceId: user.practiceId, userId: article.userId }))
    refuse(ARTICLE_MESSAGES.notYours);
  return article;
}

/** `update-article`: the category, title and content of an article the caller may change. */
export async function updateArticleContent(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: RouteBody<'articles/update-article'>,
  now: Date,
) {
  const scope = writeScope(user, library);
  const article = await inTransaction(deps.db, async (tx) => {
    const locked = await lockManaged(tx, user, scope, input._id);
    const content = await readContent(tx, scope, input);
    await updateArticle(tx, { id: locked.id, ...content, now });
    return findArticle(tx, scope, locked.id);
  });
  return { msg: ARTICLE_MESSAGES.updated, results: toEditableWire(user, article!) };
}

/** `delete-article`: takes an article the caller may change out of every list (its comments and votes stay). */
export async function deleteOwnArticle(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  id: string | undefined,
  now: Date,
) {
  const scope = writeScope(user, library);
  await inTransaction(deps.db, async (tx) => {
    const article = await lockManaged(tx, user, scope, id);
    await deleteArticle(tx, article.id, now);
  });
  return { msg: ARTICLE_MESSAGES.deleted };
}

/** `post-comment`: plain text from anyone who reads the article, counted on it. */
export async function postComment(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: RouteBody<'articles/post-comment'>,
  now: Date,
) {
  const scope = await readScope(deps.db, user, library);
  const content = (input.content ?? '').trim();
  const id = newId(now);
  await inTransaction(deps.db, async (tx) => {
    const article = input.article_id ? await lockArticle(tx, scope, input.article_id) : null;
    if (!article) refuse(ARTICLE_MESSAGES.notFound);
    if (!content) refuse(ARTICLE_MESSAGES.noComment);
    if (content.length > COMMENT_MAX_LENGTH) refuse(ARTICLE_MESSAGES.commentTooLong);
    await insertComment(tx, { id, articleId: article.id, userId: user.id, content, now });
  });
  return { msg: ARTICLE_MESSAGES.commented, results: toCommentWire((await findComment(deps.db, id))!, user) };
}

const VOTES: Record<string, Vote> = { like: 'like', disLike: 'dislike' };

/** `post-like`: the caller's like or dislike ('like' or 'disLike'); switching sides moves the vote. */
export async function postLike(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: RouteBody<'articles/post-like'>,
  now: Date,
) {
  const scope = await readScope(deps.db, user, library);
  const result = await inTransaction(deps.db, async (tx) => {
    // The article's lock orders one person's (and everyone's) votes on it, so none is lost or counted twice.
    const article = input.article_id ? await lockArticle(tx, scope, input.article_id) : null;
    if (!article) refuse(ARTICLE_MESSAGES.notFound);
    const vote = VOTES[input.status ?? ''];
    if (!vote) refuse(ARTICLE_MESSAGES.badVote);
    const previous = await findVote(tx, article.id, user.id);
    const counts = await setVote(tx, { articleId: article.id, userId: user.id, vote, previous, now });
    return { ...counts, my_vote: wireVoteOf(vote) };
  });
  return { msg: ARTICLE_MESSAGES.voted, results: result };
}
