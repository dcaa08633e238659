/**
 * What invoices need of Stripe (ADR 0037), in the product's words: payment intents charged to the client's
 * card with the provider's connected account as `transfer_data.destination`, Connect accounts and their
 * onboarding links, and refunds. The one implementation (stripe-gateway.ts) goes through the Stripe SDK
 * client of services/payments; tests reach the fake Stripe server through the same SDK.
 */
export interface PaymentIntentView {
  id: string;
  /** Stripe's status: requires_payment_method, requires_confirmation, requires_action, processing, succeeded, canceled. */
  status: string;
  amountCents: number;
  clientSecret: string | null;
  /** The last card error's message, for the person paying. */
  lastError: string | null;
  /** When Stripe made the intent (its own clock). */
  created: Date;
}

export interface PayoutAccountView {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface PaymentsGateway {
  createPaymentIntent(input: {
    amountCents: number;
    destinationAccountId: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntentView>;
  confirmPaymentIntent(input: {
    id: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  createPayoutAccount(input: {
    email: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PayoutAccountView>;
  retrievePayoutAccount(id: string): Promise<PayoutAccountView>;
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  createRefund(input: { paymentIntentId: string; idempotencyKey: string }): Promise<{ id: string }>;
}

/**
 * How a Stripe call failed, in the terms the services decide by: the card was refused (its message is for the
 * person), the same idempotency key is in use by a call still running, or Stripe could not be reached or
 * answered an error (the outcome is unknown: retry with the same key).
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'card' | 'in_flight' | 'unavailable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
