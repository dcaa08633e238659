import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES, type RouteAnswer, type RouteBody, type RouteName, type Routes } from '@tele/contract/routes';
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

interface RouteDeclaration<N extends RouteName, Access extends RouteAccess> {
  /**
   * The route's name in `@tele/contract/routes`, `<group>/<name>`: its body schema (unknown fields dropped, wrong
   * types a 400, `auth_id` added), its answer (Fastify serialises the 200 answer by it, so a field it does not
   * declare is not sent; outside production every answer is also checked strictly against it, so such a field
   * fails loudly instead of vanishing: http/answer-check.ts) and its fields' own legacy messages come from there.
   * Refusals are `{msg}` from the error handler.
   */
  route: N;
  /** Legacy routes answered any method; the provider app POSTs, so POST is the default. */
  methods?: Array<'POST' | 'GET'>;
  /** Who may call the route. Required: registration refuses a route without it. */
  access: Access;
  /**
   * Body fields that name the caller. When present and non-empty they must equal the session user's id,
   * else 403 (as `auth_id` always is). Public routes may not declare any.
   */
  callerFields?: Array<keyof Routes[N]['body'] & string>;
  /** Whether a caller whose account was deleted is answered (only get-simple-user, to say so). */
  allowsDeletedCaller?: boolean;
  /**
   * A larger body limit than the API's (API_BODY_LIMIT_BYTES) for a route whose legacy callers send pictures
   * inside the JSON (data URLs); the pictures themselves are still limited to 2 MB each.
   */
  bodyLimitBytes?: number;
  handler: (context: RouteContext<RouteBody<N>, Access>) => Promise<Answered<N>>;
  /**
   * Writes the 200 answer's JSON text itself, for a route whose answer is mostly text that does not change from
   * one call to the next (the chart's month, ADR 0067); undefined leaves the answer to the schema's serialiser.
   * The text must be the schema serialiser's, byte for byte: the route's test says so. The answer check and the
   * preSerialization hooks run as for any route.
   */
  writeAnswer?: (answer: RouteAnswer<N>) => string | undefined;
}

/** A route's answer; a text answer (a file, such as the report's CSV) may also be streamed. */
type Answered<N extends RouteName> =
  RouteAnswer<N> extends string ? RouteAnswer<N> | Readable : RouteAnswer<N>;

/** A declared route as registration reads it: the declaration with its contract filled in. */
export interface RouteSpec {
  route: RouteName;
  group: RouteGroup;
  name: string;
  methods?: Array<'POST' | 'GET'>;
  access: RouteAccess;
  body: TProperties;
  response: TSchema;
  fieldMessages?: Readonly<Record<string, string>>;
  callerFields?: string[];
  isRateLimited?: boolean;
  isMultipart?: boolean;
  isBatchable?: boolean;
  allowsDeletedCaller?: boolean;
  bodyLimitBytes?: number;
  handler: (context: RouteContext<Record<string, unknown>, RouteAccess>) => Promise<unknown>;
  writeAnswer?: (answer: unknown) => string | undefined;
}

/**
 * Declares one legacy route: who may call it and what it does; its wire shape is the contract's entry.
 * Registration (http/register-routes.ts) mounts it at /api/api/<group>/<name> and /api/<group>/<name> with its
 * access rule, its schema and the shared error handling, so every route inherits them.
 */
export function defineRoute<const N extends RouteName, const Access extends RouteAccess>(
  declaration: RouteDeclaration<N, Access>,
): RouteSpec {
  const contract = ROUTES[declaration.route];
  const [group, name] = declaration.route.split('/') as [RouteGroup, string];
  return {
    ...declaration,
    group,
    name,
    body: contract.body,
    response: contract.answer,
    ...('fieldMessages' in contract ? { fieldMessages: contract.fieldMessages } : {}),
    ...('isRateLimited' in contract ? { isRateLimited: contract.isRateLimited } : {}),
    ...('isMultipart' in contract ? { isMultipart: contract.isMultipart } : {}),
    ...('isBatchable' in contract ? { isBatchable: contract.isBatchable } : {}),
  } as unknown as RouteSpec;
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

/**
 * Whether a team member holds at least this role (`owner`: the practice's owners and its super owner). The
 * services' own rules ask it, so a route open to all providers can still refuse a lower role with its own
 * message (a 400 the web app shows, ADR 0020), with the same ranking as the routes' access.
 */
export function hasTeamRole(user: SessionUser, least: TeamRole): boolean {
  return mayCall({ team: least }, user);
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
