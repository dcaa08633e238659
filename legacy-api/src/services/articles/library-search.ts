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

interface Hit {
  id: string;
  writtenAt: number;
}

/** The scope's articles matching the query, newest first, and the substrings left to test on the full text. */
async function hitsOf(deps: AppDeps, scope: ArticleScope, query: ReturnType<typeof searchTermsOf>) {
  const found = await Promise.all(
    scope.practiceIds.map(async (practiceId) => {
      const index = await libraryIndexesOf(deps).read(practiceId, scope.library);
      const { ordinals, unsure } = index.match(query);
      return { index, ordinals, unsure };
    }),
  );
  const unsure = found[0]?.unsure ?? [];
  const hits: Hit[] = found.flatMap(({ index, ordinals }) =>
    Array.from(ordinals, (ordinal) => ({ id: index.ids[ordinal]!, writtenAt: index.writtenAt[ordinal]! })),
  );
  // Several practices (a client's): their lists merged, newest first as the lists are.
  if (found.length > 1)
    hits.sort((a, b) => b.writtenAt - a.writtenAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { hits, unsure };
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
  const found = await hitsOf(deps, scope, query);
  let hits = found.hits;
  if (found.unsure.length > 0) {
    const window = hits.slice(0, UNSURE_WINDOW);
    const holding = await findIdsHolding(
      deps.db,
      window.map((hit) => hit.id),
      found.unsure,
    );
    hits = window.filter((hit) => holding.has(hit.id));
  }
  const page = hits.slice(input.offset, input.offset + input.limit).map((hit) => hit.id);
  return { total: hits.length, list: await findArticleSummaries(deps.db, scope, page) };
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
  let best: { id: string; score: number; writtenAt: number } | null = null;
  for (const practiceId of scope.practiceIds) {
    const index = await libraryIndexesOf(deps).read(practiceId, scope.library);
    const found = index.best(words);
    if (!found) continue;
    const candidate = {
      id: index.ids[found.ordinal]!,
      score: found.score,
      writtenAt: index.writtenAt[found.ordinal]!,
    };
    if (
      !best ||
      candidate.score > best.score ||
      (candidate.score === best.score && candidate.writtenAt > best.writtenAt)
    )
      best = candidate;
  }
  return best ? findArticleText(deps.db, best.id) : null;
}
