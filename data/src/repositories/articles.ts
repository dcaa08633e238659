import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/*
 * Blog and help articles (ADR 0043): one table, `library` telling them apart, every read scoped to the
 * practices the caller may read in SQL. Lists page newest first by index order (`written_at DESC, id DESC`)
 * with a deferred join, so a deep page reads ids from the index before it reads any row. Counters (readers,
 * votes, comments) move in the transaction of the row that decides them, each by one statement, and so do the
 * counts per category (`article_counts`: a list's total, and its library's version, which keys the search index
 * each instance keeps, `@tele/data/search/library-indexes`). Reads of a fixed shape run prepared (ADR 0039); the
 * list statements and the index's reads are exported for the benchmark's floor.
 */

export type Library = 'blog' | 'help';
export type Vote = 'like' | 'dislike';

/** Whose articles a read sees: a library of one practice (the team) or of several (a client's practices). */
export interface ArticleScope {
  practiceIds: string[];
  library: Library;
}

/** A list's filters inside a scope: one category, one author. */
export interface ArticleFilter extends ArticleScope {
  categoryId?: string | null;
  authorId?: string | null;
}

/** An article as lists show it: `contentText` holds only its first LIST_TEXT_CHARS characters. */
export interface ArticleSummaryRecord {
  id: string;
  practiceId: string;
  library: Library;
  categoryId: string;
  /** The blog category's name (null for help articles, whose names are fixed, and for a deleted category). */
  categoryName: string | null;
  userId: string;
  authorName: string;
  authorPhoto: string | null;
  title: string;
  contentText: string;
  coverSrc: string | null;
  writtenAt: Date;
  likes: number;
  dislikes: number;
  readers: number;
  comments: number;
}

/** An article opened: its sanitised HTML and all its words. */
export interface ArticleRecord extends ArticleSummaryRecord {
  content: string;
  updatedAt: Date;
}

/** Enough of the words for the lists' cut (179 characters and "..." past 180). */
export const LIST_TEXT_CHARS = 181;

interface SummaryRow {
  id: string;
  practice_id: string;
  library: Library;
  category_id: string;
  category_name: string | null;
  user_id: string;
  author_name: string;
  author_photo: string | null;
  title: string;
  content_text: string;
  cover_src: string | null;
  written_at: Date;
  likes: number;
  dislikes: number;
  readers: number;
  comments: number;
}

interface ArticleRow extends SummaryRow {
  content: string;
  updated_at: Date;
}

const toSummary = (row: SummaryRow): ArticleSummaryRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  library: row.library,
  categoryId: row.category_id,
  categoryName: row.category_name,
  userId: row.user_id,
  authorName: row.author_name,
  authorPhoto: row.author_photo,
  title: row.title,
  contentText: row.content_text,
  coverSrc: row.cover_src,
  writtenAt: row.written_at,
  likes: Number(row.likes),
  dislikes: Number(row.dislikes),
  readers: Number(row.readers),
  comments: Number(row.comments),
});

const toRecord = (row: ArticleRow): ArticleRecord => ({
  ...toSummary(row),
  content: row.content,
  updatedAt: row.updated_at,
});

const COMMON_COLUMNS = `a.id, a.practice_id, a.library, a.category_id, c.name AS category_name, a.user_id,
  u.name AS author_name, u.photo AS author_photo, a.title, a.cover_src, a.written_at, a.likes, a.dislikes,
  a.readers, a.comments`;
const SUMMARY_COLUMNS = `${COMMON_COLUMNS}, LEFT(a.content_text, ${LIST_TEXT_CHARS}) AS content_text`;
const DETAIL_COLUMNS = `${COMMON_COLUMNS}, a.content_text, a.content, a.updated_at`;

/** The author and, for the blog, the category's name. */
const JOINS = `JOIN users u ON u.id = a.user_id
  LEFT JOIN article_categories c
    ON a.library = 'blog' AND c.practice_id = a.practice_id AND c.category_key = a.category_id`;

const NEWEST_FIRST = 'ORDER BY a.written_at DESC, a.id DESC';

