import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { countArticlesByCategory, findArticleIdByTitle } from '@tele/data/repositories/articles';
import { ARTICLE_MESSAGES, HELP_CATEGORIES, HELP_MESSAGES } from '@tele/contract/library-messages';
import type { SessionUser } from '#api/services/identity/session-user.js';
import {
  articlePagingOf,
  listAnswer,
  listPage,
  readArticle,
  type ArticlePagingInput,
} from './read-articles.js';
import { readScope } from './library.js';
import { searchLibrary } from './library-search.js';

/*
 * The help centre's own routes (legacy-contract 6.7, ADR 0043): counts per fixed category, a category's list by
 * its name, search and the lookup by title, over the caller's practice's help articles. The rest of the help
 * centre is the shared library service with `library = 'help'`.
 */

const categoryByName = (key: string | undefined) =>
  HELP_CATEGORIES.find((category) => category.name.toLowerCase() === (key ?? '').trim().toLowerCase());

/** `help-center` and `help-count-category`: live articles per category (the legacy counted deleted ones too). */
export async function countHelpArticles(deps: AppDeps, user: SessionUser, key?: string) {
  const counts = await countArticlesByCategory(deps.db, await readScope(deps.db, user, 'help'));
  const categories =
    key === undefined ? HELP_CATEGORIES : HELP_CATEGORIES.filter((c) => c === categoryByName(key));
  return {
    msg: HELP_MESSAGES.counted,
    results: categories.map((category) => ({
      key: category.key,
      category: category.name,
      nCount: counts.get(category.key) ?? 0,
      description: category.description,
    })),
  };
}

/** `help-articles-category`: one category's articles by its lower-case name (an unknown name: all of them). */
export async function listHelpCategory(
  deps: AppDeps,
  user: SessionUser,
  input: ArticlePagingInput & { key?: string; sLen?: unknown },
) {
  const scope = await readScope(deps.db, user, 'help');
  const filter = { ...scope, categoryId: categoryByName(input.key)?.key ?? null };
  return {
    msg: ARTICLE_MESSAGES.listed,
    results: await listPage(deps, user, { filter, paging: input, sLen: input.sLen }),
  };
}

/**
 * What a search looks for (legacy-contract 6.7): the words typed, lower-cased, without `.,:;()[]` and line
 * breaks, split at spaces (and hyphens, which the legacy turned into spaces); `&nbsp` is no word.
 */
export function searchTokensOf(key: string | undefined): string[] {
  const cleaned = (key ?? '')
    .toLowerCase()
    .replace(/&nbsp;?/g, ' ')
    .replace(/[-\s]/g, ' ')
    .replace(/[.,:;()[\]]/g, '');
  return [...new Set(cleaned.split(' ').filter((token) => token !== ''))].slice(0, 20);
}

/**
 * `help-center-search`: the help articles whose title and words hold every word typed (by the starts of their
 * words; short words and stopwords as substrings), newest first, from the library's search index.
 */
export async function searchHelp(
  deps: AppDeps,
  user: SessionUser,
  input: ArticlePagingInput & { key?: string },
) {
  const scope = await readScope(deps.db, user, 'help');
  const paging = articlePagingOf(input);
  const page = await searchLibrary(deps, scope, {
    tokens: searchTokensOf(input.key),
    offset: paging.offset,
    limit: paging.size,
  });
  return { msg: ARTICLE_MESSAGES.listed, results: listAnswer(user, page, paging) };
}

/** `help-center-title`: the id of the help article with this title, regardless of case. */
export async function findHelpByTitle(deps: AppDeps, user: SessionUser, title: string | undefined) {
  const scope = await readScope(deps.db, user, 'help');
  const wanted = (title ?? '').trim();
  const id = wanted ? await findArticleIdByTitle(deps.db, scope, wanted) : null;
  if (!id) refuse(HELP_MESSAGES.titleNotFound);
  return { msg: HELP_MESSAGES.titleFound, results: id };
}

/** `get-help-article`: `get-article` with the article's id in `category_id` (the legacy's misnomer). */
export const readHelpArticle = (deps: AppDeps, user: SessionUser, input: { id?: string; now: Date }) =>
  readArticle(deps, user, 'help', { id: input.id, now: input.now });
