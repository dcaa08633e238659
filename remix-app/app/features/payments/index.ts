/** What other features use of payments: the card form and the lists' constants. */
export { PAYMENTS_PAGE_NEIGHBOURS, PAYMENTS_PAGE_SIZE } from './payments.ts';
export { CardPaymentForm, type StripeSetup } from './card-payment-form.tsx';
export { InvoiceSummary } from './invoice-summary.tsx';
