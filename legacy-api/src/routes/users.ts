import type { FastifyReply } from 'fastify';
import { forbid, refuse } from '#api/errors/app-error.js';
import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { AUTH_MESSAGES, SESSION_COOKIE } from '#api/http/callers.js';
import type { ApiConfig } from '#api/config/env.js';
import { getTiles, updateTiles } from '#api/services/dashboard/tiles.js';
import { acceptTerms, getSimpleUser } from '#api/services/identity/account.js';
import { logIn } from '#api/services/identity/login.js';
import {
  changePassword,
  requestPasswordReset,
  resetPasswordWithToken,
} from '#api/services/identity/password-reset.js';
import {
  findRegistrationByToken,
  registerProvider,
  verifyRegistration,
} from '#api/services/identity/registration.js';
import { closeSession } from '#api/services/identity/sessions.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  requireTwoFactor,
  setUpTwoFactor,
} from '#api/services/identity/two-factor/settings.js';
import { logInWithSecondStep } from '#api/services/identity/two-factor/sign-in.js';
import { withSignInDelay } from '#api/services/identity/sign-in-delays.js';
import { addClient } from '#api/services/people/add-client.js';
import { acceptClientInvitation } from '#api/services/people/client-invitations.js';
import { acceptClientRequest } from '#api/services/people/client-requests.js';
import { addTeamMember } from '#api/services/people/team-members.js';
import { INVITATION_MESSAGES, REGISTRATION_MESSAGES } from '@tele/contract/messages';
import { listPeople } from '#api/services/people/user-list.js';
import { getBackground, saveBackground } from '#api/services/session-day/settings.js';
import { readsAsClient } from '#api/services/appointments/access.js';

function setSessionCookie(reply: FastifyReply, config: ApiConfig, token: string, expiresAt: Date) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.nodeEnv === 'production',
    path: '/',
    expires: expiresAt,
  });
}

/** The token of a verification or reset link; the legacy page posts the fetched document (`_id`). */
function linkToken(body: { id?: string; _id?: string }): string {
  const token = body.id || body._id;
  if (!token) refuse(REGISTRATION_MESSAGES.requestMissing);
  return token;
}