/** The live articles of a scope (and filter), as SQL over the alias `a`. */
export const articleWhereSql = (filter: Omit<ArticleFilter, 'practiceIds' | 'library'>) =>
  `a.practice_id IN (:practiceIds) AND a.library = :library AND a.deleted_at IS NULL${
    filter.categoryId ? ' AND a.category_id = :categoryId' : ''
  }${filter.authorId ? ' AND a.user_id = :authorId' : ''}`;

/**
 * One page of a list, newest first: the ids from the index, then their rows. `from` is the end of the list the
 * index is walked from (see `pageReadOf`): the rows come back newest first either way.
 */
export const articlePageSql = (
  filter: Omit<ArticleFilter, 'practiceIds' | 'library'>,
  from: 'newest' | 'oldest' = 'newest',
) =>
  `SELECT ${SUMMARY_COLUMNS}
     FROM (SELECT a.id FROM articles a WHERE ${articleWhereSql(filter)}
            ${from === 'newest' ? NEWEST_FIRST : 'ORDER BY a.written_at, a.id'}
            LIMIT :limit OFFSET :offset) page
     JOIN articles a ON a.id = page.id
     ${JOINS}
    ${NEWEST_FIRST}`;

/** From this offset on, a page is read knowing the list's total, from whichever end of the list is nearer. */
export const DEEP_PAGE_OFFSET = 1000;

/**
 * How to read a page `offset` articles down a list of `total`: an OFFSET walks the index up to the page, so a page
 * in the older half is read from the oldest end (page 10,000 of 11,112 walks 10,000 entries, not 90,000). Null
 * when the page is past the end.
 */
export function pageReadOf(
  total: number,
  offset: number,
  limit: number,
): { from: 'newest' | 'oldest'; offset: number; limit: number } | null {
  if (offset >= total) return null;
  if (offset <= total / 2) return { from: 'newest', offset, limit };
  const count = Math.min(limit, total - offset);
  return { from: 'oldest', offset: total - offset - count, limit: count };
}

/**
 * How many live articles a list holds: from the counts kept per category (`article_counts`, a few rows) unless
 * the list is one author's, which counts that author's entries in the index.
 */
export const articleCountSql = (filter: Omit<ArticleFilter, 'practiceIds' | 'library'>) =>
  filter.authorId
    ? `SELECT COUNT(*) AS total FROM articles a WHERE ${articleWhereSql(filter)}`
    : `SELECT COALESCE(SUM(n.total), 0) AS total FROM article_counts n
        WHERE n.practice_id IN (:practiceIds) AND n.library = :library${
          filter.categoryId ? ' AND n.category_id = :categoryId' : ''
        }`;

/**
 * Counts again the live articles of one practice (`?`) into `article_counts`, moving its libraries' versions:
 * for rows written straight into `articles` (the benchmark's seed, test fixtures), which the writes below count.
 */
export const RECOUNT_ARTICLES_SQL = `INSERT INTO article_counts (practice_id, library, category_id, total, version)
  SELECT practice_id, library, category_id, COUNT(*), 1 FROM articles WHERE practice_id = ? AND deleted_at IS NULL
   GROUP BY practice_id, library, category_id
  ON DUPLICATE KEY UPDATE total = VALUES(total), version = version + 1`;

/**
 * Moves a category's count by `delta` (+1, -1, or 0 for a changed article) and its library's version, in the
 * transaction of the article that moved them.
 */
async function moveCount(
  db: Db,
  at: { practiceId: string; library: Library; categoryId: string },
  delta: 1 | 0 | -1,
): Promise<void> {
  await selectPrepared(
    db,
    `INSERT INTO article_counts (practice_id, library, category_id, total, version)
     VALUES (:practiceId, :library, :categoryId, GREATEST(:delta, 0), 1)
     ON DUPLICATE KEY UPDATE total = GREATEST(CAST(total AS SIGNED) + :delta, 0), version = version + 1`,
    { practiceId: at.practiceId, library: at.library, categoryId: at.categoryId, delta },
  );
}

