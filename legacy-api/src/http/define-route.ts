import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
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

/** The legacy envelope. New optional fields may be added; nothing is renamed or removed. */
export interface Envelope {
  msg?: string;
  results?: unknown;
  [extra: string]: unknown;
}

export interface RouteContext<Body, IsPublic extends boolean> {
  body: Body;
  user: IsPublic extends true ? SessionUser | null : SessionUser;
  deps: AppDeps;
  now: Date;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteSpecBase<Props extends TProperties, IsPublic extends boolean> {
  group: RouteGroup;
  name: string;
  /** Legacy routes answered any method; the provider app POSTs, so POST is the default. */
  methods?: Array<'POST' | 'GET'>;
  /** Public routes need no session; every other route resolves the caller from the session token. */
  isPublic: IsPublic;
  /** The declared body fields. Unknown fields are dropped; wrong types are a 400. `auth_id` is added. */
  body: Props;
  /**
   * Body fields that name the caller. When present and non-empty they must equal the session user's id,
   * else 403 (as `auth_id` always is). Public routes may not declare any.
   */
  callerFields?: Array<keyof Props & string>;
  /** Identity routes that a script could hammer (login, sign-up, forgot password) are rate limited. */
  isRateLimited?: boolean;
  /** Whether a caller whose account was deleted is answered (only get-simple-user, to say so). */
  allowsDeletedCaller?: boolean;
  handler: (context: RouteContext<Static<TObject<Props>>, IsPublic>) => Promise<Envelope>;
}

export type RouteSpec = RouteSpecBase<TProperties, boolean>;

/**
 * Declares one legacy route. Registration (http/register-routes.ts) mounts it at /api/api/<group>/<name> and
 * /api/<group>/<name> with its schema, its access rule and the shared error handling, so every route
 * inherits them.
 */
export function defineRoute<Props extends TProperties, IsPublic extends boolean>(
  spec: RouteSpecBase<Props, IsPublic>,
): RouteSpec {
  return spec as unknown as RouteSpec;
}

/** The body schema a route is registered with: the declared fields plus the caller claim `auth_id`. */
export function bodySchemaOf(spec: RouteSpec): TObject {
  return Type.Object({ ...spec.body, auth_id: Type.Optional(Type.String({ maxLength: 64 })) });
}

export function pathsOf(spec: Pick<RouteSpec, 'group' | 'name'>): string[] {
  return [`/api/api/${spec.group}/${spec.name}`, `/api/${spec.group}/${spec.name}`];
}
