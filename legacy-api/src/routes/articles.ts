import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { deleteNote, getNote, listNotes, postNote, updateNote } from '#api/services/notes/private-notes.js';
import { addCategory, deleteCategory } from '#api/services/articles/categories.js';
import { libraryRoutes } from './library.js';

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
    handler: ({ body, deps, user, now }) => listNotes(deps, user, body, now),
  }),
  defineRoute({
    route: 'articles/get-one-note',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => getNote(deps, user, body._id, now),
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
  ...libraryRoutes('blog', 'signed-in'),
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
];
