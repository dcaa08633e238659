import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@remix-run/node';
// Remix's own check, which answers a mismatched Origin with a 500 (the guard must refuse all it refuses).
import { throwIfPotentialCSRFAttack } from '@remix-run/server-runtime/dist/actions.js';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  CROSS_SITE_MESSAGE,
  FORM_BODY_LIMIT_BYTES,
  TOO_LARGE_MESSAGE,
  UPLOAD_BODY_LIMIT_BYTES,
  isCrossSite,
  limitRequestBodies,
  refuseCrossSiteRequests,
} from './request-guards.js';

// The guards in front of a real local HTTP server, as serve.js mounts them in front of Remix. Behind them, the
// "app" reads the body as Remix's Express adapter does (a web Request over the Node stream, read with a
// turn of the event loop in between, as a middleware could add), records what it got, and answers 200.

const MiB = 1024 * 1024;
const refuseCrossSite = refuseCrossSiteRequests();
const limitBodies = limitRequestBodies();

/** What reached the app: one entry per request, with the size of the body it read. */
const reachedApp: { method: string; bytes: number }[] = [];

async function app(req: IncomingMessage, res: ServerResponse) {
  await new Promise((resolve) => setImmediate(resolve));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request('http://app.test/', {
    method: req.method,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
  } as RequestInit);
  const bytes = hasBody ? (await request.arrayBuffer()).byteLength : 0;
  reachedApp.push({ method: req.method ?? '', bytes });
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ bytes }));
}

let server: Server;
let port: number;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) =>
    refuseCrossSite(req, res, () => limitBodies(req, res, () => void app(req, res))),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  reachedApp.length = 0;
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/** An answer read off the wire (status line, headers, a Content-Length body). */
function parseAnswer(raw: Buffer): Answer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers['content-length'] ?? 0);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(text.slice(end + 4), 'latin1')
      .subarray(0, length)
      .toString('utf8'),
  };
}

/**
 * A POST written by hand over a socket: the head (with `withHead` in the same write), then whatever `sendBody`
 * writes (it is told when the answer has started, and stops). Resolves with the answer once the server has closed the connection, which it does after a
 * refusal, and after any answer to `Connection: close`; and with the bytes of body written. A write the server no
 * longer reads is the end of sending.
 */
function rawPost(
  head: Record<string, string>,
  sendBody: (write: (data: string | Buffer) => Promise<void>, isAnswered: () => boolean) => Promise<void>,
  withHead = '',
): Promise<{ answer: Answer; bodyBytesSent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let bodyBytesSent = 0;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer: parseAnswer(Buffer.concat(received)), bodyBytesSent }));
    const write = async (data: string | Buffer) => {
      await new Promise<void>((done, fail) => socket.write(data, (error) => (error ? fail(error) : done())));
    };
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, ...head }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    write(`POST /login HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${withHead}`)
      .then(() =>
        sendBody(
          async (data) => {
            await write(data);
            bodyBytesSent += typeof data === 'string' ? 0 : data.length;
          },
          () => received.length > 0,
        ),
      )
      .catch(() => {});
  });
}

/** Chunks of 64 KiB in chunked encoding until the answer starts (or `upTo` bytes, then the end). */
function streamChunks(upTo: number) {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return async (write: (data: string | Buffer) => Promise<void>, isAnswered: () => boolean) => {
    let sent = 0;
    while (!isAnswered() && sent < upTo) {
      await write(`${chunk.length.toString(16)}\r\n`);
      await write(chunk);
      await write('\r\n');
      sent += chunk.length;
    }
    if (!isAnswered()) await write('0\r\n\r\n');
  };
}

/** The server still answers: a small form reaches the app. */
async function expectStillAnswering() {
  const response = await fetch(`${base}/login`, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ bytes: 3 });
}

