import type { LightMyRequestResponse } from 'fastify';
import type { StripeSettings } from '../../src/config/env.js';
import { signStripePayload, startStripeFake, type StripeFake } from '../../../e2e/fakes/stripe.js';
import { createTestApp, type TestApp } from './app.js';

export { signStripePayload, type StripeFake };

/**
 * The API on a fresh database with Stripe being the fake (e2e/fakes/stripe.ts, the real SDK talking to it), on
 * the test clock. The fake's webhooks reach the app through `inject`, signed with the app's secret; `settle()`
 * waits until every webhook sent so far has been answered.
 */
export interface StripeTestApp extends TestApp {
  stripe: StripeFake;
  settle(): Promise<void>;
  /** Posts a webhook body as Stripe would (signed now with the app's secret, unless told otherwise). */
  postWebhook(
    payload: string,
    options?: { signature?: string | null; secret?: string; timestamp?: number; path?: string },
  ): Promise<LightMyRequestResponse>;
}

export async function createStripeTestApp(
  options: { timeoutMs?: number; deliverWebhooks?: boolean } = {},
): Promise<StripeTestApp> {
  let clockSeconds = () => Math.floor(Date.now() / 1000);
  const stripe = await startStripeFake({ port: 0, webhookAttempts: 1, now: () => clockSeconds() });
  const settings: StripeSettings = {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    apiBase: stripe.url,
    timeoutMs: options.timeoutMs ?? 1_000,
  };
  const t = await createTestApp({ stripe: settings });
  clockSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const postWebhook: StripeTestApp['postWebhook'] = (payload, webhook = {}) => {
    const signature =
      webhook.signature === undefined
        ? signStripePayload(payload, webhook.secret ?? stripe.webhookSecret, webhook.timestamp)
        : webhook.signature;
    return t.inject({
      method: 'POST',
      url: webhook.path ?? '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  };
  if (options.deliverWebhooks !== false)
    stripe.configureWebhook({
      deliver: async (payload, signature) => (await postWebhook(payload, { signature })).statusCode,
    });
  return {
    ...t,
    stripe,
    postWebhook,
    settle: () => stripe.idle(),
    async close() {
      await stripe.idle();
      await t.close();
      await stripe.close();
    },
  };
}
