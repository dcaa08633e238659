import { data, redirect } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import * as z from 'zod/mini';
import { ARTICLE_MESSAGES, HELP_CATEGORIES } from '@tele/contract/library-messages';
import { requireClient, requireUser } from '#app/features/identity/index.server.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { renderNewestArticles } from '#app/features/articles/newest-articles.server.tsx';
import {
  changeCategory,
  deleteArticle,
  listArticles,
  listCategories,
  listHelpCategories,
  listRecentArticles,
  readArticle,
  readEditableArticle,
  saveArticle,
  postComment,
  voteOnArticle,
} from '#app/features/articles/articles.server.ts';
import {
  AddCategorySchema,
  ArticleSchema,
  CommentSchema,
  DeleteArticleSchema,
  DeleteCategorySchema,
  VoteSchema,
} from '#app/features/articles/form-schemas.ts';
import {
  ARTICLE_SCREEN_MESSAGES,
  LIBRARIES,
  LIST_PARAMS,
  type ArticleEditorData,
  type Library,
  type LibraryList,
  type LibraryListData,
} from '#app/features/articles/library.ts';

/*
 * The loaders' and actions' work of the blog and help-centre screens (routes/_shell.{all-articles,published,
 * help,help-published,article-details.$id,help-details.$id,new-article.($id),help-new.($id)}.tsx and the client
 * home's /home/articles): each route names its library and calls one of these.
 */

/** A category key from the URL ('1', '2', ...; anything else means all). */
function readCategoryParam(value: string | null): string | null {
  return value && /^[1-9]\d{0,7}$/.test(value) ? value : null;
}

/** All articles or Published by me, filtered by category; the help centre's home also searches. */
export async function loadLibraryList(
  request: Request,
  { library, list }: { library: Library; list: LibraryList },
): Promise<LibraryListData> {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const categoryKey = readCategoryParam(url.searchParams.get(LIST_PARAMS.category));
  const page = readPageParam(url.searchParams.get(LIST_PARAMS.page));
  const isHelpHome = library === 'help' && list === 'all';
  const search = isHelpHome ? (url.searchParams.get(LIST_PARAMS.search) ?? '').trim().slice(0, 500) : '';
  const helpCategory = isHelpHome ? HELP_CATEGORIES.find((category) => category.key === categoryKey) : null;
  const query = search
    ? ({ kind: 'help-search', text: search } as const)
    : helpCategory
      ? ({ kind: 'help-category', categoryName: helpCategory.name } as const)
      : ({ kind: list, categoryKey } as const);
  const timeZone = await getTimeZone(request);
  const [categories, helpCategories, articles] = await Promise.all([
    listCategories(request, library),
    isHelpHome ? listHelpCategories(request) : null,
    listArticles(request, { library, query, page, timeZone, viewerId: user.id }),
  ]);
  const deleteId = url.searchParams.get(LIST_PARAMS.remove);
  const deleting =
    deleteId && articles.isAvailable
      ? (articles.rows.find((row) => row.id === deleteId && row.canManage) ?? null)
      : null;
  return {
    library,
    list,
    categories,
    categoryKey,
    help: helpCategories ? { categories: helpCategories, search } : null,
    articles,
    deleting,
  };
}

/** The list without its open confirmation. */
function withoutDelete(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete(LIST_PARAMS.remove);
  return `${url.pathname}${url.search}`;
}

/** Delete, confirmed in the modal: the API's message as a toast, then the library's list (spec part 2). */
export async function libraryListAction(request: Request, library: Library) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: DeleteArticleSchema });
  if (submission.status !== 'success')
    return redirectWithToast(withoutDelete(request), {
      type: 'error',
      description: ARTICLE_SCREEN_MESSAGES.notFound,
    });
  const outcome = await deleteArticle(request, { library, id: submission.value.articleId });
  return outcome.ok
    ? redirectWithToast(LIBRARIES[library].allHref, {
        type: 'success',
        description: outcome.msg || ARTICLE_MESSAGES.deleted,
      })
    : redirectWithToast(withoutDelete(request), { type: 'error', description: outcome.msg });
}

/** The detail's reader: a team member of the practice, or (the blog on the client home) a linked client. */
export type Reader = 'team' | 'client';

/** An article opened to read, with its comments; the author sees Edit (spec part 2). */
export async function loadArticlePage(
  request: Request,
  { library, id, reader }: { library: Library; id: string; reader: Reader },
) {
  const user = reader === 'team' ? await requireUser(request) : await requireClient(request);
  const timeZone = await getTimeZone(request);
  const read = await readArticle(request, { library, id, timeZone });
  if (read.kind === 'missing') return { kind: 'missing' as const };
  return {
    kind: 'article' as const,
    article: read.article,
    comments: read.comments,
    isAuthor: read.article.authorId === user.id,
    commentChecks: formChecksOf(CommentSchema),
  };
}

