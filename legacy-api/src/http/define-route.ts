import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { TeamRole } from '@tele/data/repositories/users';
import type { SessionUser } from '../services/identity/session-user.js';

export type RouteGroup =
  | 'users'
  | 'appointments'
  | 'documents'
  | 'articles'
  | 'help-articles'
  | 'payment'
  | 'message'
  | 'chatbot'
  | 'events';

/**
 * Who may call a route (ADR 0020), checked before the schema and the handler:
 * - `'public'`: anyone; the handler gets the session user when there is one;
 * - `'signed-in'`: any live session (a client or a team member); the handler scopes by the caller's role;
 * - `'client'`: a signed-in client;
 * - `{ team: role }`: a team member whose role is that one or above it
 *   (provider < administrator < owner < super_owner).
 */
export type RouteAccess = 'public' | 'signed-in' | 'client' | { team: TeamRole };

/** Team roles from the least to the most trusted; a route open from one role is open to those above it. */
export const TEAM_RANK: readonly TeamRole[] = ['provider', 'administrator', 'owner', 'super_owner'];

export interface RouteContext<Body, Access extends RouteAccess> {
  body: Body;
  user: Access extends 'public' ? SessionUser | null : SessionUser;
  deps: AppDeps;
  now: Date;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteSpecBase<Props extends TProperties, Access extends RouteAccess, Answer extends TSchema> {
  group: RouteGroup;
  name: string;
  /** Legacy routes answered any method; the provider app POSTs, so POST is the default. */
  methods?: Array<'POST' | 'GET'>;
  /** Who may call the route. Required: registration refuses a route without it. */
  access: Access;
  /** The declared body fields. Unknown fields are dropped; wrong types are a 400. `auth_id` is added. */
  body: Props;
  /**
   * The answer (status 200) from `@tele/contract`: Fastify serialises it by this schema, so a field it does not
   * declare is not sent. Outside production every answer is also checked strictly against it (http/answer-check.ts),
   * so such a field fails loudly instead of vanishing. Refusals are `{msg}` from the error handler.
   */
  response: Answer;
  /**
   * The route's own legacy message for a field whose value fails the schema (the contract names one for some
   * fields, e.g. "Please choose the invitees."); other fields get the generic message.
   */
  fieldMessages?: Partial<Record<keyof Props & string, string>>;
  /**
   * Body fields that name the caller. When present and non-empty they must equal the session user's id,
   * else 403 (as `auth_id` always is). Public routes may not declare any.
   */
  callerFields?: Array<keyof Props & string>;
  /** Identity routes that a script could hammer (login, sign-up, forgot password) are rate limited. */
  isRateLimited?: boolean;
  /** Whether a caller whose account was deleted is answered (only get-simple-user, to say so). */
  allowsDeletedCaller?: boolean;
  handler: (context: RouteContext<Static<TObject<Props>>, Access>) => Promise<Static<Answer>>;
}

export type RouteSpec = RouteSpecBase<TProperties, RouteAccess, TSchema>;

/**
 * Declares one legacy route. Registration (http/register-routes.ts) mounts it at /api/api/<group>/<name> and
 * /api/<group>/<name> with its access rule, its schema and the shared error handling, so every route
 * inherits them.
 */
export function defineRoute<
  Props extends TProperties,
  const Access extends RouteAccess,
  Answer extends TSchema,
>(spec: RouteSpecBase<Props, Access, Answer>): RouteSpec {
  return spec as unknown as RouteSpec;
}

/** Whether a value is a valid access declaration (registration refuses anything else). */
export function isRouteAccess(access: unknown): access is RouteAccess {
  if (access === 'public' || access === 'signed-in' || access === 'client') return true;
  if (typeof access !== 'object' || access === null) return false;
  const keys = Object.keys(access);
  const team = (access as { team?: unknown }).team;
  return keys.length === 1 && TEAM_RANK.includes(team as TeamRole);
}

/** Whether a signed-in user may call a route with this access (the public case needs no user). */
export function mayCall(access: RouteAccess, user: SessionUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'signed-in') return user.isClient || user.teamRole !== null;
  if (access === 'client') return user.isClient;
  return user.teamRole !== null && TEAM_RANK.indexOf(user.teamRole) >= TEAM_RANK.indexOf(access.team);
}

/** The access rule as the docs and tests name it: public, signed-in, client, or team:<least role>. */
export function describeAccess(access: RouteAccess): string {
  return typeof access === 'string' ? access : `team:${access.team}`;
}

/** The body schema a route is registered with: the declared fields plus the caller claim `auth_id`. */
export function bodySchemaOf(spec: RouteSpec): TObject {
  return Type.Object({ ...spec.body, auth_id: Type.Optional(Type.String({ maxLength: 64 })) });
}

export function pathsOf(spec: Pick<RouteSpec, 'group' | 'name'>): string[] {
  return [`/api/api/${spec.group}/${spec.name}`, `/api/${spec.group}/${spec.name}`];
}
