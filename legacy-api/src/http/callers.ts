import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/errors/app-error.js';
import type { AppDeps } from '#api/deps.js';
import { resolveSession } from '#api/services/identity/sessions.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { mayCall, type RouteSpec } from './define-route.js';

/*
 * Who is calling, and whether a route admits them (ADR 0020): read by every route's access check, by the batch's
 * calls (ADR 0065) and by the routes outside the registry (files, live events, document templates).
 */

export const SESSION_COOKIE = 'tt_session';

/** Who is behind the request's session token (a bearer header or the cookie): null without a live session. */
export async function resolveCaller(deps: AppDeps, request: FastifyRequest): Promise<SessionUser | null> {
  const token = tokenOf(request);
  return token ? resolveSession(deps, token, deps.clock(), request.clientAddress) : null;
}

/**
 * The caller a route admits, from the request's session user: null on a public route without one; 403 without a
 * session, or for a role the route's access does not admit.
 */
export function admitCaller(spec: RouteSpec, resolved: SessionUser | null): SessionUser | null {
  const user = resolved?.isDeleted && !spec.allowsDeletedCaller ? null : resolved;
  if (spec.access === 'public') return user;
  if (!user) throw new AppError('forbidden', AUTH_MESSAGES.noSession);
  // A deleted account keeps neither role; the routes that answer it only say that it is gone.
  if (!user.isDeleted && !mayCall(spec.access, user))
    throw new AppError('forbidden', AUTH_MESSAGES.notForYou);
  return user;
}

export const AUTH_MESSAGES = {
  noSession: 'Your session has expired. Please log in again.',
  notYou: 'You can not act for another user.',
  notForYou: 'Your account can not use this. Please log in with the right account.',
} as const;

/** The session token: a bearer header (the web app) or the HttpOnly cookie (same-origin legacy clients). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export function assertCallerClaims(spec: RouteSpec, body: Record<string, unknown>, user: SessionUser): void {
  for (const field of ['auth_id', ...(spec.callerFields ?? [])]) {
    const claimed = body[field];
    if (claimed !== undefined && claimed !== null && claimed !== '' && claimed !== user.id) {
      throw new AppError('forbidden', AUTH_MESSAGES.notYou);
    }
  }
}
