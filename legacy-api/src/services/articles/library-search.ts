import type { AppDeps } from '#api/deps.js';
import {
  findArticlePage,
  findArticleSummaries,
  findArticleText,
  findIdsHolding,
  findLibraryTexts,
  findLibraryVersion,
  isIndexedWord,
  searchTermsOf,
  withoutOperators,
  type ArticleScope,
  type ArticleSummaryRecord,
} from '@tele/data/repositories/articles';
import { createLibraryIndexes, type LibraryIndexes } from '@tele/data/search/library-indexes';

/*
 * Help search and the chatbot's fallback (ADR 0043) read each library's search index, which every API instance
 * keeps in memory and builds again when the library's version moved (`@tele/data/search`); only the page shown,
 * or the one article answered, is read from the database.
 */

/** How many of the newest candidates a substring the index cannot decide (`100%`) is tested on. */
export const UNSURE_WINDOW = 1000;

/** How much of a question the chatbot's fallback reads. */
const QUESTION_CHARS = 2000;

/** One set of indexes per running app (its dependencies object), so two instances in one process share none. */
const indexes = new WeakMap<object, LibraryIndexes>();

export function libraryIndexesOf(deps: AppDeps): LibraryIndexes {
  let found = indexes.get(deps);
  if (!found) {
    const { db } = deps;
    found = createLibraryIndexes({
      version: (practiceId, library) => findLibraryVersion(db, practiceId, library),
      articles: (practiceId, library) => findLibraryTexts(db, practiceId, library),
    });
    indexes.set(deps, found);
  }
  return found;
}

/** A library's matches: the ids of the scope's articles matching a query, newest first, read lazily. */
interface Matches {
  total: number;
  /** The ids from `from` up to `to` (exclusive), newest first. */
  idsBetween(from: number, to: number): string[];
  /** The substrings left to test on the full text. */
  unsure: string[];
}

/** The scope's articles matching the query: one library's ordinals as they are, several merged newest first. */
async function matchesOf(deps: AppDeps, scope: ArticleScope, query: ReturnType<typeof searchTermsOf>) {
  const found = await Promise.all(
    scope.practiceIds.map(async (practiceId) => {
      const index = await libraryIndexesOf(deps).read(practiceId, scope.library);
      return { index, ...index.match(query) };
    }),
  );
  const unsure = found[0]?.unsure ?? [];
  if (found.length === 1) {
    const { index, ordinals } = found[0]!;
    return {
      total: ordinals.length,
      idsBetween: (from: number, to: number) => Array.from(ordinals.subarray(from, to), (o) => index.ids[o]!),
      unsure,
    } satisfies Matches;
  }
  // Several practices (a client's): their lists merged, newest first as the lists are.
  const hits = found.flatMap(({ index, ordinals }) =>
    Array.from(ordinals, (o) => ({ id: index.ids[o]!, writtenAt: index.writtenAt[o]! })),
  );
  hits.sort((a, b) => b.writtenAt - a.writtenAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return {
    total: hits.length,
    idsBetween: (from: number, to: number) => hits.slice(from, to).map((hit) => hit.id),
    unsure,
  } satisfies Matches;
}

/**
 * `help-center-search`'s page: the scope's articles holding every word typed (see `searchTermsOf`), newest first,
 * and how many there are. Nothing typed lists the library.
 */
export async function searchLibrary(
  deps: AppDeps,
  scope: ArticleScope,
  input: { tokens: string[]; offset: number; limit: number },
): Promise<{ total: number; list: ArticleSummaryRecord[] }> {
  const query = searchTermsOf(input.tokens);
  if (scope.practiceIds.length === 0) return { total: 0, list: [] };
  if (query.prefixes.length === 0 && query.substrings.length === 0)
    return findArticlePage(deps.db, { ...scope, offset: input.offset, limit: input.limit });
  const matches: Matches = await matchesOf(deps, scope, query);
  let total = matches.total;
  let page: string[];
  if (matches.unsure.length === 0) page = matches.idsBetween(input.offset, input.offset + input.limit);
  else {
    const window = matches.idsBetween(0, UNSURE_WINDOW);
    const holding = await findIdsHolding(deps.db, window, matches.unsure);
    const held = window.filter((id) => holding.has(id));
    total = held.length;
    page = held.slice(input.offset, input.offset + input.limit);
  }
  return { total, list: await findArticleSummaries(deps.db, scope, page) };
}

/**
 * The article of the scope that best answers a question (`LibraryIndex.best` over its words of three letters or
 * more that are no stopwords), with the first 2,000 characters of its words; null when none holds one of them.
 */
export async function findBestArticle(deps: AppDeps, scope: ArticleScope, question: string) {
  const words = [
    ...new Set(
      withoutOperators(question.slice(0, QUESTION_CHARS).toLowerCase())
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(isIndexedWord),
    ),
  ];
  if (words.length === 0) return null;
  // Each practice's best (their indexes read at once), then the best of those: the higher score, else the newer.
  const candidates = await Promise.all(
    scope.practiceIds.map(async (practiceId) => {
      const index = await libraryIndexesOf(deps).read(practiceId, scope.library);
      const found = index.best(words);
      return found
        ? { id: index.ids[found.ordinal]!, score: found.score, writtenAt: index.writtenAt[found.ordinal]! }
        : null;
    }),
  );
  let best: { id: string; score: number; writtenAt: number } | null = null;
  for (const candidate of candidates)
    if (
      candidate &&
      (!best ||
        candidate.score > best.score ||
        (candidate.score === best.score && candidate.writtenAt > best.writtenAt))
    )
      best = candidate;
  return best ? findArticleText(deps.db, best.id) : null;
}
