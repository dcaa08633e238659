import { Type } from '@sinclair/typebox';
import { AppointmentFields, PaidPage } from './appointments.js';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
import { Id, Optional, Role, Text } from './fields.js';
import { INVOICE_MESSAGES } from './messages.js';
import { routeGroup } from './route.js';

/**
 * Invoices and client payments (legacy-contract 6.2 and 6.8, issue 26, ADR 0037): the provider's invoice
 * edit, the client's lists and `pay`, and the payment group's payout account (Stripe Connect), refunds and
 * the e-mailed pay link. Amounts on the wire keep the legacy units: `payment` and `price` in dollars, `pay`'s
 * `amount` in cents (the client app sent `payment * 100`); the server counts integer cents.
 */
const S = () => Type.String();
const N = () => Type.Number();
const B = () => Type.Boolean();
const NumberLike = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const PageField = () => Optional(NumberLike());
/** A Stripe id made by Stripe.js in the browser (`pm_...`): card data never reaches the server. */
const StripeId = () => Type.String({ maxLength: 255, pattern: '^[A-Za-z0-9_]+$' });
/** A pay link's token (43 URL-safe characters, as every e-mailed link's). */
const LinkToken = () => Type.String({ maxLength: 128 });

export const UpdateInvoiceBody = {
  id: Optional(Id()),
  price: Optional(NumberLike()),
  notes: Optional(Text(5000)),
};

export const PayBody = {
  appointment_id: Optional(Id()),
  provider_id: Optional(Id()),
  /** Cents, as the client app sent it; when given it must be the invoice's own amount. */
  amount: Optional(NumberLike()),
  /** New: the card, as a Stripe PaymentMethod made by Stripe.js. */
  payment_method: Optional(StripeId()),
};

const ClientInvoiceListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  state: Optional(NumberLike()),
  pagination: PageField(),
  current_page: PageField(),
  page_neighbours: PageField(),
};

const ClientPaidListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  history_pagination: PageField(),
  history_current_page: PageField(),
  history_page_neighbours: PageField(),
};

const InvoicePage = Type.Object({ list: Type.Array(Type.Object(AppointmentFields)), page_num: PageNum });

/**
 * `pay`'s answer: the legacy `{data}` (it echoed the body) with what became of the payment. `status` is the
 * payment intent's (`succeeded`, `processing`, `requires_action`); `client_secret` only for requires_action,
 * for Stripe.js to finish the card's own check.
 */
export const PayAnswer = Type.Object({
  msg: Optional(S()),
  data: Type.Object({
    appointment_id: S(),
    provider_id: S(),
    amount: N(),
    status: S(),
    client_secret: Optional(S()),
  }),
});

/** A provider's payout account as the payments page shows it. */
export const SellerStatus = Type.Object({
  has_account: B(),
  charges_enabled: B(),
  payouts_enabled: B(),
  details_submitted: B(),
});

/** What the public pay page shows: the invoice, never who else was in the session. */
export const InvoiceLinkView = Type.Object({
  _id: S(),
  title: S(),
  notes: S(),
  provider_name: S(),
  client_name: S(),
  start_time: S(),
  end_time: Nullable(S()),
  payment: N(),
  amount: N(),
  status: Type.Union([Type.Literal('due'), Type.Literal('paid')]),
  paid_date: Nullable(S()),
});

export const InvoiceRoutes = routeGroup('appointments', {
  'update-invoice': {
    body: UpdateInvoiceBody,
    answer: MessageAnswer,
    fieldMessages: { price: INVOICE_MESSAGES.badPrice },
  },
  'paid-appointment': { body: { id: Optional(Id()) }, answer: MessageAnswer },
  pay: {
    body: PayBody,
    answer: PayAnswer,
    fieldMessages: { amount: INVOICE_MESSAGES.wrongAmount, payment_method: INVOICE_MESSAGES.noCard },
  },
  'get-payment-appointment': {
    body: ClientInvoiceListBody,
    answer: Envelope(InvoicePage),
    isBatchable: true,
  },
  'get-paid-appointment': { body: ClientPaidListBody, answer: Envelope(PaidPage), isBatchable: true },
});

export const PayoutRoutes = routeGroup('payment', {
  'register-seller': {
    body: { id: Optional(Id()) },
    answer: Type.Object({ msg: Optional(S()), accountLink: Optional(S()), results: Optional(SellerStatus) }),
  },
  'get-seller': { body: { id: Optional(Id()) }, answer: Envelope(SellerStatus) },
  'pay-to-seller': {
    body: PayBody,
    answer: PayAnswer,
    fieldMessages: { amount: INVOICE_MESSAGES.wrongAmount, payment_method: INVOICE_MESSAGES.noCard },
  },
  'refund-payment': { body: { id: Optional(Id()) }, answer: MessageAnswer },
  'get-invoice-link': { body: { token: Optional(LinkToken()) }, answer: Envelope(InvoiceLinkView) },
  'pay-invoice-link': {
    body: { token: Optional(LinkToken()), payment_method: Optional(StripeId()) },
    answer: PayAnswer,
    fieldMessages: { payment_method: INVOICE_MESSAGES.noCard },
  },
});
