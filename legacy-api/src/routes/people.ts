import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { registerClient } from '#api/services/identity/register-client.js';
import {
  deleteRequest,
  getClientRequest,
  listClientRequests,
  requestClient,
  requestIdOf,
} from '#api/services/people/client-requests.js';
import { sendContact } from '#api/services/people/contact.js';
import { deleteUser } from '#api/services/people/delete-person.js';
import { searchDirectory } from '#api/services/people/directory.js';
import { getAllowProviders, getClientPractices, getUsers } from '#api/services/people/people-lists.js';
import { getInfoUser, getPhotoUser } from '#api/services/people/profile-reads.js';
import { updateAbout, updateAddress, updateUserProfile } from '#api/services/people/profile-updates.js';
import { getPractice } from '#api/services/people/team-members.js';

/** Two pictures of 2 MB each as base64 data URLs (4/3 of their size) and the form's other fields. */
const PROFILE_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * The users group's routes for the practice's people (issue 24; ADR 0026): client requests and registering
 * from them, profiles, the directory, the short lists, deleting people and the contact form. Adding
 * colleagues and clients is `register-provider` and `accept-request` (routes/users.ts).
 */
export const peopleRoutes: RouteSpec[] = [
  defineRoute({
    route: 'users/request-client',
    access: 'public',
    handler: async ({ body, deps, now }) => ({ msg: await requestClient(deps.db, body, now) }),
  }),
  defineRoute({
    route: 'users/register-client',
    access: 'public',
    handler: async ({ body, deps, now }) => ({ msg: await registerClient(deps, body, now) }),
  }),
  defineRoute({
    route: 'users/get-request',
    // The client app's register page reads its request by the link's token, before there is any account.
    access: 'public',
    handler: ({ body, deps, user, now }) => getClientRequest(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'users/all-client-request',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => listClientRequests(deps.db, user, body),
  }),
  defineRoute({
    route: 'users/delete-request',
    // The admin app's Decline is a GET with `?deleteData=<JSON of the request>`.
    methods: ['GET', 'POST'],
    access: { team: 'provider' },
    handler: async ({ body, deps, user }) => ({
      msg: await deleteRequest(deps, user, requestIdOf(body)),
    }),
  }),
  defineRoute({
    route: 'users/get-photo-user',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ body, deps, user }) => getPhotoUser(deps.db, user, body),
  }),
  defineRoute({
    route: 'users/get-info-user',
    // The public site's provider profile page reads a listed provider without a session.
    access: 'public',
    handler: ({ body, deps, user, now }) => getInfoUser(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'users/user-profile',
    access: 'signed-in',
    // The repeat reminder edited on a client's profile is the caller's own.
    callerFields: ['_provider_id'],
    bodyLimitBytes: PROFILE_BODY_LIMIT_BYTES,
    handler: async ({ body, deps, user, now }) => ({ msg: await updateUserProfile(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'users/address-update',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => updateAddress(deps, user, body, now),
  }),
  defineRoute({
    route: 'users/about-update',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ body, deps, user, now }) => ({ msg: await updateAbout(deps.db, user, body, now) }),
  }),
  defineRoute({
    route: 'users/get-middle-information',
    access: 'public',
    handler: ({ body, deps, now }) => searchDirectory(deps.db, body, now),
  }),
  defineRoute({
    route: 'users/get-users',
    // The admin app also calls it as a GET with no body: the caller's own scope either way.
    methods: ['GET', 'POST'],
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ body, deps, user }) => getUsers(deps.db, user, body),
  }),
  defineRoute({
    route: 'users/get-allow-providers',
    access: 'client',
    callerFields: ['id'],
    handler: ({ deps, user }) => getAllowProviders(deps.db, user),
  }),
  defineRoute({
    route: 'users/get-practice',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user }) => getPractice(deps.db, user),
  }),
  defineRoute({
    route: 'users/get-client-practices',
    access: 'client',
    callerFields: ['id'],
    handler: ({ deps, user }) => getClientPractices(deps.db, user),
  }),
  defineRoute({
    route: 'users/delete-user',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await deleteUser(deps, user, body._id, now) }),
  }),
  defineRoute({
    route: 'users/send-contact',
    access: 'public',
    handler: async ({ body, deps, now }) => ({ msg: await sendContact(deps, body, now) }),
  }),
];
