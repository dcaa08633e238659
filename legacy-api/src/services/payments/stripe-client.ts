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
 * What went wrong in a Stripe call, in the terms both callers decide by: the card was refused (its message is
 * for the person), the same idempotency key is in use by a call still running, the object does not exist,
 * Stripe could not be reached or answered an error of its own (the outcome is unknown: retry with the same
 * key), the key was not accepted, or Stripe refused the request itself.
 */
export type StripeFailure = 'card' | 'in_flight' | 'missing' | 'unavailable' | 'not_configured' | 'invalid';

/** The one reading of Stripe's errors (the SDK's `type` names its class); null for anything that is not one. */
export function classifyStripeError(error: unknown): StripeFailure | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  switch (error.type) {
    case 'StripeCardError':
      return 'card';
    case 'StripeIdempotencyError':
      return 'in_flight';
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return 'unavailable';
    // The key was refused, or may not do this: the server's set-up, never something to show as Stripe words it.
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return 'not_configured';
  }
  // 409: another request with this key is still running.
  if (error.statusCode === 409) return 'in_flight';
  if ((error.statusCode ?? 0) >= 500) return 'unavailable';
  if (isMissingResource(error)) return 'missing';
  return 'invalid';
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
    const failure = classifyStripeError(error);
    switch (failure) {
      case null:
        throw error;
      case 'card':
        return refuse((error as Error).message);
      case 'unavailable':
        return refuse(STRIPE_MESSAGES.unreachable);
      case 'not_configured':
        return refuse(STRIPE_MESSAGES.notConfigured);
      case 'missing':
        return refuse(options.onMissing ?? STRIPE_MESSAGES.refused);
      case 'in_flight':
      case 'invalid':
        return refuse(STRIPE_MESSAGES.refused);
      default:
        return failure satisfies never;
    }
  }
}
