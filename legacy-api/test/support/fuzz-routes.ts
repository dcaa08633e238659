import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySchemaOf, pathsOf, type RouteSpec } from '../../src/http/define-route.js';
import { allRoutes } from '../../src/routes/index.js';
import { DEFAULT_PROVIDER_TILES } from '../../src/services/dashboard/tiles.js';
import { arbitraryFor } from './arbitrary-body.js';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type SeededProvider,
  type TestApp,
} from './app.js';

/** Bodies each route is sent (issue 29: at least 1,000 per route, with no 5xx and no hang). */
export const FUZZED_BODIES_PER_ROUTE = 1_000;

const CLIENT_PASSWORD = 'fuzzed client 123';

/** One route's bodies may take this long on a busy two-core machine; past it, the route hangs. */
const ROUTE_TIMEOUT_MS = 120_000;

/**
 * The routes in `shares` parts (the files that call this each take one, so two test workers share the work),
 * by a stable order: part `part` of `shares`.
 */
export function routesOfPart(part: number, shares: number): RouteSpec[] {
  return allRoutes.filter((_route, index) => index % shares === part);
}

/**
 * Sends every route of `routes` FUZZED_BODIES_PER_ROUTE bodies drawn from its contract schema (most shaped like
 * it, so handlers run with the practice's real ids and words; some anything at all, so validation runs), with and
 * without a session of the caller the route is for, and expects no server error and a `{msg}` on every refusal.
 */
export function fuzzRoutes(routes: RouteSpec[]) {
  let t: TestApp;
  let me: SeededProvider;
  let other: SeededProvider;
  let providerToken: string;
  let clientToken: string;
  let client: { id: string; email: string };

  beforeAll(async () => {
    // A generous limit, so random bodies reach the handlers instead of stopping at 429.
    t = await createTestApp({ rateLimitMax: 1_000_000 });
    me = await seedProvider(t.deps.db);
    other = await seedProvider(t.deps.db);
    client = await seedClient(t.deps.db, {
      practiceId: me.practiceId,
      providerId: me.id,
      password: CLIENT_PASSWORD,
    });
    providerToken = await logInAs(t, me);
    clientToken = await logInAsClient(t, { email: client.email, password: CLIENT_PASSWORD });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(routes.map((route) => [`${route.group}/${route.name}`, route] as const))(
    '%s',
    (_name, route) => {
      it(
        `survives ${FUZZED_BODIES_PER_ROUTE} random bodies without a server error`,
        async () => {
          const vocabulary = {
            ids: [me.id, other.id, me.practiceId],
            words: [
              '',
              'provider',
              'client',
              'profile',
              me.email,
              me.password,
              ...DEFAULT_PROVIDER_TILES.map((tile) => tile.title),
              '#80b540',
            ],
          };
          const shaped = arbitraryFor(bodySchemaOf(route), vocabulary);
          const tiles = fc.shuffledSubarray([...DEFAULT_PROVIDER_TILES], { minLength: 1 });
          const anything = fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 2 }), {
            maxKeys: 6,
          });
          const body = fc.oneof(
            { weight: 6, arbitrary: shaped },
            { weight: 2, arbitrary: fc.record({ id: fc.constant(me.id), list: tiles }) },
            { weight: 1, arbitrary: anything },
          );
          const [url] = pathsOf(route);
          await fc.assert(
            fc.asyncProperty(body, fc.boolean(), async (payload, withSession) => {
              const token = route.access === 'client' ? clientToken : providerToken;
              const response = await t.post(url!, payload, withSession ? token : undefined);
              expect(response.statusCode).toBeLessThan(500);
              if (response.statusCode !== 200) {
                expect(String(response.headers['content-type'])).toMatch(/application\/json/);
                expect(response.json()).toEqual(expect.objectContaining({ msg: expect.any(String) }));
              }
            }),
            { numRuns: FUZZED_BODIES_PER_ROUTE },
          );
          // Fresh sessions for the next route, in case a body signed the caller out (logout) or made the practice
          // require two-factor sign-in (require-two-factor), which the next route's sign-in would meet.
          if (route.group === 'users') {
            await t.deps.db.sequelize.query(
              'UPDATE practices SET requires_two_factor = 0 WHERE id IN (:ids)',
              {
                replacements: { ids: [me.practiceId, other.practiceId] },
              },
            );
            providerToken = await logInAs(t, me);
            clientToken = await logInAsClient(t, { email: client.email, password: CLIENT_PASSWORD });
          }
        },
        ROUTE_TIMEOUT_MS,
      );
    },
  );
}
