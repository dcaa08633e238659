import * as z from 'zod/mini';
import { INVOICE_MESSAGES } from '@tele/contract/messages';
import { IdField, maxText } from '#app/utils/form-fields.ts';

/** At most two decimals: an amount of cents (the API refuses anything else with the same sentence). */
const isCents = z.refine<number>((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
  error: INVOICE_MESSAGES.badPrice,
});

/** The invoice modal (spec part 1, sections 2 and 5): the price in USD and its description. */
export const InvoiceFormSchema = z.object({
  intent: z.literal('update-invoice'),
  id: IdField,
  price: z
    .number({ error: INVOICE_MESSAGES.badPrice })
    .check(
      z.gte(0, { error: INVOICE_MESSAGES.badPrice }),
      z.lte(100_000, { error: INVOICE_MESSAGES.badPrice }),
      isCents,
    ),
  notes: z._default(z.string().check(maxText(5000)), ''),
});
export type InvoiceForm = z.infer<typeof InvoiceFormSchema>;

/** The payments page's one-button forms: mark an invoice paid, refund a payment, set up payouts. */
export const PaymentActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('mark-paid'), id: IdField }),
  z.object({ intent: z.literal('refund'), id: IdField }),
  z.object({ intent: z.literal('onboard') }),
]);
export type PaymentAction = z.infer<typeof PaymentActionSchema>;
