import type { Db } from '@tele/data/db';
import { findLinkedPractices } from '@tele/data/repositories/client-provider-links';
import type { ArticleScope, Library } from '@tele/data/repositories/articles';
import { ARTICLE_MESSAGES, HELP_CATEGORIES, HELP_MESSAGES } from '@tele/contract/library-messages';
import { refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';

/*
 * Who reads and who writes a practice's libraries (ADR 0043): the blog ('blog', the articles group) and the
 * help centre ('help', the help-articles group) follow one set of rules, so one service serves both groups.
 * - the team reads its own practice's blog and help centre and writes both;
 * - a client reads the blog of every practice it is linked to (and comments and votes there), never the help
 *   centre, and writes no article;
 * - an article is changed or deleted by its author, or by the practice's owners and administrators.
 * An article of another practice answers as one that does not exist.
 */

export type { Library };

/** The practices whose library a caller reads. */
export async function readScope(db: Db, user: SessionUser, library: Library): Promise<ArticleScope> {
  if (library === 'help') {
    if (user.teamRole === null) refuse(HELP_MESSAGES.teamOnly);
    return { practiceIds: [user.practiceId], library };
  }
  const practiceIds = new Set<string>();
  if (user.teamRole !== null) practiceIds.add(user.practiceId);
  if (user.isClient) for (const id of await findLinkedPractices(db, user.id)) practiceIds.add(id);
  return { practiceIds: [...practiceIds], library };
}

/** The library a caller writes in: its own practice's, for the team only. */
export function writeScope(user: SessionUser, library: Library): ArticleScope {
  if (user.teamRole === null) refuse(library === 'help' ? HELP_MESSAGES.teamOnly : ARTICLE_MESSAGES.teamOnly);
  return { practiceIds: [user.practiceId], library };
}

const MANAGERS = new Set(['owner', 'administrator', 'super_owner']);

/** Whether the caller may edit and delete an article: its author, or an owner or administrator of its practice. */
export function canManage(user: SessionUser, article: { practiceId: string; userId: string }): boolean {
  if (user.teamRole === null || user.practiceId !== article.practiceId) return false;
  return article.userId === user.id || MANAGERS.has(user.teamRole);
}

/** A category key as the legacy clients send it ('3', 3, ' 3 '); '' and '0' mean "all". */
export function categoryKeyOf(value: string | number | undefined): string {
  const key = String(value ?? '').trim();
  return key === '0' ? '' : key;
}

export const helpCategoryOf = (key: string) => HELP_CATEGORIES.find((category) => category.key === key);
