import type {
  ArticleRecord,
  ArticleSummaryRecord,
  CommentRecord,
  Vote,
} from '@tele/data/repositories/articles';
import { ARTICLE_CONTENT_CUT, ARTICLE_TITLE_CUT } from '@tele/contract/constants';
import { ANOTHER_CLIENT } from '@tele/contract/library-messages';
import { sanitizeRichText } from '#api/lib/rich-text.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { canManage, helpCategoryOf } from './library.js';

/*
 * Articles as the wire shows them (legacy-contract 6.6, 6.7): lists carry the words without markup, cut as the
 * legacy cut them (titles past 70, or `sLen`, become 69 and "..."; words past 180 become 179 and "..."), the
 * first picture as `src`, the author as `users`; the detail carries every word and the HTML, sanitised again.
 */

export interface TitleCut {
  longerThan: number;
  keep: number;
}

/** Text longer than the cut's length, kept to one less and "...". */
export function cutText(text: string, cut: TitleCut): string {
  return text.length > cut.longerThan ? `${text.slice(0, cut.keep)}...` : text;
}

/** The title cut a list asks for with `sLen` (the legacy's `sLen || 70`). */
export function titleCutOf(sLen: unknown): TitleCut {
  const length = typeof sLen === 'number' ? Math.trunc(sLen) : Number.parseInt(String(sLen ?? ''), 10);
  if (!Number.isFinite(length) || length < 2) return ARTICLE_TITLE_CUT;
  const longerThan = Math.min(length, 1_000);
  return { longerThan, keep: longerThan - 1 };
}

/** `disLike`, with the capital L, is the wire's name of a dislike (legacy-contract 6.6). */
export const wireVoteOf = (vote: Vote | null): 'like' | 'disLike' | null =>
  vote === 'dislike' ? 'disLike' : vote;

const authorOf = (article: ArticleSummaryRecord) => [
  { _id: article.userId, name: article.authorName, photo: article.authorPhoto },
];

const categoryNameOf = (article: ArticleSummaryRecord) =>
  article.library === 'help'
    ? (helpCategoryOf(article.categoryId)?.name ?? '')
    : (article.categoryName ?? '');

export function toSummaryWire(
  user: SessionUser,
  article: ArticleSummaryRecord,
  cuts: { title: TitleCut | null; content: boolean },
) {
  return {
    _id: article.id,
    category_id: article.categoryId,
    category_name: categoryNameOf(article),
    user_id: article.userId,
    title: cuts.title ? cutText(article.title, cuts.title) : article.title,
    content: cuts.content ? cutText(article.contentText, ARTICLE_CONTENT_CUT) : article.contentText,
    writtenDate: article.writtenAt.toISOString(),
    likes: article.likes,
    dislikes: article.dislikes,
    readers: article.readers,
    nComment: article.comments,
    src: article.coverSrc,
    users: authorOf(article),
    can_manage: canManage(user, article),
  };
}

export function toDetailWire(
  user: SessionUser,
  article: ArticleRecord,
  extra: { prevId: string | null; nextId: string | null; myVote: Vote | null },
) {
  return {
    ...toSummaryWire(user, article, { title: null, content: false }),
    html: sanitizeRichText(article.content),
    prev_id: extra.prevId === article.id ? null : extra.prevId,
    next_id: extra.nextId === article.id ? null : extra.nextId,
    my_vote: wireVoteOf(extra.myVote),
  };
}

export function toEditableWire(user: SessionUser, article: ArticleRecord) {
  return {
    _id: article.id,
    category_id: article.categoryId,
    user_id: article.userId,
    title: article.title,
    content: sanitizeRichText(article.content),
    writtenDate: article.writtenAt.toISOString(),
    users: authorOf(article),
    can_manage: canManage(user, article),
  };
}

/**
 * A comment as `viewer` reads it. A client never learns who another client is: a blog's readers include every
 * client of the practice, and a name under a therapist's article says whose client someone is. The team sees
 * every author; a client sees the team's names and its own.
 */
export function toCommentWire(comment: CommentRecord, viewer: SessionUser) {
  const isHidden = viewer.teamRole === null && !comment.authorIsTeam && comment.userId !== viewer.id;
  return {
    _id: comment.id,
    article_id: comment.articleId,
    content: comment.content,
    writtenDate: comment.writtenAt.toISOString(),
    user_id: isHidden ? '' : comment.userId,
    name: isHidden ? ANOTHER_CLIENT : comment.authorName,
    photo: isHidden ? null : comment.authorPhoto,
  };
}
