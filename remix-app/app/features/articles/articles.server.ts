import { Type } from '@sinclair/typebox';
import {
  ArticleDetail,
  ArticleEditable,
  ArticleSummary,
  CategoryDocument,
  CommentAnswer,
} from '@tele/contract/articles';
import { HelpCategoryCount } from '@tele/contract/help';
import { HELP_CATEGORIES } from '@tele/contract/library-messages';
import { ARTICLE_PAGE } from '@tele/contract/constants';
import {
  callApi,
  compileReader,
  numberOf,
  shapeOf,
  textOf,
  type Tolerant,
} from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { dateTimeFormat } from '#app/utils/intl.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';
import { sanitizeRichTextHtml } from '#app/utils/rich-text-html.server.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';
import {
  LIBRARIES,
  type ArticleListView,
  type ArticleRow,
  type ArticleView,
  type Category,
  type Comment,
  type EditableArticle,
  type HelpCategory,
  type Library,
} from '#app/features/articles/library.ts';

/*
 * The blog and the help centre against legacy-api (`articles/*`, `help-articles/*`: the same routes and shapes,
 * ADR 0043). Reads are tolerant (a row that does not read is skipped, a list that does not read says it is
 * unavailable); mutations answer the API's own message, which the screens show.
 */

const readSummary = compileReader(ArticleSummary);
const readDetail = compileReader(ArticleDetail);
const readEditable = compileReader(ArticleEditable);
const readComment = compileReader(CommentAnswer);
const readCategoryDocument = compileReader(CategoryDocument);
const readHelpCount = compileReader(HelpCategoryCount);
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));
const readArray = compileReader(Type.Array(Type.Unknown()));

type Author = { name?: string | number | null; photo?: string | number | null } | null | undefined;
const authorOf = (users: Author[] | null | undefined) => ({
  name: textOf(users?.[0]?.name) || 'Former team member',
  photo: displayPathOf(textOf(users?.[0]?.photo)),
});

/** A written date in the person's zone: "Nov 24, 2026". */
export function formatWrittenDate(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (!instant || Number.isNaN(date.getTime())) return '';
  return dateTimeFormat({ dateStyle: 'medium', timeZone }).format(date);
}

function toRow(article: Tolerant<typeof ArticleSummary.static>, timeZone: string): ArticleRow | null {
  const id = textOf(article._id);
  if (!id) return null;
  const author = authorOf(article.users);
  const writtenAt = textOf(article.writtenDate);
  return {
    id,
    title: textOf(article.title),
    excerpt: textOf(article.content),
    authorName: author.name,
    authorPhoto: author.photo,
    categoryName: textOf(article.category_name),
    writtenDate: formatWrittenDate(writtenAt, timeZone),
    writtenAt,
    comments: numberOf(article.nComment, 0),
    readers: numberOf(article.readers, 0),
    likes: numberOf(article.likes, 0),
    cover: displayPathOf(textOf(article.src)),
    canManage: article.can_manage === true,
  };
}

function toRows(list: unknown[], timeZone: string): ArticleRow[] {
  const rows: ArticleRow[] = [];
  for (const item of list) {
    const row = readSummary(item) ? toRow(item, timeZone) : null;
    if (row) rows.push(row);
  }
  return rows;
}

const PAGING = (page: number) => ({
  current_page: page,
  page_neighbours: ARTICLE_PAGE.neighbours,
  pagination: ARTICLE_PAGE.size,
});

type ListQuery =
  | { kind: 'all'; categoryKey: string | null }
  | { kind: 'mine'; categoryKey: string | null }
  /** The help centre: one category's articles, by its name. */
  | { kind: 'help-category'; categoryName: string }
  /** The help centre: what the person typed. */
  | { kind: 'help-search'; text: string };