/** A live article's place in the counts (read under the article's lock), or null. */
async function countedPlaceOf(db: Db, id: string) {
  const rows = await selectPrepared<{ practice_id: string; library: Library; category_id: string }>(
    db,
    'SELECT practice_id, library, category_id FROM articles WHERE id = :id AND deleted_at IS NULL',
    { id },
  );
  const row = rows[0];
  return row ? { practiceId: row.practice_id, library: row.library, categoryId: row.category_id } : null;
}

/** Single-element lists keep the statement's text fixed; a client's several practices vary it (Sequelize). */
async function select<Row extends object>(
  db: Db,
  sql: string,
  values: { practiceIds: string[] } & Record<string, unknown>,
) {
  if (values.practiceIds.length === 1) return selectPrepared<Row>(db, sql, values);
  return db.sequelize.query<Row>(sql, { replacements: values, type: QueryTypes.SELECT, ...txOf(db) });
}

const scopeValues = (filter: ArticleFilter) => ({
  practiceIds: filter.practiceIds,
  library: filter.library,
  ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
  ...(filter.authorId ? { authorId: filter.authorId } : {}),
});

export async function findArticlePage(
  db: Db,
  input: ArticleFilter & { offset: number; limit: number },
): Promise<{ total: number; list: ArticleSummaryRecord[] }> {
  if (input.practiceIds.length === 0) return { total: 0, list: [] };
  const values = scopeValues(input);
  const countOf = async () =>
    Number((await select<{ total: number }>(db, articleCountSql(input), values))[0]?.total ?? 0);
  if (input.offset < DEEP_PAGE_OFFSET) {
    const [total, rows] = await Promise.all([
      countOf(),
      select<SummaryRow>(db, articlePageSql(input), { ...values, limit: input.limit, offset: input.offset }),
    ]);
    return { total, list: rows.map(toSummary) };
  }
  // Deep: the total first, to read the page from the nearer end.
  const total = await countOf();
  const read = pageReadOf(total, input.offset, input.limit);
  if (!read) return { total, list: [] };
  const rows = await select<SummaryRow>(db, articlePageSql(input, read.from), {
    ...values,
    limit: read.limit,
    offset: read.offset,
  });
  return { total, list: rows.map(toSummary) };
}

