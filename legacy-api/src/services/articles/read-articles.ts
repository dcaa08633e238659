import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import {
  addReader,
  findArticle,
  findArticlePage,
  findComments,
  findNeighbours,
  findTopArticles,
  findVote,
  type ArticleFilter,
  type ArticleScope,
  type ArticleSummaryRecord,
} from '@tele/data/repositories/articles';
import { inTransaction } from '@tele/data/repositories/transaction';
import { ARTICLE_PAGE, RECENT_TITLE_CUT } from '@tele/contract/constants';
import { ARTICLE_MESSAGES } from '@tele/contract/library-messages';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { toCommentWire, toDetailWire, toEditableWire, toSummaryWire, titleCutOf } from './article-wire.js';
import { categoryKeyOf, readScope, writeScope, type Library } from './library.js';

/** The legacy paging fields of an article list (9 a page, 4 neighbours). */
export interface ArticlePagingInput {
  current_page?: unknown;
  page_neighbours?: unknown;
  pagination?: unknown;
}

/** The most comments an article's page shows (newest first). */
const COMMENT_LIMIT = 500;
/** The "recent" lists' length (legacy-contract 6.6, 6.7). */
const RECENT_COUNT = 10;

export const articlePagingOf = (input: ArticlePagingInput) =>
  readPaging(
    { size: input.pagination, page: input.current_page, neighbours: input.page_neighbours },
    ARTICLE_PAGE,
  );

/** A page of a library's list, as the wire shows it. */
export async function listPage(
  deps: AppDeps,
  user: SessionUser,
  input: { filter: ArticleFilter; paging: ArticlePagingInput; sLen?: unknown },
) {
  const paging = articlePagingOf(input.paging);
  const page = await findArticlePage(deps.db, { ...input.filter, offset: paging.offset, limit: paging.size });
  return listAnswer(user, page, paging, input.sLen);
}

export function listAnswer(
  user: SessionUser,
  page: { total: number; list: ArticleSummaryRecord[] },
  paging: ReturnType<typeof articlePagingOf>,
  sLen?: unknown,
) {
  const title = titleCutOf(sLen);
  return {
    list: page.list.map((article) => toSummaryWire(user, article, { title, content: true })),
    page_num: pageNumOf(page.total, paging, { withTotal: true }),
  };
}

/** `get-all-articles`: the library's articles, newest first, of one category (`'0'` or none: all). */
export async function getAllArticles(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: ArticlePagingInput & { category_id?: string | number; sLen?: unknown },
) {
  const scope = await readScope(deps.db, user, library);
  const filter = { ...scope, categoryId: categoryKeyOf(input.category_id) || null };
  return {
    msg: ARTICLE_MESSAGES.listed,
    results: await listPage(deps, user, { filter, paging: input, sLen: input.sLen }),
  };
}

/**
 * `get-published`: one author's articles ("Published by me"). `user_id` defaults to the caller and may name a
 * colleague: the team reads every article of its practice in `get-all-articles` anyway, so the filter shows
 * nothing more; an author of elsewhere finds nothing.
 */
export async function getPublished(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: ArticlePagingInput & { user_id?: string; category_id?: string | number },
) {
  const scope = await readScope(deps.db, user, library);
  const filter = {
    ...scope,
    categoryId: categoryKeyOf(input.category_id) || null,
    authorId: input.user_id || user.id,
  };
  return {
    msg: ARTICLE_MESSAGES.publishedListed,
    results: await listPage(deps, user, { filter, paging: input }),
  };
}

/** `get-recent-list`: the blog's ten most liked, the help centre's ten newest (legacy-contract 6.6, 6.7). */
export async function getRecentList(deps: AppDeps, user: SessionUser, library: Library) {
  const scope = await readScope(deps.db, user, library);
  const list = await findTopArticles(deps.db, {
    ...scope,
    order: library === 'blog' ? 'most-liked' : 'newest',
    limit: RECENT_COUNT,
  });
  return {
    msg: ARTICLE_MESSAGES.recentListed,
    results: list.map((article) => toSummaryWire(user, article, { title: RECENT_TITLE_CUT, content: true })),
  };
}

async function findOrRefuse(deps: AppDeps, scope: ArticleScope, id: string | undefined) {
  const article = id ? await findArticle(deps.db, scope, id) : null;
  if (!article) refuse(ARTICLE_MESSAGES.notFound);
  return article;
}

/** `edit-article`: an article of the caller's practice as stored, for the editor. */
export async function editArticle(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  id: string | undefined,
) {
  const article = await findOrRefuse(deps, writeScope(user, library), id);
  return { msg: ARTICLE_MESSAGES.details, results: toEditableWire(user, article) };
}

/**
 * `get-article` (and the help centre's `get-help-article`): an article to read, counted once per reader (the
 * browser fingerprint `uid` is ignored: the session says who reads), with its neighbours in the list.
 */
export async function readArticle(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  input: { id: string | undefined; now: Date },
) {
  const scope = await readScope(deps.db, user, library);
  const article = await findOrRefuse(deps, scope, input.id);
  const isFirstRead = await inTransaction(deps.db, (tx) =>
    addReader(tx, { articleId: article.id, userId: user.id, now: input.now }),
  );
  const [neighbours, myVote] = await Promise.all([
    findNeighbours(deps.db, scope, article),
    findVote(deps.db, article.id, user.id),
  ]);
  const read = { ...article, readers: article.readers + (isFirstRead ? 1 : 0) };
  return { msg: ARTICLE_MESSAGES.details, results: [toDetailWire(user, read, { ...neighbours, myVote })] };
}

/** `get-comment`: an article's comments, newest first, with who wrote them. */
export async function getComments(
  deps: AppDeps,
  user: SessionUser,
  library: Library,
  id: string | undefined,
) {
  const article = await findOrRefuse(deps, await readScope(deps.db, user, library), id);
  const comments = await findComments(deps.db, article.id, COMMENT_LIMIT);
  return { msg: ARTICLE_MESSAGES.details, results: comments.map((comment) => toCommentWire(comment, user)) };
}
