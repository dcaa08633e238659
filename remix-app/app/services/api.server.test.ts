import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
// Imported for their types only: the modules are loaded after API_URL points at the local server.
import type * as ApiModule from '#app/services/api.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import type * as TimingModule from '#app/utils/server-timing.server.ts';
import { createFakeApi, respond } from '../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../test/logged-in.ts';

// The client is exercised against a real local HTTP server (no fetch mocks): what goes over the wire and what
// comes back is what legacy-api would see and say.

const fake = createFakeApi();
const received = fake.calls;

let api: typeof ApiModule;
let session: typeof SessionModule;
let timing: typeof TimingModule;

const user = TEST_USER;
const INTERNAL_SECRET = 'the-web-apps-internal-secret-0123456789';

const loggedIn = () =>
  loggedInRequest(session, { timeZone: 'Europe/Berlin', url: 'http://localhost:3000/dashboard' });
/** A browser's request to a public page, as serve.js hands it on (with the address it stamped, if given). */
const browser = (path = '/login', headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { method: 'POST', headers });

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  vi.stubEnv('API_INTERNAL_SECRET', INTERNAL_SECRET);
  // The page bench's per-request timings are on here (requests outside its middleware have none).
  vi.stubEnv('WEB_SERVER_TIMING', 'true');
  api = await import('#app/services/api.server.ts');
  session = await import('#app/utils/session.server.ts');
  timing = await import('#app/utils/server-timing.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  fake.handler = respond(200, { msg: 'Drag List', results: [] });
});