/** One page of a list (9 a page, 4 neighbours: spec part 2, section 9). */
export async function listArticles(
  request: Request,
  {
    library,
    query,
    page,
    timeZone,
    viewerId,
  }: { library: Library; query: ListQuery; page: number; timeZone: string; viewerId: string },
): Promise<ArticleListView> {
  const api = LIBRARIES[library].api;
  const category = (key: string | null) => key ?? '0';
  const result =
    query.kind === 'all'
      ? await callApi(request, `${api}/get-all-articles`, {
          id: viewerId,
          category_id: category(query.categoryKey),
          ...PAGING(page),
        })
      : query.kind === 'mine'
        ? await callApi(request, `${api}/get-published`, {
            user_id: viewerId,
            category_id: category(query.categoryKey),
            ...PAGING(page),
          })
        : query.kind === 'help-category'
          ? await callApi(request, 'help-articles/help-articles-category', {
              key: query.categoryName.toLowerCase(),
              ...PAGING(page),
            })
          : await callApi(request, 'help-articles/help-center-search', { key: query.text, ...PAGING(page) });
  if (!result.ok) {
    console.warn(`[articles] ${api} ${query.kind} answered ${result.status}: ${result.msg}`);
    return { isAvailable: false };
  }
  if (!readPage(result.results)) {
    console.warn(`[articles] ${api} ${query.kind} answered an unexpected shape: ${shapeOf(result.results)}`);
    return { isAvailable: false };
  }
  const pageInfo: PageInfo = toPageInfo(result.results.page_num, page);
  const rows = toRows(result.results.list ?? [], timeZone);
  return { isAvailable: true, rows, page: pageInfo, total: pageInfo.total ?? rows.length };
}

/** The practice's newest published articles (the client home's panel). */
export async function listRecentArticles(
  request: Request,
  { timeZone, limit }: { timeZone: string; limit: number },
): Promise<ArticleRow[] | null> {
  const result = await callApi(request, 'articles/get-recent-list', {});
  if (!result.ok || !readArray(result.results)) {
    if (!result.ok) console.warn(`[articles] get-recent-list answered ${result.status}: ${result.msg}`);
    return null;
  }
  return toRows(result.results, timeZone).slice(0, limit);
}

/** The blog's categories (a new practice has none), or the help centre's fixed six. */
export async function listCategories(request: Request, library: Library): Promise<Category[] | null> {
  if (library === 'help') return HELP_CATEGORIES.map(({ key, name }) => ({ key, name }));
  const result = await callApi(request, 'articles/get-category-list', {});
  // The legacy answers 400 'The category don't exist at all.' to a practice with none.
  if (!result.ok) return result.status === 400 ? [] : null;
  if (!readArray(result.results)) return null;
  const first = result.results[0];
  return categoriesOf(readCategoryDocument(first) ? first : null);
}

function categoriesOf(document: Tolerant<typeof CategoryDocument.static> | null): Category[] {
  const cate = document?.cate ?? {};
  return Object.entries(cate)
    .map(([key, name]) => ({ key, name: textOf(name) }))
    .filter((category) => category.name !== '')
    .sort((a, b) => Number(a.key) - Number(b.key));
}

/** The help centre's six categories with their counts. */
export async function listHelpCategories(request: Request): Promise<HelpCategory[]> {
  const result = await callApi(request, 'help-articles/help-center', {});
  const counts = new Map<string, number>();
  if (result.ok && readArray(result.results)) {
    for (const item of result.results)
      if (readHelpCount(item)) counts.set(textOf(item.key), numberOf(item.nCount, 0));
  } else if (!result.ok) {
    console.warn(`[articles] help-center answered ${result.status}: ${result.msg}`);
  }
  return HELP_CATEGORIES.map(({ key, name, description }) => ({
    key,
    name,
    description,
    count: counts.get(key) ?? 0,
  }));
}

export type ArticleRead =
  { kind: 'article'; article: ArticleView; comments: Comment[] } | { kind: 'missing'; msg: string };

/** An article opened to read (counted once per reader by the API), with its comments. */
export async function readArticle(
  request: Request,
  { library, id, timeZone }: { library: Library; id: string; timeZone: string },
): Promise<ArticleRead> {
  const api = LIBRARIES[library].api;
  const [result, comments] = await Promise.all([
    callApi(request, `${api}/get-article`, { _id: id }),
    listComments(request, { library, id, timeZone }),
  ]);
  if (!result.ok) return { kind: 'missing', msg: result.msg };
  const first = readArray(result.results) ? result.results[0] : undefined;
  if (!readDetail(first) || !textOf(first._id)) return { kind: 'missing', msg: '' };
  const author = authorOf(first.users);
  const vote = textOf(first.my_vote);
  return {
    kind: 'article',
    comments,
    article: {
      id: textOf(first._id),
      title: textOf(first.title),
      authorId: textOf(first.user_id),
      authorName: author.name,
      authorPhoto: author.photo,
      categoryName: textOf(first.category_name),
      writtenDate: formatWrittenDate(textOf(first.writtenDate), timeZone),
      readers: numberOf(first.readers, 0),
      likes: numberOf(first.likes, 0),
      dislikes: numberOf(first.dislikes, 0),
      myVote: vote === 'like' || vote === 'disLike' ? vote : null,
      cover: displayPathOf(textOf(first.src)),
      html: sanitizeRichTextHtml(textOf(first.html)),
      prevId: textOf(first.prev_id) || null,
      nextId: textOf(first.next_id) || null,
      canManage: first.can_manage === true,
    },
  };
}

