import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as LiveEventsModule from '#app/features/session-day/live-events.server.ts';
import { buildUpstreamEventsUrl } from '#app/features/session-day/live-events.server.ts';

// The proxy against a real local server that streams the way legacy-api does.

const ID = '65a1b2c3d4e5f60718293c01';
let server: Server;
let port: number;
let handler: (request: IncomingMessage, response: ServerResponse) => void;
const seen: Array<{ url: string; authorization?: string; roomKey?: string; closed: Promise<void> }> = [];
let live: typeof LiveEventsModule;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      roomKey: request.headers['x-room-key'] as string | undefined,
      closed: new Promise((resolve) => response.on('close', () => resolve())),
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  vi.stubEnv('API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  live = await import('#app/features/session-day/live-events.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

function streamThatStaysOpen(): typeof handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    response.write('data: {"status":"ok"}\n\n');
  };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    received += decoder.decode(value, { stream: true });
  }
  return received;
}

describe('buildUpstreamEventsUrl', () => {
  test('names the appointment, and nothing else (keys never go in a URL)', () => {
    expect(buildUpstreamEventsUrl('http://api:7000', { id: ID })).toBe(
      `http://api:7000/api/events/appointment/${ID}`,
    );
  });

  test('refuses anything that is not an appointment id (no path tricks reach the API)', () => {
    for (const id of ['', '../users/login', `${ID}/x`, 'zz'.repeat(12)]) {
      expect(buildUpstreamEventsUrl('http://api:7000', { id })).toBeNull();
    }
  });
});

describe('proxyLiveEvents', () => {
  test('streams each frame as it arrives, with the key in a header (not the URL), and stays open', async () => {
    let response!: ServerResponse;
    handler = (request, res) => {
      response = res;
      streamThatStaysOpen()(request, res);
    };
    const controller = new AbortController();
    const proxied = await live.proxyLiveEvents(
      new Request(`http://web/invited-room/${ID}/events?key=k1`, { signal: controller.signal }),
      { id: ID, key: 'k1' },
    );
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(proxied.headers.get('cache-control')).toMatch(/no-transform/);
    const reader = proxied.body!.getReader();
    expect(await readUntil(reader, '\n\n')).toBe('data: {"status":"ok"}\n\n');
    response.write('data: true\n\n');
    expect(await readUntil(reader, '\n\n')).toBe('data: true\n\n');
    expect(seen[0]).toMatchObject({
      url: `/api/events/appointment/${ID}`,
      authorization: undefined,
      roomKey: 'k1',
    });
    controller.abort();
    await seen[0]!.closed;
  });

  test('a team member is sent with the bearer token; the page leaving closes the API connection', async () => {
    handler = streamThatStaysOpen();
    const controller = new AbortController();
    const proxied = await live.proxyLiveEvents(
      new Request(`http://web/room/${ID}/events`, { signal: controller.signal }),
      {
        id: ID,
        token: 'api-token',
      },
    );
    const reader = proxied.body!.getReader();
    await readUntil(reader, '\n\n');
    expect(seen[0]?.authorization).toBe('Bearer api-token');
    controller.abort();
    await seen[0]!.closed;
    // The stream ends quietly rather than with an error.
    expect((await reader.read()).done).toBe(true);
  });

  test('the API ending the stream ends the page stream', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"status":"unavailable"}\n\n');
    };
    const proxied = await live.proxyLiveEvents(new Request(`http://web/room/${ID}/events`), { id: ID });
    expect(await proxied.text()).toBe('data: {"status":"unavailable"}\n\n');
  });

  test('a wrong key keeps its status and message', async () => {
    handler = (_request, response) => {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ msg: 'This link is not valid. Please ask your provider for a new one.' }),
      );
    };
    const proxied = await live.proxyLiveEvents(new Request(`http://web/x`), { id: ID, key: 'wrong' });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({
      msg: 'This link is not valid. Please ask your provider for a new one.',
    });
  });

  test('a bad id never reaches the API; an API that is down is a 503', async () => {
    const notFound = await live.proxyLiveEvents(new Request('http://web/x'), { id: 'nope' });
    expect(notFound.status).toBe(404);
    expect(seen).toHaveLength(0);

    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<h1>oops</h1>');
    };
    const failed = await live.proxyLiveEvents(new Request('http://web/x'), { id: ID });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ msg: 'The live connection is not available right now.' });
  });

  test('an unreachable API is a 503 with the friendly message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('API_URL', 'http://127.0.0.1:1');
    vi.resetModules();
    const fresh = await import('#app/features/session-day/live-events.server.ts');
    const response = await fresh.proxyLiveEvents(new Request('http://web/x'), { id: ID });
    expect(response.status).toBe(503);
    expect(warn).toHaveBeenCalled();
    vi.stubEnv('API_URL', `http://127.0.0.1:${port}`);
  });
});
