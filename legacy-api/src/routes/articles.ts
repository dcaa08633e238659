import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { deleteNote, getNote, listNotes, postNote, updateNote } from '#api/services/notes/private-notes.js';
import {
  editArticle,
  getAllArticles,
  getComments,
  getPublished,
  getRecentList,
  readArticle,
} from '#api/services/articles/read-articles.js';
import {
  deleteOwnArticle,
  postArticle,
  postComment,
  postLike,
  updateArticleContent,
} from '#api/services/articles/write-articles.js';
import { addCategory, deleteCategory, getCategoryList } from '#api/services/articles/categories.js';

/**
 * The articles group (legacy-contract 6.6): the private notes a provider keeps about a client, and the practice's
 * blog (ADR 0043). The blog's reads, comments and likes are for everyone signed in (the service reads a
 * client's linked practices); writing articles and categories is the team's. The help centre (help.ts) is the
 * same service with `library = 'help'`.
 */
export const articlesRoutes: RouteSpec[] = [
  defineRoute({
    route: 'articles/post-notes',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await postNote(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'articles/get-notes',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => listNotes(deps, user, body),
  }),
  defineRoute({
    route: 'articles/get-one-note',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => getNote(deps, user, body._id),
  }),
  defineRoute({
    route: 'articles/update-notes',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await updateNote(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'articles/delete-notes',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await deleteNote(deps, user, body._id, now) }),
  }),
  defineRoute({
    route: 'articles/post-article',
    access: { team: 'provider' },
    callerFields: ['user_id'],
    handler: ({ body, deps, user, now }) => postArticle(deps, user, 'blog', body, now),
  }),
  defineRoute({
    route: 'articles/update-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => updateArticleContent(deps, user, 'blog', body, now),
  }),
  defineRoute({
    route: 'articles/get-published',
    access: 'signed-in',
    handler: ({ body, deps, user }) => getPublished(deps, user, 'blog', body),
  }),
  defineRoute({
    route: 'articles/get-all-articles',
    access: 'signed-in',
    handler: ({ body, deps, user }) => getAllArticles(deps, user, 'blog', body),
  }),
  defineRoute({
    route: 'articles/get-recent-list',
    access: 'signed-in',
    handler: ({ deps, user }) => getRecentList(deps, user, 'blog'),
  }),
  defineRoute({
    route: 'articles/edit-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => editArticle(deps, user, 'blog', body._id),
  }),
  defineRoute({
    route: 'articles/get-article',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => readArticle(deps, user, 'blog', { id: body._id, now }),
  }),
  defineRoute({
    route: 'articles/delete-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => deleteOwnArticle(deps, user, 'blog', body._id, now),
  }),
  defineRoute({
    route: 'articles/get-category-list',
    access: { team: 'provider' },
    handler: ({ deps, user }) => getCategoryList(deps, user, 'blog'),
  }),
  defineRoute({
    route: 'articles/add-category',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => addCategory(deps, user, body.category, now),
  }),
  defineRoute({
    route: 'articles/delete-category',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => deleteCategory(deps, user, body.category),
  }),
  defineRoute({
    route: 'articles/get-comment',
    access: 'signed-in',
    handler: ({ body, deps, user }) => getComments(deps, user, 'blog', body._id),
  }),
  defineRoute({
    route: 'articles/post-comment',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => postComment(deps, user, 'blog', body, now),
  }),
  defineRoute({
    route: 'articles/post-like',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => postLike(deps, user, 'blog', body, now),
  }),
];