async function listComments(
  request: Request,
  { library, id, timeZone }: { library: Library; id: string; timeZone: string },
): Promise<Comment[]> {
  const result = await callApi(request, `${LIBRARIES[library].api}/get-comment`, { _id: id });
  if (!result.ok || !readArray(result.results)) return [];
  const comments: Comment[] = [];
  for (const item of result.results) {
    if (!readComment(item) || !textOf(item._id)) continue;
    comments.push({
      id: textOf(item._id),
      authorName: textOf(item.name) || 'Former member',
      authorPhoto: displayPathOf(textOf(item.photo)),
      writtenDate: formatWrittenDate(textOf(item.writtenDate), timeZone),
      text: textOf(item.content),
    });
  }
  return comments;
}

export type EditableRead = { ok: true; article: EditableArticle } | { ok: false; msg: string };

/** An article opened in the editor: its stored rich text, sanitised again for the editor. */
export async function readEditableArticle(
  request: Request,
  { library, id }: { library: Library; id: string },
): Promise<EditableRead> {
  const result = await callApi(request, `${LIBRARIES[library].api}/edit-article`, { _id: id });
  if (!result.ok) return { ok: false, msg: result.msg };
  const article = readEditable(result.results) ? result.results : null;
  if (!article || !textOf(article._id)) return { ok: false, msg: '' };
  if (article.can_manage === false) return { ok: false, msg: '' };
  return {
    ok: true,
    article: {
      id: textOf(article._id),
      categoryKey: textOf(article.category_id),
      title: textOf(article.title),
      html: sanitizeRichTextHtml(textOf(article.content)),
    },
  };
}

export type SaveOutcome =
  { ok: true; msg: string; id: string | null } | { ok: false; msg: string; status: number };

/** Publish (no id) or Update. */
export async function saveArticle(
  request: Request,
  {
    library,
    id,
    categoryKey,
    title,
    content,
  }: { library: Library; id?: string; categoryKey: string; title: string; content: string },
): Promise<SaveOutcome> {
  const api = LIBRARIES[library].api;
  const body = { category_id: categoryKey, title, content };
  const result = id
    ? await callApi(request, `${api}/update-article`, { _id: id, ...body })
    : await callApi(request, `${api}/post-article`, body);
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  const saved = readEditable(result.results) ? textOf(result.results._id) : '';
  return { ok: true, msg: result.msg ?? '', id: saved || id || null };
}

export async function deleteArticle(
  request: Request,
  { library, id }: { library: Library; id: string },
): Promise<Outcome> {
  return toOutcome(await callApi(request, `${LIBRARIES[library].api}/delete-article`, { _id: id }));
}

export async function postComment(
  request: Request,
  { library, id, content }: { library: Library; id: string; content: string },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, `${LIBRARIES[library].api}/post-comment`, { article_id: id, content }),
  );
}

export async function voteOnArticle(
  request: Request,
  { library, id, status }: { library: Library; id: string; status: 'like' | 'disLike' },
): Promise<Outcome> {
  return toOutcome(await callApi(request, `${LIBRARIES[library].api}/post-like`, { article_id: id, status }));
}

export type CategoryOutcome =
  { ok: true; msg: string; categories: Category[] } | { ok: false; msg: string; status: number };

/** Adds or deletes a blog category; answers the practice's categories as they are now. */
export async function changeCategory(
  request: Request,
  { change, name }: { change: 'add' | 'delete'; name: string },
): Promise<CategoryOutcome> {
  const result = await callApi(request, `articles/${change}-category`, { category: name });
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  return {
    ok: true,
    msg: result.msg ?? '',
    categories: categoriesOf(readCategoryDocument(result.results) ? result.results : null),
  };
}
