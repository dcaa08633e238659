import { defineRoute, type RouteAccess, type RouteSpec } from '#api/http/define-route.js';
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
import type { Library } from '#api/services/articles/library.js';

const GROUP = { blog: 'articles', help: 'help-articles' } as const;
const TEAM = { team: 'provider' } as const;

/** Who reads a library: never the public. */
type Readers = Exclude<RouteAccess, 'public'>;

/**
 * The twelve routes the blog (`articles/`) and the help centre (`help-articles/`) share shape for shape
 * (`libraryRoutes` in @tele/contract; ADR 0043), declared once for either library. Writing is the team's; who
 * reads is the library's: the blog is read, commented and liked by everyone signed in (the service scopes a client
 * to its linked practices), the help centre by the team only.
 */
export function libraryRoutes(library: Library, readers: Readers): RouteSpec[] {
  const group = GROUP[library];
  return [
    defineRoute({
      route: `${group}/post-article`,
      access: TEAM,
      callerFields: ['user_id'],
      handler: ({ body, deps, user, now }) => postArticle(deps, user, library, body, now),
    }),
    defineRoute({
      route: `${group}/update-article`,
      access: TEAM,
      handler: ({ body, deps, user, now }) => updateArticleContent(deps, user, library, body, now),
    }),
    defineRoute({
      route: `${group}/get-published`,
      access: readers,
      handler: ({ body, deps, user }) => getPublished(deps, user, library, body),
    }),
    defineRoute({
      route: `${group}/get-all-articles`,
      access: readers,
      handler: ({ body, deps, user }) => getAllArticles(deps, user, library, body),
    }),
    defineRoute({
      route: `${group}/get-recent-list`,
      access: readers,
      handler: ({ deps, user }) => getRecentList(deps, user, library),
    }),
    defineRoute({
      route: `${group}/edit-article`,
      access: TEAM,
      handler: ({ body, deps, user }) => editArticle(deps, user, library, body._id),
    }),
    defineRoute({
      route: `${group}/get-article`,
      access: readers,
      handler: ({ body, deps, user, now }) => readArticle(deps, user, library, { id: body._id, now }),
    }),
    defineRoute({
      route: `${group}/delete-article`,
      access: TEAM,
      handler: ({ body, deps, user, now }) => deleteOwnArticle(deps, user, library, body._id, now),
    }),
    defineRoute({
      route: `${group}/get-category-list`,
      access: TEAM,
      handler: ({ deps, user }) => getCategoryList(deps, user, library),
    }),
    defineRoute({
      route: `${group}/get-comment`,
      access: readers,
      handler: ({ body, deps, user }) => getComments(deps, user, library, body._id),
    }),
    defineRoute({
      route: `${group}/post-comment`,
      access: readers,
      handler: ({ body, deps, user, now }) => postComment(deps, user, library, body, now),
    }),
    defineRoute({
      route: `${group}/post-like`,
      access: readers,
      handler: ({ body, deps, user, now }) => postLike(deps, user, library, body, now),
    }),
  ];
}