const ReaderActionSchema = z.discriminatedUnion('intent', [CommentSchema, VoteSchema]);

/** Comment, Like or Dislike: the page again, or the API's refusal in the page and as a toast. */
export async function articleReaderAction(
  request: Request,
  { library, id, reader }: { library: Library; id: string; reader: Reader },
) {
  if (reader === 'team') await requireUser(request);
  else await requireClient(request);
  const submission = parseWithZod(await request.formData(), { schema: ReaderActionSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  const values = submission.value;
  const outcome =
    values.intent === 'post-comment'
      ? await postComment(request, { library, id, content: values.content })
      : await voteOnArticle(request, { library, id, status: values.status });
  const here = new URL(request.url).pathname;
  if (outcome.ok) return redirect(values.intent === 'post-comment' ? `${here}#comments` : here);
  return data(
    { result: submission.reply({ formErrors: [outcome.msg] }) },
    { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
  );
}

export async function loadArticleEditor(
  request: Request,
  { library, id }: { library: Library; id: string | undefined },
): Promise<ArticleEditorData> {
  await requireUser(request);
  const [categories, editing] = await Promise.all([
    listCategories(request, library),
    id ? readEditableArticle(request, { library, id }) : null,
  ]);
  return {
    library,
    categories,
    editing: !editing
      ? { kind: 'new' }
      : editing.ok
        ? { kind: 'article', article: editing.article }
        : { kind: 'missing', msg: editing.msg || ARTICLE_SCREEN_MESSAGES.notFound },
  };
}

const EditorActionSchema = z.discriminatedUnion('intent', [
  ArticleSchema,
  AddCategorySchema,
  DeleteCategorySchema,
]);

/**
 * Publish or Update (then the article, with the API's message as a toast), or a blog category added or
 * deleted (the editor again, with the message). A refusal is the API's message in the page and as a toast.
 */
export async function articleEditorAction(
  request: Request,
  { library, id }: { library: Library; id: string | undefined },
) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: EditorActionSchema });
  if (submission.status !== 'success') return { intent: null, result: submission.reply(), notice: null };
  const values = submission.value;
  if (values.intent === 'save-article') {
    const outcome = await saveArticle(request, {
      library,
      id,
      categoryKey: values.categoryKey,
      title: values.title,
      content: values.content,
    });
    if (outcome.ok) {
      const to = outcome.id ? LIBRARIES[library].detailHref(outcome.id) : LIBRARIES[library].mineHref;
      return redirectWithToast(to, {
        type: 'success',
        description: outcome.msg || (id ? ARTICLE_MESSAGES.updated : ARTICLE_MESSAGES.posted),
      });
    }
    return refused(values.intent, submission.reply({ formErrors: [outcome.msg] }), outcome.msg);
  }
  if (library !== 'blog') {
    // The help centre's six categories are fixed.
    return refused(
      values.intent,
      submission.reply({ formErrors: ['These categories cannot be changed.'] }),
      null,
    );
  }
  const outcome = await changeCategory(request, {
    change: values.intent === 'add-category' ? 'add' : 'delete',
    name: values.category,
  });
  if (!outcome.ok)
    return refused(values.intent, submission.reply({ formErrors: [outcome.msg] }), outcome.msg);
  return data(
    { intent: values.intent, result: submission.reply({ resetForm: true }), notice: outcome.msg },
    { headers: await createToastHeaders({ type: 'success', description: outcome.msg }) },
  );
}

async function refused(intent: string, result: SubmissionResult<string[]>, msg: string | null) {
  return data(
    { intent, result, notice: null },
    {
      status: 400,
      headers: msg ? await createToastHeaders({ type: 'error', description: msg }) : undefined,
    },
  );
}

/** The client home's blog: the articles of the practices the client is linked to. */
export async function loadClientArticles(request: Request) {
  const user = await requireClient(request);
  const url = new URL(request.url);
  const page = readPageParam(url.searchParams.get(LIST_PARAMS.page));
  const timeZone = await getTimeZone(request);
  const articles = await listArticles(request, {
    library: 'blog',
    query: { kind: 'all', categoryKey: null },
    page,
    timeZone,
    viewerId: user.id,
  });
  return { articles };
}

/** The client home's "From your practice" panel: the newest three, as HTML made here (no script on /home). */
export async function loadNewestArticles(request: Request): Promise<string> {
  const timeZone = await getTimeZone(request);
  return renderNewestArticles(await listRecentArticles(request, { timeZone, limit: 3 }));
}
