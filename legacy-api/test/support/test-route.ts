import type { TSchema } from '@sinclair/typebox';
import type { RouteName } from '@tele/contract/routes';
import type { RouteAccess, RouteContext, RouteSpec } from '../../src/http/define-route.js';

/**
 * A route that exists only in a test (a probe of registration, a slow handler, a rule no real route asks for
 * yet): registered like a declared route, but with its own answer schema instead of a contract entry.
 */
export function testRoute(spec: {
  name: string;
  access: RouteAccess;
  response: TSchema;
  handler: (context: RouteContext<Record<string, unknown>, RouteAccess>) => Promise<unknown>;
}): RouteSpec {
  return { ...spec, route: `users/${spec.name}` as RouteName, group: 'users', body: {} };
}