/** Common words (InnoDB's default stopwords): a search matches them as substrings, never as starts of words. */
const STOPWORDS = new Set(
  (
    'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when ' +
    'where who will with und www'
  ).split(' '),
);
/** The lengths of a word that matches the starts of words (shorter or longer: as a substring). */
const WORD_MIN_CHARS = 3;
const WORD_MAX_CHARS = 84;
/** Characters a search drops from what is typed (the full-text operators the original read): never looked for. */
const DROPPED_CHARACTERS = /[+\-<>()~*"@]/g;

/** Drops the characters a search never looks for (`DROPPED_CHARACTERS`). */
export const withoutOperators = (word: string) => word.replace(DROPPED_CHARACTERS, '');

/** Whether a word typed matches the starts of words: letters and digits only, 3 to 84 of them, no stopword. */
export function isIndexedWord(word: string): boolean {
  const chars = [...word].length;
  return (
    /^[\p{L}\p{M}\p{N}]+$/u.test(word) &&
    chars >= WORD_MIN_CHARS &&
    chars <= WORD_MAX_CHARS &&
    !STOPWORDS.has(word.toLowerCase())
  );
}

/**
 * How help search reads the words typed (already lower-cased and split, legacy-contract 6.7): dropped characters
 * removed; a word of three letters or more that is no stopword must start a word of the article (`sleep` finds
 * "sleeping", `leep` does not), anything else must be a substring of its title or its words.
 */
export function searchTermsOf(tokens: string[]) {
  const words = [...new Set(tokens.map(withoutOperators).filter((word) => word !== ''))];
  return { prefixes: words.filter(isIndexedWord), substrings: words.filter((word) => !isIndexedWord(word)) };
}

/** A library's version (ADR 0043): it moves with every write to the library, in the write's transaction. */
export const LIBRARY_VERSION_SQL = `SELECT COALESCE(SUM(version), 0) AS version FROM article_counts
  WHERE practice_id = :practiceId AND library = :library`;

/** A library's live articles, newest first, with their words: what its search index is built from. */
export const LIBRARY_TEXTS_SQL = `SELECT a.id, a.written_at, a.title, a.content_text FROM articles a
  WHERE a.practice_id = :practiceId AND a.library = :library AND a.deleted_at IS NULL ${NEWEST_FIRST}`;

export async function findLibraryVersion(db: Db, practiceId: string, library: Library): Promise<number> {
  const rows = await selectPrepared<{ version: number | string }>(db, LIBRARY_VERSION_SQL, {
    practiceId,
    library,
  });
  return Number(rows[0]?.version ?? 0);
}

export async function findLibraryTexts(db: Db, practiceId: string, library: Library) {
  const rows = await selectPrepared<{ id: string; written_at: Date; title: string; content_text: string }>(
    db,
    LIBRARY_TEXTS_SQL,
    { practiceId, library },
  );
  return rows.map((row) => ({
    id: row.id,
    writtenAt: row.written_at,
    title: row.title,
    text: row.content_text,
  }));
}

/** Lists of any length go through Sequelize's replacements (ADR 0039). */
async function selectList<Row extends object>(db: Db, sql: string, values: Record<string, unknown>) {
  return db.sequelize.query<Row>(sql, { replacements: values, type: QueryTypes.SELECT, ...txOf(db) });
}

/** Live articles of the scope by id (`:ids`), as lists show them, newest first. */
export const ARTICLE_SUMMARIES_SQL = `SELECT ${SUMMARY_COLUMNS} FROM articles a ${JOINS}
  WHERE a.id IN (:ids) AND ${articleWhereSql({})} ${NEWEST_FIRST}`;

/** Live articles of the scope by id, as lists show them, newest first (an id gone since is left out). */
export async function findArticleSummaries(
  db: Db,
  scope: ArticleScope,
  ids: string[],
): Promise<ArticleSummaryRecord[]> {
  if (scope.practiceIds.length === 0 || ids.length === 0) return [];
  // Prepared for one practice (a page's ids: a few lengths, so a few statements a connection).
  const rows = await select<SummaryRow>(db, ARTICLE_SUMMARIES_SQL, { ...scopeValues(scope), ids });
  return rows.map(toSummary);
}

/**
 * Of these articles, the ids of those whose title and words hold every substring (LOCATE, so nothing typed is
 * read as a pattern): for what the search index narrows but cannot decide (`100%`, `under_score`).
 */
export async function findIdsHolding(db: Db, ids: string[], substrings: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await selectList<{ id: string }>(
    db,
    `SELECT a.id FROM articles a WHERE a.id IN (:ids) AND NOT EXISTS (
       SELECT 1 FROM JSON_TABLE(:tokens, '$[*]' COLUMNS (token VARCHAR(500) PATH '$')) k
        WHERE LOCATE(k.token, LOWER(CONCAT(a.title, ' ', a.content_text))) = 0)`,
    { ids, tokens: JSON.stringify(substrings.map((substring) => substring.toLowerCase())) },
  );
  return new Set(rows.map((row) => row.id));
}

/** A live article's title and the first 2,000 characters of its words (the chatbot cuts an excerpt). */
export async function findArticleText(
  db: Db,
  id: string,
): Promise<{ id: string; title: string; contentText: string } | null> {
  const rows = await selectPrepared<{ id: string; title: string; content_text: string }>(
    db,
    'SELECT id, title, LEFT(content_text, 2000) AS content_text FROM articles WHERE id = :id AND deleted_at IS NULL',
    { id },
  );
  return rows[0] ? { id: rows[0].id, title: rows[0].title, contentText: rows[0].content_text } : null;
}

/**
 * The legacy's "recent" lists: the blog's ten most liked (newest first among equals), the help centre's ten
 * newest (legacy-contract 6.6, 6.7).
 */
export async function findTopArticles(
  db: Db,
  input: ArticleScope & { order: 'newest' | 'most-liked'; limit: number },
): Promise<ArticleSummaryRecord[]> {
  if (input.practiceIds.length === 0) return [];
  const order =
    input.order === 'most-liked' ? 'ORDER BY a.likes DESC, a.written_at DESC, a.id DESC' : NEWEST_FIRST;
  const rows = await select<SummaryRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM articles a ${JOINS} WHERE ${articleWhereSql({})} ${order} LIMIT :limit`,
    { ...scopeValues(input), limit: input.limit },
  );
  return rows.map(toSummary);
}

/** A live article of the scope by id (an id from elsewhere reads as none). */
export async function findArticle(db: Db, scope: ArticleScope, id: string): Promise<ArticleRecord | null> {
  if (scope.practiceIds.length === 0) return null;
  const rows = await select<ArticleRow>(
    db,
    `SELECT ${DETAIL_COLUMNS} FROM articles a ${JOINS} WHERE a.id = :id AND ${articleWhereSql({})}`,
    { ...scopeValues(scope), id },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * Locks a live article of the scope (its row only) for a change in the caller's transaction: its author, or
 * null when there is no such article.
 */
export async function lockArticle(
  db: Db,
  scope: ArticleScope,
  id: string,
): Promise<{ id: string; userId: string } | null> {
  if (scope.practiceIds.length === 0) return null;
  const rows = await select<{ id: string; user_id: string }>(
    db,
    `SELECT a.id, a.user_id FROM articles a WHERE a.id = :id AND ${articleWhereSql({})}${
      db.transaction ? ' FOR UPDATE' : ''
    }`,
    { ...scopeValues(scope), id },
  );
  return rows[0] ? { id: rows[0].id, userId: rows[0].user_id } : null;
}

/**
 * An article's neighbours in its list (newest first), wrapping around: the previous is the next newer one (or
 * the oldest), the next the next older one (or the newest). The article itself comes back when it is alone.
 */
export async function findNeighbours(
  db: Db,
  scope: ArticleScope,
  article: { id: string; writtenAt: Date },
): Promise<{ prevId: string | null; nextId: string | null }> {
  const where = articleWhereSql({});
  const newer = `(a.written_at > :at OR (a.written_at = :at AND a.id > :id))`;
  const older = `(a.written_at < :at OR (a.written_at = :at AND a.id < :id))`;
  const rows = await select<{ prev_id: string | null; next_id: string | null }>(
    db,
    `SELECT
       COALESCE(
         (SELECT a.id FROM articles a WHERE ${where} AND ${newer} ORDER BY a.written_at, a.id LIMIT 1),
         (SELECT a.id FROM articles a WHERE ${where} ORDER BY a.written_at, a.id LIMIT 1)) AS prev_id,
       COALESCE(
         (SELECT a.id FROM articles a WHERE ${where} AND ${older} ${NEWEST_FIRST} LIMIT 1),
         (SELECT a.id FROM articles a WHERE ${where} ${NEWEST_FIRST} LIMIT 1)) AS next_id`,
    { ...scopeValues(scope), at: article.writtenAt, id: article.id },
  );
  return { prevId: rows[0]?.prev_id ?? null, nextId: rows[0]?.next_id ?? null };
}

/** The id of a live article whose title is this one, regardless of case (the column's collation). */
export async function findArticleIdByTitle(
  db: Db,
  scope: ArticleScope,
  title: string,
): Promise<string | null> {
  if (scope.practiceIds.length === 0) return null;
  const rows = await select<{ id: string }>(
    db,
    `SELECT a.id FROM articles a WHERE ${articleWhereSql({})} AND a.title = :title ${NEWEST_FIRST} LIMIT 1`,
    { ...scopeValues(scope), title },
  );
  return rows[0]?.id ?? null;
}

/** How many live articles each category of a scope holds. */
export async function countArticlesByCategory(db: Db, scope: ArticleScope): Promise<Map<string, number>> {
  if (scope.practiceIds.length === 0) return new Map();
  const rows = await select<{ category_id: string; total: number }>(
    db,
    `SELECT n.category_id, SUM(n.total) AS total FROM article_counts n
      WHERE n.practice_id IN (:practiceIds) AND n.library = :library GROUP BY n.category_id`,
    scopeValues(scope),
  );
  return new Map(rows.map((row) => [row.category_id, Number(row.total)]));
}

export interface NewArticle {
  id: string;
  practiceId: string;
  library: Library;
  categoryId: string;
  userId: string;
  title: string;
  content: string;
  contentText: string;
  coverSrc: string | null;
  now: Date;
}

export async function insertArticle(db: Db, article: NewArticle): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO articles (id, practice_id, library, category_id, user_id, title, content, content_text, cover_src,
       written_at, updated_at)
     VALUES (:id, :practiceId, :library, :categoryId, :userId, :title, :content, :contentText, :coverSrc, :now, :now)`,
    {
      replacements: { ...article },
      type: QueryTypes.INSERT,
      ...txOf(db),
    },
  );
  await moveCount(db, article, 1);
}

