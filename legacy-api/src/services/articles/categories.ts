import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { Db } from '@tele/data/db';
import {
  deleteArticleCategory,
  findArticleCategories,
  findArticleCategoryByName,
  insertArticleCategory,
  isArticleCategoryInUse,
} from '@tele/data/repositories/article-categories';
import { lockPractice } from '@tele/data/repositories/practices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { CATEGORY_MAX_LENGTH } from '@tele/contract/constants';
import { CATEGORY_MESSAGES, HELP_CATEGORIES } from '@tele/contract/library-messages';
import { titleCase } from '#api/lib/text.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { writeScope, type Library } from './library.js';

/*
 * Categories (legacy-contract 6.6, 6.7; ADR 0043): the blog's are the practice's own, added by any team member
 * and deleted while no live article uses them; the help centre's six are fixed. Both answer the legacy's single
 * document `{cate: {"1": "Anxiety", ...}}`.
 */

async function documentOf(db: Db, practiceId: string) {
  const categories = await findArticleCategories(db, practiceId);
  return { cate: Object.fromEntries(categories.map((category) => [String(category.key), category.name])) };
}

/** `get-category-list`: the practice's blog categories, or the help centre's fixed six. */
export async function getCategoryList(deps: AppDeps, user: SessionUser, library: Library) {
  const scope = writeScope(user, library);
  if (library === 'help') {
    const cate = Object.fromEntries(HELP_CATEGORIES.map((category) => [category.key, category.name]));
    return { msg: CATEGORY_MESSAGES.listed, results: [{ cate }] };
  }
  const document = await documentOf(deps.db, scope.practiceIds[0]!);
  if (Object.keys(document.cate).length === 0) refuse(CATEGORY_MESSAGES.none);
  return { msg: CATEGORY_MESSAGES.listed, results: [document] };
}

function nameOf(category: string | undefined, emptyMessage: string): string {
  const name = (category ?? '').trim().replace(/\s+/g, ' ');
  if (!name) refuse(emptyMessage);
  if (name.length > CATEGORY_MAX_LENGTH) refuse(CATEGORY_MESSAGES.tooLong);
  return titleCase(name);
}

/** `add-category`: a blog category under a key the practice never gave; a name once, regardless of case. */
export async function addCategory(deps: AppDeps, user: SessionUser, category: string | undefined, now: Date) {
  const { practiceIds } = writeScope(user, 'blog');
  const practiceId = practiceIds[0]!;
  const name = nameOf(category, CATEGORY_MESSAGES.noName);
  return inTransaction(deps.db, async (tx) => {
    await lockPractice(tx, practiceId);
    if (await findArticleCategoryByName(tx, practiceId, name)) refuse(CATEGORY_MESSAGES.exists);
    const isFirst = (await findArticleCategories(tx, practiceId)).length === 0;
    await insertArticleCategory(tx, { practiceId, name, now });
    return {
      msg: isFirst ? CATEGORY_MESSAGES.inserted : CATEGORY_MESSAGES.added,
      results: await documentOf(tx, practiceId),
    };
  });
}

/** `delete-category`: a blog category by name, while no live article carries it. */
export async function deleteCategory(deps: AppDeps, user: SessionUser, category: string | undefined) {
  const { practiceIds } = writeScope(user, 'blog');
  const practiceId = practiceIds[0]!;
  const name = nameOf(category, CATEGORY_MESSAGES.noNameToDelete);
  return inTransaction(deps.db, async (tx) => {
    await lockPractice(tx, practiceId);
    const found = await findArticleCategoryByName(tx, practiceId, name);
    if (!found) refuse(CATEGORY_MESSAGES.notFound);
    if (await isArticleCategoryInUse(tx, practiceId, found.key)) refuse(CATEGORY_MESSAGES.inUse);
    await deleteArticleCategory(tx, practiceId, found.key);
    return { msg: CATEGORY_MESSAGES.deleted, results: await documentOf(tx, practiceId) };
  });
}
