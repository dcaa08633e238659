import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { receiveStripeEvent } from '#api/services/payments/webhooks/intake.js';

/** Stripe's events are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Stripe's webhook endpoint, under both prefixes (`/api/payment/webhook` is the one to give Stripe). Its body is
 * kept raw, as bytes: the signature is over exactly what Stripe sent. Refusals are `{msg}` through the shared
 * error handler; success is `{received: true}`.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    for (const path of ['/api/payment/webhook', '/api/api/payment/webhook']) {
      scope.post(path, async (request) => {
        const signature = request.headers['stripe-signature'];
        return receiveStripeEvent(deps, {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: Array.isArray(signature) ? signature[0] : signature,
          now: deps.clock(),
        });
      });
    }
  });
}
