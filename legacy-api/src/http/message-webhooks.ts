import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import {
  receiveEmailEvents,
  receiveInboundText,
  receiveTextStatus,
  verifyTwilioForm,
  WEBHOOK_PATHS,
} from '#api/services/notifications/message-webhooks.js';

/** Twilio's forms and SendGrid's event batches are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The message providers' webhooks (ADR 0052), outside the route registry like Stripe's: they speak the
 * providers' formats (forms, TwiML, event arrays), not the legacy JSON contract. Bodies are kept raw, as bytes:
 * each signature is over exactly what was sent. Refusals are `{msg}` through the shared error handler (403 for
 * a missing or wrong signature).
 */
export async function registerMessageWebhooks(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    const rawOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

    scope.post(WEBHOOK_PATHS.twilioInbound, async (request, reply) => {
      const params = verifyTwilioForm(
        deps,
        WEBHOOK_PATHS.twilioInbound,
        rawOf(request.body),
        headerOf(request.headers['x-twilio-signature']),
      );
      const answer = await receiveInboundText(deps, params, deps.clock());
      return reply.type('text/xml; charset=utf-8').send(answer);
    });

    scope.post(WEBHOOK_PATHS.twilioStatus, async (request, reply) => {
      const params = verifyTwilioForm(
        deps,
        WEBHOOK_PATHS.twilioStatus,
        rawOf(request.body),
        headerOf(request.headers['x-twilio-signature']),
      );
      await receiveTextStatus(deps, params, deps.clock());
      return reply.status(204).send();
    });

    scope.post(WEBHOOK_PATHS.sendgridEvents, async (request, reply) => {
      await receiveEmailEvents(deps, {
        rawBody: rawOf(request.body),
        signature: headerOf(request.headers['x-twilio-email-event-webhook-signature']),
        timestamp: headerOf(request.headers['x-twilio-email-event-webhook-timestamp']),
        now: deps.clock(),
      });
      return reply.status(204).send();
    });
  });
}
