import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { MessageAnswer } from '@tele/contract/envelope';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps.js';
import { MESSAGES, registerErrorHandling } from '../src/errors/http.js';
import { testRoute } from './support/test-route.js';
import { until } from './support/until.js';
import { registerRoutes } from '../src/http/register-routes.js';
import { refuseWhileClosing } from '../src/http/closing.js';

describe('shutting down', () => {
  it('waits for a route handler whose client hung up before the app counts as closed', async () => {
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let isFinished = false;

    const app = Fastify();
    const deps = { clock: () => new Date(), config: {} } as unknown as AppDeps;
    registerRoutes(app, deps, [
      testRoute({
        name: 'slow',
        access: 'public',
        response: MessageAnswer,
        handler: async () => {
          markStarted();
          await gate; // a slow query, say
          isFinished = true;
          return { msg: 'done' };
        },
      }),
    ]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/api/users/slow',
      headers: { 'content-type': 'application/json' },
    });
    client.on('error', () => undefined);
    client.end('{}');
    await started;
    client.destroy(); // the client hangs up; the handler goes on

    let isClosed = false;
    const closing = app.close().then(() => (isClosed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The server has no connection left, but the handler still runs: the database must stay open for it.
    expect(isClosed).toBe(false);
    finish();
    await closing;
    expect(isFinished).toBe(true);
  });
});

describe('a request on a connection kept open across the shutdown', () => {
  it('is answered 503 {msg} with connection: close, after the one in flight finished', async () => {
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const app = Fastify({ return503OnClosing: false });
    let arrivals = 0;
    app.addHook('onRequest', async () => {
      arrivals += 1;
    });
    registerErrorHandling(app);
    refuseWhileClosing(app);
    const deps = { clock: () => new Date(), config: {} } as unknown as AppDeps;
    registerRoutes(app, deps, [
      testRoute({
        name: 'slow',
        access: 'public',
        response: MessageAnswer,
        handler: async () => {
          markStarted();
          await gate;
          return { msg: 'done' };
        },
      }),
    ]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const post = (name: string) =>
      `POST /api/api/users/${name} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}`;
    socket.write(post('slow'));
    await started;
    const closing = app.close();
    // The connection is busy, so it stays open; the next request on it comes while the server closes.
    socket.write(post('slow'));
    await until('the second request to arrive', async () => arrivals === 2);
    finish();
    await ended;
    await closing;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toContain('{"msg":"done"}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers[1]).toContain(JSON.stringify({ msg: MESSAGES.unavailable }));
  });
});
