import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySchemaOf, pathsOf } from '../src/http/define-route.js';
import { DEFAULT_PROVIDER_TILES } from '../src/services/dashboard/tiles.js';
import { arbitraryFor } from './support/arbitrary-body.js';
import { allRoutes } from '../src/routes/index.js';
import { createTestApp, logInAs, seedProvider, type SeededProvider, type TestApp } from './support/app.js';

/**
 * Walks every registered legacy route and checks what every route inherits from registration: access,
 * caller claims, malformed and mistyped input, and that no input at all makes the server fail.
 */
let t: TestApp;
let me: SeededProvider;
let other: SeededProvider;
let token: string;

beforeAll(async () => {
  // A generous limit, so random bodies reach the handlers instead of stopping at 429.
  t = await createTestApp({ rateLimitMax: 100_000 });
  me = await seedProvider();
  other = await seedProvider();
  token = await logInAs(t, me);
});
afterAll(async () => {
  await t?.close();
});

const privateRoutes = allRoutes.filter((route) => route.access !== 'public');

function expectJsonMsg(response: { headers: Record<string, unknown>; json: () => unknown }) {
  expect(String(response.headers['content-type'])).toMatch(/application\/json/);
  expect(response.json()).toEqual(expect.objectContaining({ msg: expect.any(String) }));
}

describe.each(allRoutes.map((route) => [`${route.group}/${route.name}`, route] as const))(
  '%s',
  (_name, route) => {
    it('is served under /api/api and /api', async () => {
      for (const url of pathsOf(route)) {
        const response = await t.inject({
          method: 'POST',
          url,
          payload: '{"x":',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('answers malformed JSON and non-object bodies with 400 {msg}', async () => {
      const [url] = pathsOf(route);
      for (const payload of ['{"email": "a@b.c"', '[1,2,3]', '"text"', 'null', '42']) {
        const response = await t.inject({
          method: 'POST',
          url: url!,
          payload,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(400);
        expectJsonMsg(response);
      }
    });

    it('answers wrong types (operator objects, numbers, arrays) with 400 {msg}', async () => {
      const fields = Object.keys(route.body);
      if (fields.length === 0) return;
      for (const wrong of [{ $ne: null }, 12345, ['a', 'b'], true]) {
        const body = Object.fromEntries(fields.map((field) => [field, wrong]));
        const response = await t.post(pathsOf(route)[0]!, body, token);
        expect(response.statusCode).toBe(400);
        expectJsonMsg(response);
      }
    });

    it('survives 200 random bodies without a server error', async () => {
      const vocabulary = {
        ids: [me.id, other.id],
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
      // Mostly bodies shaped like the schema (so handlers run), sometimes anything at all (so validation runs).
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
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, withSession) => {
          const response = await t.post(pathsOf(route)[0]!, payload, withSession ? token : undefined);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode !== 200) expectJsonMsg(response);
        }),
        { numRuns: 200 },
      );
      // Keep the session usable for the next route even if the fuzzing logged it out.
      token = await logInAs(t, me);
    });
  },
);

describe.each(privateRoutes.map((route) => [`${route.group}/${route.name}`, route] as const))(
  '%s (private)',
  (_name, route) => {
    it('refuses a caller without a session with 403 {msg}', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-session-token-at-all' }]) {
        const response = await t.inject({
          method: 'POST',
          url: pathsOf(route)[0]!,
          payload: { id: me.id },
          headers,
        });
        expect(response.statusCode).toBe(403);
        expectJsonMsg(response);
      }
    });

    it("refuses someone else's auth_id with 403 {msg}", async () => {
      const response = await t.post(pathsOf(route)[0]!, { auth_id: other.id, id: me.id }, token);
      expect(response.statusCode).toBe(403);
      expectJsonMsg(response);
    });
  },
);

describe('outside the routes', () => {
  it('answers unknown routes with 404 JSON', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/api/users/no-such-route', payload: {} });
    expect(response.statusCode).toBe(404);
    expectJsonMsg(response);
    expect((await t.inject({ method: 'GET', url: '/wp-admin' })).statusCode).toBe(404);
  });

  it('answers a body over the limit with 413 {msg}', async () => {
    const response = await t.post('users/login', { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expectJsonMsg(response);
  });

  it('answers a wrong content type with 400 {msg}', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/api/users/login',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expectJsonMsg(response);
  });

  it('reports health', async () => {
    expect((await t.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });
});
