import Stripe from 'stripe';
import { refuse } from '#api/errors/app-error.js';
import type { ApiConfig, StripeSettings } from '#api/config/env.js';

export { Stripe };

/** What a person is told when Stripe cannot be used; a card's own refusal is shown as Stripe words it. */
export const STRIPE_MESSAGES = {
  notConfigured: 'Payments are not set up on this server yet. Please contact support.',
  unreachable:
    'The payment service is not answering right now. Nothing was changed; please try again in a moment.',
  refused: 'The payment service refused the request. Please check the details and try again.',
} as const;

/**
 * The one Stripe client of the API process (the real SDK), made from the validated settings: pointed at
 * STRIPE_API_BASE when set (the local fake: its host, port and protocol), at api.stripe.com otherwise. Each
 * call may take `timeoutMs`; the SDK retries a failed call once with the same idempotency key.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    ...(base
      ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol }
      : {}),
    timeout: settings.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'TeleTherapist' },
  });
}

const clients = new WeakMap<StripeSettings, Stripe>();

/** The process's client for these settings (made once); refuses with a clear message when Stripe is not set up. */
export function stripeOf(config: Pick<ApiConfig, 'stripe'>): Stripe {
  const settings = config.stripe;
  if (!settings) return refuse(STRIPE_MESSAGES.notConfigured);
  let client = clients.get(settings);
  if (!client) {
    client = createStripeClient(settings);
    clients.set(settings, client);
  }
  return client;
}

/** Whether Stripe answered that the object does not exist (a price id nobody sells, say). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/**
 * Runs one Stripe call and turns its failures into refusals a person understands (400 `{msg}`, never a 500 or a
 * hanging request): a card's refusal in Stripe's own words, an outage or a timeout as "not answering", anything
 * else as a refusal. `onMissing` names what a missing object means to the caller.
 */
export async function callStripe<T>(
  work: () => Promise<T>,
  options: { onMissing?: string } = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeCardError) return refuse(error.message);
    if (options.onMissing && isMissingResource(error)) return refuse(options.onMissing);
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500
    )
      return refuse(STRIPE_MESSAGES.unreachable);
    if (error instanceof Stripe.errors.StripeAuthenticationError)
      return refuse(STRIPE_MESSAGES.notConfigured);
    return refuse(STRIPE_MESSAGES.refused);
  }
}
