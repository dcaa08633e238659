import type { AppDeps } from '#api/deps.js';
import type { Db } from '@tele/data/db';
import type { Stripe } from '../stripe-client.js';

/**
 * What a webhook event changes, run once per event id inside the intake's transaction (`tx`). A handler must be
 * idempotent and must not move anything backwards: events come late, twice and out of order (compare the
 * object's own state and times with what is stored). A thrown error rolls the event back, so Stripe sends it
 * again. Handlers never call Stripe.
 */
export type WebhookHandler = (context: {
  tx: Db;
  deps: AppDeps;
  event: Stripe.Event;
  now: Date;
}) => Promise<void>;
