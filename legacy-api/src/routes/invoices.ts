import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import {
  listOwing,
  listPaidWithRefunds,
  markPaidByProvider,
  updateInvoice,
} from '#api/services/invoices/invoices.js';
import { getInvoiceByLink, payByLink } from '#api/services/invoices/invoice-links.js';
import { payInvoice } from '#api/services/invoices/pay-invoice.js';
import { getSeller, registerSeller } from '#api/services/invoices/payout-account.js';
import { refundPayment } from '#api/services/invoices/refunds.js';
import { gatewayOf } from '#api/services/invoices/stripe-gateway.js';

/**
 * Invoices and client payments (legacy-contract 6.2 and 6.8, issue 26): the provider's invoice edit, the
 * client's lists and `pay` in the appointments group; the payout account, refunds and the e-mailed pay link in
 * the payment group. `pay` and `pay-to-seller` are one rule: the legacy's stub becomes the real charge.
 */
const payRoute = (route: 'appointments/pay' | 'payment/pay-to-seller') =>
  defineRoute({
    route,
    access: 'client',
    handler: ({ body, deps, user, now }) =>
      payInvoice(
        deps,
        gatewayOf(deps),
        {
          appointmentId: body.appointment_id,
          amount: body.amount,
          paymentMethodId: body.payment_method,
          payer: { clientId: user.id, via: 'session' },
        },
        now,
      ),
  });

export const invoicesRoutes: RouteSpec[] = [
  defineRoute({
    route: 'appointments/update-invoice',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await updateInvoice(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'appointments/paid-appointment',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({
      msg: await markPaidByProvider(deps, user, body.id, now),
    }),
  }),
  payRoute('appointments/pay'),
  defineRoute({
    route: 'appointments/get-payment-appointment',
    access: 'client',
    callerFields: ['id'],
    handler: ({ body, deps, user, now }) => listOwing(deps.db, user, { inviteeId: user.id }, body, now, true),
  }),
  defineRoute({
    route: 'appointments/get-paid-appointment',
    access: 'client',
    callerFields: ['id'],
    handler: ({ body, deps, user, now }) =>
      listPaidWithRefunds(deps.db, user, { inviteeId: user.id }, body, now, true),
  }),
  defineRoute({
    route: 'payment/register-seller',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user, now }) => registerSeller(deps, gatewayOf(deps), user, now),
  }),
  defineRoute({
    route: 'payment/get-seller',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user, now }) => getSeller(deps, gatewayOf(deps), user, now),
  }),
  payRoute('payment/pay-to-seller'),
  defineRoute({
    route: 'payment/refund-payment',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({
      msg: await refundPayment(deps, gatewayOf(deps), user, body.id, now),
    }),
  }),
  defineRoute({
    // The e-mailed link is the credential: no session.
    route: 'payment/get-invoice-link',
    access: 'public',
    handler: ({ body, deps, now }) => getInvoiceByLink(deps, gatewayOf(deps), body.token, now),
  }),
  defineRoute({
    route: 'payment/pay-invoice-link',
    access: 'public',
    handler: ({ body, deps, now }) => payByLink(deps, gatewayOf(deps), body, now),
  }),
];