/** Changes a live article (locked by the caller's transaction); a change of category moves it between counts. */
export async function updateArticle(
  db: Db,
  change: Omit<NewArticle, 'practiceId' | 'library' | 'userId'>,
): Promise<void> {
  const place = await countedPlaceOf(db, change.id);
  if (place && place.categoryId.toLowerCase() !== change.categoryId.toLowerCase()) {
    await moveCount(db, place, -1);
    await moveCount(db, { ...place, categoryId: change.categoryId }, 1);
  } else if (place) await moveCount(db, place, 0);
  await db.sequelize.query(
    `UPDATE articles SET category_id = :categoryId, title = :title, content = :content,
       content_text = :contentText, cover_src = :coverSrc, updated_at = :now
     WHERE id = :id AND deleted_at IS NULL`,
    { replacements: { ...change }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/**
 * Deletes a live article (locked by the caller's transaction) softly: it leaves its category's count, and its
 * library's version moves, so no search finds it again.
 */
export async function deleteArticle(db: Db, id: string, now: Date): Promise<void> {
  const place = await countedPlaceOf(db, id);
  if (place) await moveCount(db, place, -1);
  await db.sequelize.query('UPDATE articles SET deleted_at = :now WHERE id = :id AND deleted_at IS NULL', {
    replacements: { id, now },
    type: QueryTypes.UPDATE,
    ...txOf(db),
  });
}

/**
 * Counts a reader once: true when this is the person's first read (the counter moved with the row). Inside the
 * caller's transaction. A repeat read only looks; a first read takes the article's row lock before its row goes
 * in: the reader row's foreign key share-locks the article, so two first reads at once would otherwise both hold
 * that and both wait to update the counter (a deadlock).
 */
export async function addReader(
  db: Db,
  input: { articleId: string; userId: string; now: Date },
): Promise<boolean> {
  const key = { articleId: input.articleId, userId: input.userId };
  const read = 'SELECT 1 AS seen FROM article_readers WHERE article_id = :articleId AND user_id = :userId';
  if ((await selectPrepared(db, read, key)).length > 0) return false;
  await selectPrepared(db, 'SELECT id FROM articles WHERE id = :articleId FOR UPDATE', key);
  const result = (await selectPrepared(
    db,
    'INSERT IGNORE INTO article_readers (article_id, user_id, read_at) VALUES (:articleId, :userId, :now)',
    input,
  )) as unknown as { affectedRows: number };
  if (result.affectedRows !== 1) return false;
  await selectPrepared(db, 'UPDATE articles SET readers = readers + 1 WHERE id = :articleId', key);
  return true;
}

/** The person's vote on an article (inside the article's lock). */
export async function findVote(db: Db, articleId: string, userId: string): Promise<Vote | null> {
  const rows = await selectPrepared<{ vote: Vote }>(
    db,
    'SELECT vote FROM article_votes WHERE article_id = :articleId AND user_id = :userId',
    { articleId, userId },
  );
  return rows[0]?.vote ?? null;
}

/**
 * Records a person's vote and moves the counters by the difference from the vote it replaces (inside the
 * article's lock, so the previous vote read is still true): answers the article's counts after it.
 */
export async function setVote(
  db: Db,
  input: { articleId: string; userId: string; vote: Vote; previous: Vote | null; now: Date },
): Promise<{ likes: number; dislikes: number }> {
  if (input.vote !== input.previous) {
    await selectPrepared(
      db,
      `INSERT INTO article_votes (article_id, user_id, vote, voted_at) VALUES (:articleId, :userId, :vote, :now)
       ON DUPLICATE KEY UPDATE vote = VALUES(vote), voted_at = VALUES(voted_at)`,
      input,
    );
    const delta = (side: Vote) => (input.vote === side ? 1 : 0) - (input.previous === side ? 1 : 0);
    await selectPrepared(
      db,
      'UPDATE articles SET likes = likes + :likeDelta, dislikes = dislikes + :dislikeDelta WHERE id = :articleId',
      { articleId: input.articleId, likeDelta: delta('like'), dislikeDelta: delta('dislike') },
    );
  }
  const rows = await selectPrepared<{ likes: number; dislikes: number }>(
    db,
    'SELECT likes, dislikes FROM articles WHERE id = :articleId',
    { articleId: input.articleId },
  );
  return { likes: Number(rows[0]?.likes ?? 0), dislikes: Number(rows[0]?.dislikes ?? 0) };
}

export interface CommentRecord {
  id: string;
  articleId: string;
  userId: string;
  authorName: string;
  authorPhoto: string | null;
  /** Whether the author is of a practice's team (else a client). */
  authorIsTeam: boolean;
  content: string;
  writtenAt: Date;
}

/** Adds a comment and counts it on its article. */
export async function insertComment(
  db: Db,
  comment: { id: string; articleId: string; userId: string; content: string; now: Date },
): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO article_comments (id, article_id, user_id, content, written_at)
     VALUES (:id, :articleId, :userId, :content, :now)`,
    { replacements: { ...comment }, type: QueryTypes.INSERT, ...txOf(db) },
  );
  await db.sequelize.query('UPDATE articles SET comments = comments + 1 WHERE id = :articleId', {
    replacements: { articleId: comment.articleId },
    type: QueryTypes.UPDATE,
    ...txOf(db),
  });
}

interface CommentRow {
  id: string;
  article_id: string;
  user_id: string;
  author_name: string;
  author_photo: string | null;
  author_is_team: number;
  content: string;
  written_at: Date;
}

const toComment = (row: CommentRow): CommentRecord => ({
  id: row.id,
  articleId: row.article_id,
  userId: row.user_id,
  authorName: row.author_name,
  authorPhoto: row.author_photo,
  authorIsTeam: Number(row.author_is_team) === 1,
  content: row.content,
  writtenAt: row.written_at,
});

const COMMENT_SELECT = `SELECT m.id, m.article_id, m.user_id, u.name AS author_name, u.photo AS author_photo,
    u.team_role IS NOT NULL AS author_is_team, m.content, m.written_at
  FROM article_comments m JOIN users u ON u.id = m.user_id`;

/** An article's comments, newest first, with their authors (at most `limit`). */
export async function findComments(db: Db, articleId: string, limit: number): Promise<CommentRecord[]> {
  const rows = await selectPrepared<CommentRow>(
    db,
    `${COMMENT_SELECT} WHERE m.article_id = :articleId ORDER BY m.written_at DESC, m.id DESC LIMIT :limit`,
    { articleId, limit },
  );
  return rows.map(toComment);
}

export async function findComment(db: Db, id: string): Promise<CommentRecord | null> {
  const rows = await selectPrepared<CommentRow>(db, `${COMMENT_SELECT} WHERE m.id = :id`, { id });
  return rows[0] ? toComment(rows[0]) : null;
}

/**
 * Whether a live blog article of one of these practices shows a stored file (its path in the HTML): the clients
 * of a practice may then read the picture.
 */
export async function isFileShownInBlog(db: Db, practiceIds: string[], fileId: string): Promise<boolean> {
  if (practiceIds.length === 0 || !/^[0-9a-f]{24}$/.test(fileId)) return false;
  const rows = await select<{ shown: number }>(
    db,
    `SELECT 1 AS shown FROM articles a WHERE ${articleWhereSql({})}
        AND (a.cover_src = :path OR LOCATE(:path, a.content) > 0) LIMIT 1`,
    { practiceIds, library: 'blog', path: `/api/files/${fileId}` },
  );
  return rows.length > 0;
}
