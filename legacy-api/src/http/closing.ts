import type { FastifyInstance } from 'fastify';
import { AppError } from '#api/errors/app-error.js';
import { MESSAGES } from '#api/errors/http.js';

/**
 * Shutdown (server.ts on SIGTERM, ADR 0050): the listening socket closes and idle connections end at once, the
 * requests in flight finish (http/in-flight.ts), and a request that still comes on an open keep-alive connection
 * is answered 503 {msg} with `connection: close`, like every other refusal, so its client retries elsewhere (a
 * load balancer, the web app). Fastify's own `return503OnClosing` answer has no msg: the app turns it off.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!isClosing) return;
    void reply.header('connection', 'close');
    throw new AppError('unavailable', MESSAGES.unavailable);
  });
}
