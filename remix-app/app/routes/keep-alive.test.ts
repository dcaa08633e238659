import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
// Imported for their types only: the modules are loaded after API_URL points at the local server.
import type * as KeepAliveRoute from '#app/routes/keep-alive.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, routeOf } from '../../test/fake-api.ts';
import { loggedInRequest, TEST_CLIENT, TEST_USER } from '../../test/logged-in.ts';

// The idle sign-out's keep-alive (ADR 0046): while a person is active in the browser, its posts keep the API
// session's own idle clock from ending the session under them; once the API has ended it, the web session ends.
const fake = createFakeApi();
let route: typeof KeepAliveRoute;
let session: typeof SessionModule;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  route = await import('#app/routes/keep-alive.ts');
  session = await import('#app/utils/session.server.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.reset());

const keepAlive = (request: Request) => route.action({ request, params: {}, context: {} });
const post = { method: 'POST' };

/** What a thrown redirect says: where it goes and whether it ends the web session's cookie. */
async function thrownRedirect(work: Promise<unknown>) {
  const thrown = await work.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, location: response.headers.get('Location') ?? '', response };
}

describe('/keep-alive', () => {
  test("makes one call to the API with the provider's own session, which refreshes its idle clock", async () => {
    fake.answer('users/get-drag', 200, { msg: 'ok', results: [] });
    const answer = await keepAlive(
      await loggedInRequest(session, { url: 'http://localhost:3000/keep-alive', init: post }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(fake.calls.map(routeOf)).toEqual(['users/get-drag']);
    expect(fake.calls[0]!.authorization).toBe(`Bearer ${TEST_USER.token}`);
    expect(fake.calls[0]!.body).toMatchObject({ id: TEST_USER.id, role: 'provider' });
  });

  test("keeps a client's session alive as a client", async () => {
    fake.answer('users/get-drag', 200, { msg: 'ok', results: [] });
    await keepAlive(
      await loggedInRequest(session, {
        url: 'http://localhost:3000/keep-alive',
        user: TEST_CLIENT,
        init: post,
      }),
    );
    expect(fake.calls[0]!.authorization).toBe(`Bearer ${TEST_CLIENT.token}`);
    expect(fake.calls[0]!.body).toMatchObject({ id: TEST_CLIENT.id, role: 'client' });
  });

  test('sends a browser without a session to the login page, calling nothing', async () => {
    const { location } = await thrownRedirect(
      keepAlive(new Request('http://localhost:3000/keep-alive', post)),
    );
    expect(location).toMatch(/^\/login/);
    expect(fake.calls).toEqual([]);
  });

  test('ends the web session once the API has ended its own (idle past its clock: 403)', async () => {
    fake.handler = respond(403, { msg: 'Your session has ended. Please sign in again.' });
    const { location, response } = await thrownRedirect(
      keepAlive(await loggedInRequest(session, { url: 'http://localhost:3000/keep-alive', init: post })),
    );
    expect(location).toMatch(/^\/login/);
    expect(response.headers.get('Set-Cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});
