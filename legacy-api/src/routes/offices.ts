import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import {
  createOffice,
  deleteOffice,
  getOffices,
  setInOfficeSessions,
  updateOffice,
} from '#api/services/offices/offices.js';

/**
 * The practice's offices (issue 30, ADR 0055): read by its whole team (providers choose them for in-person
 * hours), written by its super owner, owners and administrators (the service refuses providers with a 400 {msg}).
 */
export const officesRoutes: RouteSpec[] = [
  defineRoute({
    route: 'offices/get-offices',
    access: { team: 'provider' },
    handler: ({ deps, user }) => getOffices(deps.db, user),
  }),
  defineRoute({
    route: 'offices/create-office',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => createOffice(deps, user, body, now),
  }),
  defineRoute({
    route: 'offices/update-office',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => updateOffice(deps, user, body, now),
  }),
  defineRoute({
    route: 'offices/delete-office',
    access: { team: 'provider' },
    handler: async ({ body, deps, user }) => ({ msg: await deleteOffice(deps, user, body) }),
  }),
  defineRoute({
    route: 'offices/set-in-office-sessions',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await setInOfficeSessions(deps, user, body, now) }),
  }),
];
