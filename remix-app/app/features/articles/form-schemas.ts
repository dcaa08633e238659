import * as z from 'zod/mini';
import { ARTICLE_TITLE_MAX_LENGTH, CATEGORY_MAX_LENGTH, COMMENT_MAX_LENGTH } from '@tele/contract/constants';
import { ARTICLE_MESSAGES, CATEGORY_MESSAGES } from '@tele/contract/library-messages';
import { hasNoteContent, NOTE_MAX_LENGTH } from '#app/features/notes/index.ts';
import { IdField } from '#app/utils/form-fields.ts';

/**
 * The forms of the blog and the help centre, one schema each for conform in the browser and the route's action.
 * Messages are the API's own (legacy wording kept), so a person reads the same sentence whichever side catches
 * the mistake.
 */

/** Required text, trimmed: `required` when empty, `tooLong` past `max` characters. */
const textWithin = ({ required, tooLong, max }: { required: string; tooLong: string; max: number }) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));

/** The editor: a category, a title and the content (Quill's HTML); `articleId` in edit mode. */
export const ArticleSchema = z.object({
  intent: z.literal('save-article'),
  articleId: z.optional(IdField),
  categoryKey: z
    .string({ error: ARTICLE_MESSAGES.noCategory })
    .check(z.regex(/^\d{1,8}$/, { error: ARTICLE_MESSAGES.noCategory })),
  title: textWithin({
    required: ARTICLE_MESSAGES.noTitle,
    tooLong: ARTICLE_MESSAGES.titleTooLong,
    max: ARTICLE_TITLE_MAX_LENGTH,
  }),
  content: z
    .string({ error: ARTICLE_MESSAGES.noContent })
    .check(
      z.maxLength(NOTE_MAX_LENGTH, { error: ARTICLE_MESSAGES.contentTooLong }),
      z.refine(hasNoteContent, { error: ARTICLE_MESSAGES.noContent }),
    ),
});
export type ArticleValues = z.infer<typeof ArticleSchema>;

export const CommentSchema = z.object({
  intent: z.literal('post-comment'),
  content: textWithin({
    required: ARTICLE_MESSAGES.noComment,
    tooLong: ARTICLE_MESSAGES.commentTooLong,
    max: COMMENT_MAX_LENGTH,
  }),
});

export const VoteSchema = z.object({
  intent: z.literal('vote'),
  status: z.enum(['like', 'disLike'], { error: ARTICLE_MESSAGES.badVote }),
});

export const AddCategorySchema = z.object({
  intent: z.literal('add-category'),
  category: textWithin({
    required: CATEGORY_MESSAGES.noName,
    tooLong: CATEGORY_MESSAGES.tooLong,
    max: CATEGORY_MAX_LENGTH,
  }),
});

export const DeleteCategorySchema = z.object({
  intent: z.literal('delete-category'),
  category: textWithin({
    required: CATEGORY_MESSAGES.noNameToDelete,
    tooLong: CATEGORY_MESSAGES.noNameToDelete,
    max: CATEGORY_MAX_LENGTH,
  }),
});

export const DeleteArticleSchema = z.object({ intent: z.literal('delete-article'), articleId: IdField });
