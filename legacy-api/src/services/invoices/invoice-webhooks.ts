import type { WebhookHandler } from '#api/services/payments/webhooks/handler.js';
import {
  applyAccountEvent,
  applyIntentEvent,
  applyRefundEvent,
  type IntentObject,
} from './invoice-events.js';

/**
 * The webhook events invoices act on (ADR 0037), for the intake's handler map (ADR 0035): each runs in the
 * intake's transaction (the `tx` every change joins), once per event id, and never calls Stripe.
 */
const onIntent: WebhookHandler = ({ tx, deps, event, now }) =>
  applyIntentEvent({ ...deps, db: tx }, event.data.object as unknown as IntentObject, now);

export const invoiceHandlers: Readonly<Record<string, WebhookHandler>> = {
  'payment_intent.succeeded': onIntent,
  'payment_intent.payment_failed': onIntent,
  'payment_intent.processing': onIntent,
  'payment_intent.requires_action': onIntent,
  'charge.refunded': ({ tx, deps, event, now }) =>
    applyRefundEvent(
      { ...deps, db: tx },
      event.data.object as unknown as { payment_intent?: string | null; amount_refunded?: number },
      now,
    ),
  'account.updated': ({ tx, deps, event, now }) =>
    applyAccountEvent(
      { ...deps, db: tx },
      event.data.object as unknown as { id: string; charges_enabled?: boolean; payouts_enabled?: boolean },
      new Date(event.created * 1000),
      now,
    ),
};
