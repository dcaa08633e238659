import type Stripe from 'stripe';
import type { AppDeps } from '#api/deps.js';
import { classifyStripeError, stripeOf } from '#api/services/payments/stripe-client.js';
import {
  GatewayError,
  type PaymentIntentView,
  type PaymentsGateway,
  type PayoutAccountView,
} from './gateway.js';

/**
 * The payments gateway over the Stripe SDK (the one client of services/payments, pointed by STRIPE_API_BASE at
 * the fake Stripe server in tests and on a developer's machine). Card errors keep Stripe's message for the
 * person; a key in use by a running call, and anything else Stripe or the network answered, become the
 * GatewayError kinds the services decide by.
 */
export function stripeGateway(stripeClient: () => Stripe): PaymentsGateway {
  // The client is asked for at each call: a route that may not need Stripe answers without it being set up.
  const stripe = {
    get paymentIntents() {
      return stripeClient().paymentIntents;
    },
    get accounts() {
      return stripeClient().accounts;
    },
    get accountLinks() {
      return stripeClient().accountLinks;
    },
    get refunds() {
      return stripeClient().refunds;
    },
  };
  return {
    createPaymentIntent: (input) =>
      call(async () =>
        intentView(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: 'usd',
              description: input.description,
              metadata: input.metadata,
              // Cards confirmed here, on the server: no method that would need a redirect.
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              transfer_data: { destination: input.destinationAccountId },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    confirmPaymentIntent: (input) =>
      call(async () =>
        intentView(
          await stripe.paymentIntents.confirm(
            input.id,
            { payment_method: input.paymentMethodId },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    retrievePaymentIntent: (id) => call(async () => intentView(await stripe.paymentIntents.retrieve(id))),
    createPayoutAccount: (input) =>
      call(async () =>
        accountView(
          await stripe.accounts.create(
            {
              type: 'express',
              country: 'US',
              email: input.email,
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: input.metadata,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    retrievePayoutAccount: (id) => call(async () => accountView(await stripe.accounts.retrieve(id))),
    createOnboardingLink: (input) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
          type: 'account_onboarding',
        });
        return link.url;
      }),
    createRefund: (input) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, reverse_transfer: true },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id };
      }),
  };
}

function intentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    clientSecret: intent.client_secret ?? null,
    lastError: intent.last_payment_error?.message ?? null,
    created: new Date(intent.created * 1000),
  };
}

function accountView(account: Stripe.Account): PayoutAccountView {
  return {
    id: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
  };
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toGatewayError(error);
  }
}

/** Stripe's error (read by stripe-client's one classification) as the GatewayError the services decide by. */
export function toGatewayError(error: unknown): unknown {
  const failure = classifyStripeError(error);
  if (!failure) return error;
  const message = (error as Error).message;
  switch (failure) {
    case 'card':
    case 'in_flight':
    case 'invalid':
      return new GatewayError(failure, message);
    case 'missing':
      return new GatewayError('invalid', message);
    case 'unavailable':
    case 'not_configured':
      return new GatewayError('unavailable', message);
    default:
      return failure satisfies never;
  }
}

const gateways = new WeakMap<AppDeps['config'], PaymentsGateway>();

/**
 * The gateway over the API's one Stripe client (services/payments/stripe-client.ts); a call refuses with that
 * module's clear message when Stripe is not set up on this server.
 */
export function gatewayOf(deps: Pick<AppDeps, 'config'>): PaymentsGateway {
  let gateway = gateways.get(deps.config);
  if (!gateway) {
    gateway = stripeGateway(() => stripeOf(deps.config));
    gateways.set(deps.config, gateway);
  }
  return gateway;
}
