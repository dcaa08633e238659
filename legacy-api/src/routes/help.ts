import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { libraryRoutes } from './library.js';
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
  ...libraryRoutes('help', { team: 'provider' }),
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