describe('callApi', () => {
  test('posts JSON to /api/api/<group>/<name> with the bearer token and auth_id', async () => {
    fake.handler = respond(200, { msg: 'Drag List', results: [{ title: 'Client List', color: '#743ba2' }] });
    const result = await api.callApi(await loggedIn(), 'users/get-drag', {
      id: user.id,
      role: 'provider',
    });

    expect(result).toEqual({
      ok: true,
      status: 200,
      msg: 'Drag List',
      results: [{ title: 'Client List', color: '#743ba2' }],
    });
    expect(received).toEqual([
      {
        path: '/api/api/users/get-drag',
        authorization: 'Bearer api-session-token',
        body: { auth_id: user.id, id: user.id, role: 'provider' },
      },
    ]);
  });

  test('a 403 destroys the web session and redirects to /login', async () => {
    fake.handler = respond(403, { msg: 'Please log in again.' });
    const thrown = await api
      .callApi(await loggedIn(), 'users/get-simple-user', { id: user.id, role: 'provider' })
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^__tt_session=;/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  test('without a session it redirects to /login and never calls the API', async () => {
    const thrown = await api
      .callApi(new Request('http://localhost:3000/dashboard'), 'users/get-drag', {
        id: 'x',
        role: 'provider',
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((thrown as Response).headers.get('Location')).toBe('/login');
    expect(received).toHaveLength(0);
  });

  test('a 400 surfaces the API msg', async () => {
    fake.handler = respond(400, { msg: 'Please input the current password correctly.' });
    const result = await api.callApi(await loggedIn(), 'users/accept-terms', {
      id: user.id,
      role: 'provider',
    });
    expect(result).toEqual({ ok: false, status: 400, msg: 'Please input the current password correctly.' });
  });
});

describe('the calls a request starts together (one batch, ADR 0065)', () => {
  test("go to the API as one request, each answered with its own route's answer", async () => {
    fake.answer('users/get-drag', 200, { msg: 'Drag List', results: [] });
    fake.answer('users/get-simple-user', 200, { results: { name: 'Dana' } });
    fake.answer('payment/current-subscription', 400, { msg: 'Your practice has no plan yet.' });
    const request = await loggedIn();
    const [drag, account, subscription] = await Promise.all([
      api.callApi(request, 'users/get-drag', { id: user.id, role: 'provider' }),
      api.callApi(request, 'users/get-simple-user', { id: user.id, role: 'provider' }),
      api.callApi(request, 'payment/current-subscription', {}),
    ]);

    expect(fake.batches).toEqual([
      ['users/get-drag', 'users/get-simple-user', 'payment/current-subscription'],
    ]);
    expect(fake.sent()).toEqual([
      ['users/get-drag', { auth_id: user.id, id: user.id, role: 'provider' }],
      ['users/get-simple-user', { auth_id: user.id, id: user.id, role: 'provider' }],
      ['payment/current-subscription', { auth_id: user.id }],
    ]);
    expect(fake.calls.every((call) => call.authorization === 'Bearer api-session-token')).toBe(true);
    expect(drag).toEqual({ ok: true, status: 200, msg: 'Drag List', results: [] });
    expect(account).toEqual({ ok: true, status: 200, msg: undefined, results: { name: 'Dana' } });
    expect(subscription).toEqual({ ok: false, status: 400, msg: 'Your practice has no plan yet.' });
  });

  test('a call alone in its turn, and a route that is not batchable, go alone', async () => {
    const request = await loggedIn();
    await api.callApi(request, 'users/get-drag', { id: user.id, role: 'provider' });
    await Promise.all([
      api.callApi(request, 'users/accept-terms', { id: user.id, role: 'provider' }),
      api.callApi(request, 'users/get-drag', { id: user.id, role: 'provider' }),
    ]);
    expect(fake.batches).toEqual([]);
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/api/users/get-drag',
      '/api/api/users/accept-terms',
      '/api/api/users/get-drag',
    ]);
  });

  test("one call's 403 ends the web session for that call; the others get their answers", async () => {
    fake.answer('users/get-drag', 200, { msg: 'Drag List', results: [] });
    fake.answer('payment/current-subscription', 403, {
      msg: 'Your session has expired. Please log in again.',
    });
    const request = await loggedIn();
    const [drag, subscription] = await Promise.allSettled([
      api.callApi(request, 'users/get-drag', { id: user.id, role: 'provider' }),
      api.callApi(request, 'payment/current-subscription', {}),
    ]);
    expect(drag).toEqual({
      status: 'fulfilled',
      value: { ok: true, status: 200, msg: 'Drag List', results: [] },
    });
    expect(subscription.status).toBe('rejected');
    expect(((subscription as PromiseRejectedResult).reason as Response).headers.get('Location')).toBe(
      '/login',
    );
  });

  test('a batch whose connection fails is the unavailable answer for each of its calls', async () => {
    fake.handler = (request) => request.socket.destroy();
    const request = await loggedIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = await Promise.all([
      api.callApi(request, 'users/get-drag', { id: user.id, role: 'provider' }),
      api.callApi(request, 'payment/current-subscription', {}),
    ]);
    errors.mockRestore();
    expect(fake.batches).toHaveLength(1);
    expect(answers).toEqual([
      { ok: false, status: 503, msg: api.UNAVAILABLE_MESSAGE },
      { ok: false, status: 503, msg: api.UNAVAILABLE_MESSAGE },
    ]);
  });
});

describe("the page bench's timings (WEB_SERVER_TIMING)", () => {
  test('a call inside a timed request is counted as waiting for the API, and named when it is the slowest', async () => {
    fake.handler = (request, response, call) => {
      setTimeout(() => respond(200, { msg: 'Drag List', results: [] })(request, response, call), 30);
    };
    const request = await loggedIn();
    let header = '';
    await new Promise<void>((resolve, reject) => {
      timing.requestTimingMiddleware()!({} as never, {} as never, () => {
        api.callApi(request, 'users/get-drag', { id: user.id, role: 'provider' }).then(() => {
          header = timing.currentRequestTiming()!.toHeader();
          resolve();
        }, reject);
      });
    });

    const waited = Number(/api;dur=([\d.]+);desc="1 calls"/.exec(header)?.[1]);
    expect(waited).toBeGreaterThanOrEqual(25);
    expect(header).toContain('api-slowest;');
    expect(header).toContain('desc="users/get-drag"');
  });
});

describe('callPublicApi', () => {
  test('sends no token and no auth_id', async () => {
    fake.handler = respond(200, { msg: 'Your email has sent successfully. Please check your mailbox.' });
    const result = await api.callPublicApi(browser('/forgot-password'), 'users/forgot-password', {
      email: 'maya@example.com',
      role: 'provider',
    });
    expect(result.ok).toBe(true);
    expect(received[0]).toEqual({
      path: '/api/api/users/forgot-password',
      authorization: undefined,
      body: { email: 'maya@example.com', role: 'provider' },
    });
  });

  test("forwards the browser's address (as serve.js stamped it) with the internal secret", async () => {
    fake.handler = respond(400, { msg: 'The login has failed. Please try again.' });
    await api.callPublicApi(browser('/login', { 'x-client-address': '203.0.113.9' }), 'users/login', {
      email: 'a@b.co',
      password: 'x',
      role: 'provider',
    });
    expect(fake.headers).toHaveLength(1);
    expect(fake.headers[0]).toMatchObject({
      'x-api-internal-secret': INTERNAL_SECRET,
      'x-client-address': '203.0.113.9',
    });
  });

  test('sends neither header when there is no browser address to forward', async () => {
    fake.handler = respond(200, { msg: 'ok' });
    await api.callPublicApi(browser('/forgot-password'), 'users/forgot-password', {
      email: 'a@b.co',
      role: 'provider',
    });
    await api.callPublicApi(
      browser('/forgot-password', { 'x-client-address': '' }),
      'users/forgot-password',
      {
        email: 'a@b.co',
        role: 'provider',
      },
    );
    // Both calls arrived (a loop over no calls would assert nothing), and neither carried the headers.
    expect(fake.headers).toHaveLength(2);
    for (const headers of fake.headers) {
      expect(headers).not.toHaveProperty('x-api-internal-secret');
      expect(headers).not.toHaveProperty('x-client-address');
    }
  });

  test('a 503 from the API becomes a friendly message', async () => {
    fake.handler = respond(503, { msg: 'Database unavailable' });
    const result = await api.callPublicApi(browser(), 'users/login', {
      email: 'a@b.co',
      password: 'x',
      role: 'provider',
    });
    expect(result).toEqual({ ok: false, status: 503, msg: api.UNAVAILABLE_MESSAGE });
  });

  test('a 429 keeps the rate-limit message', async () => {
    fake.handler = respond(429, { msg: 'Too many attempts. Please try again later.' });
    const result = await api.callPublicApi(browser(), 'users/login', {
      email: 'a@b.co',
      password: 'x',
      role: 'provider',
    });
    expect(result).toEqual({ ok: false, status: 429, msg: 'Too many attempts. Please try again later.' });
  });

  test('an answer that is not the JSON envelope is not passed on', async () => {
    fake.handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>proxy page</html>');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await api.callPublicApi(browser(), 'users/logout', { id: 'x', role: 'provider' });
    expect(result.ok).toBe(false);
    expect(errors).toHaveBeenCalledOnce();
  });

  test('a timeout becomes the friendly message', async () => {
    fake.handler = () => {
      // Never answer.
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await api.callPublicApi(
      browser(),
      'users/login',
      { email: 'a@b.co', password: 'x', role: 'provider' },
      { timeoutMs: 50 },
    );
    expect(result).toEqual({ ok: false, status: 503, msg: api.UNAVAILABLE_MESSAGE });
    expect(errors.mock.calls[0]?.[0]).toMatch(/TimeoutError/);
  });

  test('a browser that goes away stops the call: the API sees the connection close, nothing is logged', async () => {
    let closedByCaller: Promise<void> = Promise.resolve();
    fake.handler = (request) => {
      // Never answer; note when the web app hangs up.
      closedByCaller = new Promise((resolve) => request.socket.once('close', () => resolve()));
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = new AbortController();
    const pending = api.callPublicApi(
      new Request('http://localhost:3000/login', { method: 'POST', signal: tab.signal }),
      'users/login',
      { email: 'a@b.co', password: 'x', role: 'provider' },
    );
    await vi.waitFor(() => expect(received.at(-1)?.path).toBe('/api/api/users/login'));
    tab.abort();
    // As Remix does with an aborted request: the abort reason is thrown, and nothing is logged as a failure.
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await closedByCaller;
    expect(errors).not.toHaveBeenCalled();
  });

  test('a refused connection becomes the friendly message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    vi.resetModules();
    vi.stubEnv('API_URL', `http://127.0.0.1:${port}`);
    const isolated = await import('#app/services/api.server.ts');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await isolated.callPublicApi(browser(), 'users/login', {
      email: 'a@b.co',
      password: 'x',
      role: 'provider',
    });
    expect(result).toEqual({ ok: false, status: 503, msg: isolated.UNAVAILABLE_MESSAGE });
    expect(errors).toHaveBeenCalledOnce();
  });
});
