import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CROSS_SITE_MESSAGE, TOO_LARGE_MESSAGE } from './request-guards.js';
import { createFakeApi, respond } from './test/fake-api.ts';

// serve.js itself, started as a process (with --dev, so it serves the app from the sources as they are, no build
// needed) in front of a local server standing in for legacy-api: the attacks of the review's N6 and of a
// cross-site form, sent over loopback to the real stack (Express, the guards, Remix, the app's actions).

const fake = createFakeApi();
const USER_ID = '65a1b2c3d4e5f60718293a4b';
const MiB = 1024 * 1024;

let web: ChildProcess;
let base: string;
let port: number;
let output = '';

/** The API's answers, by route; anything else is refused as the API refuses a bad body. */
const ANSWERS: Record<string, unknown> = {
  'users/login': {
    msg: 'The login has succeed.',
    results: {
      _id: USER_ID,
      token: 'api-session-token',
      name: 'Maya Patel',
      email: 'maya@example.com',
      role: ['provider'],
    },
  },
  'users/get-simple-user': {
    msg: 'ok',
    results: { _id: USER_ID, name: 'Maya Patel', email: 'maya@example.com', first_login: 1 },
  },
  'users/accept-request': { msg: 'You just have connected with the client.' },
};

/** The routes the API was called on since the last reset. */
const calledRoutes = () => fake.calls.map((call) => call.path.replace('/api/api/', ''));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  const apiUrl = await fake.listen();
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The test runner's own variables stay out: this is the server as `npm run dev` starts it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  web = spawn(process.execPath, ['serve.js', '--dev'], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: {
      ...env,
      NODE_ENV: 'development',
      WEB_PORT: String(port),
      PUBLIC_URL: base,
      API_URL: apiUrl,
      SESSION_SECRET: 'a-test-secret-that-is-long-enough-to-use',
      API_INTERNAL_SECRET: 'the-web-apps-internal-secret-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  web.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  web.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready once the login page renders (the first request also compiles it).
  for (;;) {
    if (web.exitCode !== null) throw new Error(`serve.js exited:\n${output}`);
    const ready = await fetch(`${base}/login`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (web && web.exitCode === null) {
    web.kill('SIGTERM');
    await once(web, 'exit');
  }
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  fake.handler = (request, response, call) => {
    const answer = ANSWERS[call.path.replace('/api/api/', '')];
    respond(answer ? 200 : 400, answer ?? { msg: 'Not answered in this test.' })(request, response, call);
  };
});

/** Logs in through the app's login form, as the page posts it; resolves to the session cookie. */
async function logIn(): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ email: 'maya@example.com', password: 'secret-password-1', timeZone: 'UTC' }),
  });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/dashboard');
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  expect(cookie).toMatch(/__tt_session=./);
  return cookie;
}

const addClientForm = () =>
  new URLSearchParams({ name: 'Eve Mallory', email: 'eve@evil.example', redirectTo: '/dashboard' });

describe('a form sent from another site', () => {
  test('is refused with 403 and its message, changes nothing, and the person stays signed in', async () => {
    const cookie = await logIn();
    fake.reset();
    fake.handler = (request, response, call) =>
      respond(200, ANSWERS[call.path.replace('/api/api/', '')] ?? { msg: 'ok' })(request, response, call);

    // A page on evil.example posting the Add Client form with the person's cookie: as a navigation...
    const navigation = await fetch(`${base}/add-client`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
        Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
      body: addClientForm(),
    });
    expect(navigation.status).toBe(403);
    expect(await navigation.text()).toContain(CROSS_SITE_MESSAGE);
    // ...as a fetcher would (Remix's data request), and from a browser that sends only Sec-Fetch-Site.
    const fetcher = await fetch(`${base}/add-client.data`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
      body: addClientForm(),
    });
    expect(fetcher.status).toBe(403);
    expect(await fetcher.json()).toEqual({ msg: CROSS_SITE_MESSAGE });
    const noOrigin = await fetch(`${base}/add-client`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: addClientForm(),
    });
    expect(noOrigin.status).toBe(403);
    for (const refused of [navigation, fetcher, noOrigin])
      expect(refused.headers.get('set-cookie')).toBeNull();
    // Nothing reached the API: no client was added.
    expect(calledRoutes()).toEqual([]);

    // The person's own next page still works with the same session.
    const dashboard = await fetch(`${base}/dashboard`, { redirect: 'manual', headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Maya Patel');

    // The same form from the page itself is what adds a client: the attack would have changed something.
    fake.reset();
    fake.handler = (request, response, call) =>
      respond(200, ANSWERS[call.path.replace('/api/api/', '')] ?? { msg: 'ok' })(request, response, call);
    const own = await fetch(`${base}/add-client`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: base, 'Sec-Fetch-Site': 'same-origin' },
      body: addClientForm(),
    });
    expect(own.status).toBe(302);
    expect(calledRoutes()).toEqual(['users/accept-request']);
  });
});

/**
 * A POST written by hand over a socket: the head, then whatever `sendBody` writes (it is told when the answer has
 * started, and stops). Resolves with the answer once the server has closed the connection, which it does after a
 * refusal, and after any answer to `Connection: close`. A write the server no longer reads is the end of sending.
 */
function rawPost(
  path: string,
  head: Record<string, string>,
  sendBody: (write: (data: string | Buffer) => Promise<void>, isAnswered: () => boolean) => Promise<void>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [headText = '', body = ''] = Buffer.concat(received).toString().split('\r\n\r\n');
      resolve({ status: Number(headText.split(' ')[1]), body });
    });
    const write = (data: string | Buffer) =>
      new Promise<void>((done, fail) => socket.write(data, (error) => (error ? fail(error) : done())));
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, ...head }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    write(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
      .then(() => sendBody(write, () => received.length > 0))
      .catch(() => {});
  });
}

describe('a body over its limit (the review’s N6: 300 MB to /login)', () => {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  test('a declared 300 MB is refused with 413 before it is sent, and the server answers the next request', async () => {
    const answer = await rawPost(
      '/login',
      { ...form, 'Content-Length': String(300 * 1000 * 1000) },
      (write) => write(`email=a%40b.co&password=${'a'.repeat(64 * 1024)}`),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ msg: TOO_LARGE_MESSAGE });
    expect(calledRoutes()).toEqual([]);
    expect((await fetch(`${base}/login`)).status).toBe(200);
  });

  test('a chunked body growing past 1 MiB is cut off with 413, and the server answers the next request', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const answer = await rawPost(
      '/login',
      { ...form, 'Transfer-Encoding': 'chunked' },
      async (write, isAnswered) => {
        const fields = 'email=a%40b.co&password=';
        await write(`${fields.length.toString(16)}\r\n${fields}\r\n`);
        for (let sent = 0; !isAnswered() && sent < 32 * MiB; sent += chunk.length) {
          await write(`${chunk.length.toString(16)}\r\n`);
          await write(chunk);
          await write('\r\n');
        }
        if (!isAnswered()) await write('0\r\n\r\n');
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ msg: TOO_LARGE_MESSAGE });
    expect(calledRoutes()).toEqual([]);
    expect((await fetch(`${base}/login`)).status).toBe(200);
  });

  test('a form within the limit still logs in, chunked too', async () => {
    const body = 'email=maya%40example.com&password=secret-password-1';
    const answer = await rawPost(
      '/login',
      { ...form, 'Transfer-Encoding': 'chunked', Connection: 'close' },
      (write) => write(`${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`),
    );
    expect(answer.status).toBe(302);
    expect(calledRoutes()).toEqual(['users/login']);
  });
});