describe('body limits', () => {
  test('a declared Content-Length of 300 MB is refused at once (413) without the body being sent or read', async () => {
    const { answer, bodyBytesSent } = await rawPost(
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(300 * 1000 * 1000) },
      // The first 64 KiB, then nothing more: the answer must come without the rest.
      (write) => write(Buffer.alloc(64 * 1024, 'a')),
    );
    expect(bodyBytesSent).toBe(64 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ msg: TOO_LARGE_MESSAGE });
    expect(reachedApp).toEqual([]);
    await expectStillAnswering();
  });

  test('a chunked body is counted as it streams: past 1 MiB it is cut off (413) and none of it reaches the app', async () => {
    const { answer, bodyBytesSent } = await rawPost(
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      streamChunks(16 * MiB),
    );
    expect(bodyBytesSent).toBeGreaterThan(FORM_BODY_LIMIT_BYTES);
    expect(bodyBytesSent).toBeLessThan(16 * MiB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ msg: TOO_LARGE_MESSAGE });
    expect(reachedApp).toEqual([]);
    await expectStillAnswering();
  });

  test('a body within the limit reaches the app whole: exactly 1 MiB declared or chunked, and an empty chunked one', async () => {
    const exactly = Buffer.alloc(FORM_BODY_LIMIT_BYTES, 'a');
    const declared = await fetch(`${base}/login`, { method: 'POST', body: exactly });
    expect(declared.status).toBe(200);
    const streamed = await fetch(`${base}/login`, {
      method: 'POST',
      body: new Blob([exactly]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(200);
    // Chunked and small: written with the head in one write, so the body and its end arrive with the
    // headers; and an empty body, with the head and then on its own.
    const chunked = { 'Transfer-Encoding': 'chunked', Connection: 'close' };
    const withItsEnd = await rawPost(chunked, async () => {}, '3\r\nabc\r\n0\r\n\r\n');
    const empty = await rawPost(chunked, async () => {}, '0\r\n\r\n');
    const emptyLater = await rawPost(chunked, (write) => write('0\r\n\r\n'));
    expect([withItsEnd, empty, emptyLater].map(({ answer }) => answer.status)).toEqual([200, 200, 200]);
    expect(reachedApp.map(({ bytes }) => bytes)).toEqual([
      FORM_BODY_LIMIT_BYTES,
      FORM_BODY_LIMIT_BYTES,
      3,
      0,
      0,
    ]);
  });

  test('uploads (multipart/form-data) have their own 25 MiB limit; other forms keep 1 MiB', async () => {
    const twoMiB = Buffer.alloc(2 * MiB, 'a');
    const upload = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: twoMiB,
    });
    const form = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: twoMiB,
    });
    const tooLargeUpload = await rawPost(
      {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(UPLOAD_BODY_LIMIT_BYTES + 1),
      },
      async () => {},
    );
    expect([upload.status, form.status, tooLargeUpload.answer.status]).toEqual([200, 413, 413]);
    expect(reachedApp.map(({ bytes }) => bytes)).toEqual([2 * MiB]);
  });

  test('a browser navigating gets a small page saying the same, with nothing of the request in it', async () => {
    const response = await fetch(`${base}/login?secret-query`, {
      method: 'POST',
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      body: `note=${'confidential '.repeat(100_000)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain(`<p>${TOO_LARGE_MESSAGE}</p>`);
    expect(page).not.toMatch(/confidential|secret-query|Error|\bat /);
    expect(reachedApp).toEqual([]);
  });
});

describe('cross-site requests', () => {
  const evil = { Origin: 'https://evil.example' };

  test('a form from another site is refused (403) before the app runs, for every method that can change something', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${base}/add-client`, { method, headers: evil, body: 'name=X' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ msg: CROSS_SITE_MESSAGE });
    }
    const page = await fetch(`${base}/add-client`, {
      method: 'POST',
      headers: { ...evil, Accept: 'text/html' },
      body: 'name=X',
    });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(`<p>${CROSS_SITE_MESSAGE}</p>`);
    expect(reachedApp).toEqual([]);
    // Reading is not changing: a link or an image from another site still loads.
    for (const method of ['GET', 'HEAD']) {
      expect((await fetch(`${base}/dashboard`, { method, headers: evil })).status).toBe(200);
    }
    expect(reachedApp.map(({ method }) => method)).toEqual(['GET', 'HEAD']);
  });

  test("Sec-Fetch-Site: cross-site is refused even without an Origin; no Origin at all passes (clients that aren't browsers)", async () => {
    const crossSite = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: 'a=b',
    });
    const noOrigin = await fetch(`${base}/login`, { method: 'POST', body: 'a=b' });
    expect([crossSite.status, noOrigin.status]).toEqual([403, 200]);
    expect(reachedApp).toHaveLength(1);
  });

  test('the page itself passes: its Origin names the Host, or behind a proxy the first X-Forwarded-Host', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/login`, { method: 'POST', headers, body: 'a=b' }).then((response) => response.status);
    expect(await post({ Origin: base, 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
    expect(
      await post({ Origin: 'https://app.example.org', 'X-Forwarded-Host': 'app.example.org, 10.0.0.5:3000' }),
    ).toBe(200);
    expect(
      await post({ Origin: 'https://app.example.org', 'X-Forwarded-Host': 'evil.example, app.example.org' }),
    ).toBe(403);
    expect(await post({ Origin: 'null' })).toBe(403);
    expect(reachedApp).toHaveLength(2);
  });

  test('everything Remix would answer with a 500 (its own Origin check) is refused here first', () => {
    const hosts = ['app.example.org', 'app.example.org:3000', '127.0.0.1:3000', 'evil.example', 'null', ''];
    const origins = [
      ...hosts.flatMap((host) => [`https://${host}`, `http://${host}`]),
      'null',
      '',
      'not a url',
      'https://app.example.org:443',
    ];
    const optional = (values: string[]) =>
      fc.option(fc.oneof(fc.constantFrom(...values), fc.string()), { nil: undefined });
    fc.assert(
      fc.property(
        optional(origins),
        optional(hosts),
        optional([...hosts, 'app.example.org, evil.example', ' evil.example , app.example.org']),
        (origin, host, forwardedHost) => {
          const headers: Record<string, string> = {};
          if (origin !== undefined) headers.origin = origin;
          if (host !== undefined) headers.host = host;
          if (forwardedHost !== undefined) headers['x-forwarded-host'] = forwardedHost;
          let remixRefuses = false;
          try {
            throwIfPotentialCSRFAttack(new Headers(headers));
          } catch {
            remixRefuses = true;
          }
          if (remixRefuses) expect(isCrossSite(headers)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
