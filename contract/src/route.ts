import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';

/**
 * One route of the wire contract: its request body's fields (legacy-api adds the caller claim `auth_id`), its
 * answer (status 200; refusals are `{msg}`), the route's own legacy message for a body field that fails its
 * schema (others get the generic one), and whether it is an identity route limited per caller address and
 * account (ADR 0021; a 429 `{msg}` past the limit), whose callers on someone's behalf must name that address.
 */
export interface RouteContract {
  readonly body: TProperties;
  readonly answer: TSchema;
  readonly fieldMessages?: Readonly<Record<string, string>>;
  readonly isRateLimited?: boolean;
  /** An upload: the request is `multipart/form-data` (a file and its fields), not a JSON body. */
  readonly isMultipart?: boolean;
  /**
   * Whether the route may be one of a batch's calls (`@tele/contract/batch`, ADR 0065): a JSON route that no rate
   * limit counts and whose handler sets nothing on the reply.
   */
  readonly isBatchable?: boolean;
}

/** A group's routes under their full names, `<group>/<name>`: the keys every caller uses. */
export type RouteGroup<G extends string, R extends Record<string, RouteContract>> = {
  readonly [K in keyof R & string as `${G}/${K}`]: R[K];
};

/** Declares a route group: each route once, under its name in the group. */
export function routeGroup<const G extends string, const R extends Record<string, RouteContract>>(
  group: G,
  routes: R,
): RouteGroup<G, R> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [`${group}/${name}`, route]),
  ) as RouteGroup<G, R>;
}

/** A route's request body, typed from its schema. */
export type BodyOf<R extends RouteContract> = Static<TObject<R['body']>>;
/** A route's answer, typed from its schema. */
export type AnswerOf<R extends RouteContract> = Static<R['answer']>;
