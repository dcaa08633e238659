import { MessageAnswer } from '@tele/contract/envelope';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps.js';
import { testRoute } from './support/test-route.js';
import { registerRoutes } from '../src/http/register-routes.js';

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