export const usersRoutes: RouteSpec[] = [
  defineRoute({
    route: 'users/register-provider',
    // Public for a provider's own sign-up; adding a colleague (`add_role: 'provider'`) needs an owner's session.
    access: 'public',
    handler: async ({ body, deps, user, now }) => {
      if (body.add_role !== 'provider') return { msg: await registerProvider(deps, body, now) };
      if (!user) forbid(AUTH_MESSAGES.noSession);
      return { msg: await addTeamMember(deps, user, body, now) };
    },
  }),
  defineRoute({
    route: 'users/get-request-provider',
    access: 'public',
    handler: async ({ body, deps, now }) => ({
      msg: REGISTRATION_MESSAGES.requestFound,
      results: await findRegistrationByToken(deps.db, linkToken(body), now),
    }),
  }),
  defineRoute({
    route: 'users/verification',
    access: 'public',
    handler: ({ body, deps, now }) =>
      verifyRegistration(
        deps,
        { token: linkToken(body), password: body.password, confirm_password: body.confirm_password },
        now,
      ),
  }),
  defineRoute({
    route: 'users/login',
    access: 'public',
    handler: async ({ body, deps, now, request, reply }) => {
      const attempt = { email: body.email, address: request.clientAddress, now, reply };
      const outcome = await withSignInDelay(deps, attempt, () =>
        logIn(deps, body, {
          now,
          ip: request.clientAddress,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
      if (outcome.session)
        setSessionCookie(reply, deps.config, outcome.session.token, outcome.session.expiresAt);
      return { msg: outcome.msg, results: outcome.results };
    },
  }),
  defineRoute({
    route: 'users/login-two-factor',
    access: 'public',
    handler: async ({ body, deps, now, request, reply }) => {
      const outcome = await logInWithSecondStep(deps, body, {
        now,
        ip: request.clientAddress,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, deps.config, outcome.session.token, outcome.session.expiresAt);
      return outcome.answer;
    },
  }),
  defineRoute({
    route: 'users/get-two-factor',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, user }) => getTwoFactor(deps, user),
  }),
  defineRoute({
    route: 'users/setup-two-factor',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, user, now }) => setUpTwoFactor(deps, user, now),
  }),
  defineRoute({
    route: 'users/enable-two-factor',
    access: 'signed-in',
    handler: ({ deps, body, user, now }) => enableTwoFactor(deps, user, body, now),
  }),
  defineRoute({
    route: 'users/disable-two-factor',
    access: 'signed-in',
    handler: async ({ deps, body, user, now }) => ({ msg: await disableTwoFactor(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'users/require-two-factor',
    // An owner's rule; other team members get a 400 from the service (the web app ends a session on a 403).
    access: { team: 'provider' },
    handler: async ({ deps, body, user, now }) => ({ msg: await requireTwoFactor(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'users/logout',
    access: 'signed-in',
    allowsDeletedCaller: true,
    callerFields: ['id'],
    handler: async ({ user, deps, now, reply }) => {
      await closeSession(deps, user, now);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { msg: 'The logout has succeed.' };
    },
  }),
  defineRoute({
    route: 'users/forgot-password',
    access: 'public',
    handler: async ({ body, deps, now }) => ({ msg: await requestPasswordReset(deps, body, now) }),
  }),
  defineRoute({
    route: 'users/reset-password',
    // Public for the e-mailed link; the `flag: 'profile'` flow checks the session itself.
    access: 'public',
    handler: async ({ body, deps, user, now }) => ({
      msg:
        body.flag === 'profile'
          ? await changePassword(deps, user, body, now)
          : await resetPasswordWithToken(deps, body, now),
    }),
  }),
  defineRoute({
    route: 'users/get-simple-user',
    access: 'signed-in',
    allowsDeletedCaller: true,
    callerFields: ['id'],
    handler: ({ deps, user }) => getSimpleUser(deps.db, user),
  }),
  defineRoute({
    route: 'users/accept-terms',
    access: 'signed-in',
    callerFields: ['id'],
    handler: async ({ deps, user, now }) => ({ msg: await acceptTerms(deps.db, user, now) }),
  }),
  defineRoute({
    route: 'users/get-drag',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, body, user }) =>
      getTiles(deps.db, user.id, readsAsClient(user, body.role) ? 'client' : 'provider'),
  }),
  defineRoute({
    route: 'users/drag-update',
    access: 'signed-in',
    callerFields: ['id'],
    handler: async ({ deps, body, user, now }) => ({
      msg: await updateTiles(
        deps.db,
        user.id,
        body.list,
        now,
        readsAsClient(user, body.role) ? 'client' : 'provider',
      ),
    }),
  }),
  defineRoute({
    route: 'users/accept-request',
    access: { team: 'provider' },
    // Three modes: Add Client, Add Provider (the web app's add-user modal), or Approve on a contact request
    // (the body is the request's document).
    handler: async ({ body, deps, user, now }) => {
      if (body.add_role === 'client') return { msg: await addClient(deps, user, body, now) };
      if (body.add_role === 'provider') return { msg: await addTeamMember(deps, user, body, now) };
      return { msg: await acceptClientRequest(deps, user, body._id, now) };
    },
  }),
  defineRoute({
    // New (not in the legacy): the e-mailed invitation's link, for an account of another practice.
    route: 'users/accept-invitation',
    access: 'public',
    handler: async ({ body, deps, now }) => {
      if (!body.id) refuse(INVITATION_MESSAGES.badLink);
      return { msg: await acceptClientInvitation(deps, body.id, now) };
    },
  }),
  defineRoute({
    route: 'users/get-user-list',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, body, user }) => listPeople(deps.db, user, body),
  }),
  defineRoute({
    route: 'users/get-background-user',
    // Anyone's own waiting room: a provider's is what its guests see, a client's what it sees while it waits.
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, user }) => getBackground(deps.db, user),
  }),
  defineRoute({
    route: 'users/room-image',
    access: 'signed-in',
    callerFields: ['id'],
    handler: async ({ deps, body, user, now }) => ({ msg: await saveBackground(deps.db, user, body, now) }),
  }),
];
