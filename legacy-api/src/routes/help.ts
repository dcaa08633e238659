import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
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
import { getCategoryList } from '#api/services/articles/categories.js';
import {
  countHelpArticles,
  findHelpByTitle,
  listHelpCategory,
  readHelpArticle,
  searchHelp,
} from '#api/services/articles/help-centre.js';

/**
 * The help centre (legacy-contract 6.7; ADR 0043): the practice's help articles, for its team only. The blog's
 * library service with `library = 'help'`, plus counts per fixed category, search and the lookup by title.
 */
export const helpRoutes: RouteSpec[] = [
  defineRoute({
    route: 'help-articles/post-article',
    access: { team: 'provider' },
    callerFields: ['user_id'],
    handler: ({ body, deps, user, now }) => postArticle(deps, user, 'help', body, now),
  }),
  defineRoute({
    route: 'help-articles/update-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => updateArticleContent(deps, user, 'help', body, now),
  }),
  defineRoute({
    route: 'help-articles/get-published',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => getPublished(deps, user, 'help', body),
  }),
  defineRoute({
    route: 'help-articles/get-all-articles',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => getAllArticles(deps, user, 'help', body),
  }),
  defineRoute({
    route: 'help-articles/get-recent-list',
    access: { team: 'provider' },
    handler: ({ deps, user }) => getRecentList(deps, user, 'help'),
  }),
  defineRoute({
    route: 'help-articles/edit-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => editArticle(deps, user, 'help', body._id),
  }),
  defineRoute({
    route: 'help-articles/get-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => readArticle(deps, user, 'help', { id: body._id, now }),
  }),
  defineRoute({
    route: 'help-articles/delete-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => deleteOwnArticle(deps, user, 'help', body._id, now),
  }),
  defineRoute({
    route: 'help-articles/get-category-list',
    access: { team: 'provider' },
    handler: ({ deps, user }) => getCategoryList(deps, user, 'help'),
  }),
  defineRoute({
    route: 'help-articles/get-comment',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => getComments(deps, user, 'help', body._id),
  }),
  defineRoute({
    route: 'help-articles/post-comment',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => postComment(deps, user, 'help', body, now),
  }),
  defineRoute({
    route: 'help-articles/post-like',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => postLike(deps, user, 'help', body, now),
  }),
  defineRoute({
    route: 'help-articles/help-center',
    access: { team: 'provider' },
    handler: ({ deps, user }) => countHelpArticles(deps, user),
  }),
  defineRoute({
    route: 'help-articles/help-count-category',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => countHelpArticles(deps, user, body.key ?? ''),
  }),
  defineRoute({
    route: 'help-articles/help-articles-category',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => listHelpCategory(deps, user, body),
  }),
  defineRoute({
    route: 'help-articles/help-center-search',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => searchHelp(deps, user, body),
  }),
  defineRoute({
    route: 'help-articles/help-center-title',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => findHelpByTitle(deps, user, body.title),
  }),
  defineRoute({
    route: 'help-articles/get-help-article',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => readHelpArticle(deps, user, { id: body.category_id, now }),
  }),
];
