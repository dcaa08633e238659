import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { claimStripeEvent, isStripeEventTaken } from '@tele/data/repositories/stripe-events';
import { STRIPE_MESSAGES, stripeOf, type Stripe } from '../stripe-client.js';
import { WEBHOOK_HANDLERS } from './handlers.js';

export const WEBHOOK_MESSAGES = {
  unsigned: 'The webhook carries no Stripe signature.',
  badSignature: 'The webhook signature does not match.',
} as const;

/** How old a signed webhook may be (Stripe's default tolerance): an older one is a replay and refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `POST /api/payment/webhook`: one Stripe event. The signature is checked over the raw body with
 * STRIPE_WEBHOOK_SECRET (missing, forged or older than five minutes: 400, nothing stored). The event is then
 * taken once by its id (`stripe_events`): its row is written in the transaction its handler runs in, so a
 * second delivery (a retry, a replay, a duplicate racing the first) changes nothing, and a failure rolls both
 * back for Stripe to retry.
 */
export async function receiveStripeEvent(
  deps: AppDeps,
  input: { rawBody: Buffer; signature: string | undefined; now: Date },
): Promise<{ received: true; duplicate: boolean }> {
  const secret = deps.config.stripe?.webhookSecret;
  if (!secret) return refuse(STRIPE_MESSAGES.notConfigured);
  if (!input.signature) return refuse(WEBHOOK_MESSAGES.unsigned);
  let event: Stripe.Event;
  try {
    event = stripeOf(deps.config).webhooks.constructEvent(
      input.rawBody,
      input.signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch {
    return refuse(WEBHOOK_MESSAGES.badSignature);
  }
  // Most replays come after the first delivery committed: answered with one read, no transaction.
  if (await isStripeEventTaken(deps.db, event.id)) return { received: true, duplicate: true };
  const handler = WEBHOOK_HANDLERS[event.type];
  const isFirst = await withDeadlockRetries(() =>
    // The server's default isolation: a handler's reads are locking reads (they see the latest commit), and
    // not setting a level saves a round trip per event.
    deps.db.sequelize.transaction(async (transaction) => {
      const tx = { ...deps.db, transaction };
      if (!(await claimStripeEvent(tx, { id: event.id, type: event.type, now: input.now }))) return false;
      if (handler) await handler({ tx, deps, event, now: input.now });
      return true;
    }),
  );
  return { received: true, duplicate: !isFirst };
}

/** MySQL's "deadlock found" and "lock wait timeout": the transaction was rolled back whole and may run again. */
function isLockConflict(error: unknown): boolean {
  const errno = (error as { parent?: { errno?: number }; original?: { errno?: number } })?.parent?.errno;
  return errno === 1213 || errno === 1205;
}

/** Copies of one event racing each other can deadlock once; the loser runs again and finds the event taken. */
async function withDeadlockRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
    }
  }
}
