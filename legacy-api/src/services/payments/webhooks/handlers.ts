import type { WebhookHandler } from './handler.js';
import { subscriptionHandlers } from './subscription-events.js';
import { invoiceHandlers } from '#api/services/invoices/invoice-webhooks.js';

/**
 * Every Stripe event type the API acts on, and its handler. An event of any other type is recorded (so a replay
 * is still recognised) and changes nothing. Add a domain's handlers as one spread: invoices and client payments
 * (`payment_intent.*`, `charge.refunded`) and Connect payout accounts (`account.updated`) go beside these.
 */
export const WEBHOOK_HANDLERS: Readonly<Record<string, WebhookHandler>> = {
  ...subscriptionHandlers,
  ...invoiceHandlers,
};
