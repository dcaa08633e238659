import { Type } from '@sinclair/typebox';
import { PayAnswer } from '@tele/contract/invoices';
import { data } from '@remix-run/node';
import * as z from 'zod/mini';
import { INVOICE_MESSAGES } from '@tele/contract/messages';
import { callApi, callPublicApi, compileReader, textOf, type ApiResult } from '#app/services/api.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';

/**
 * Paying an invoice from the web app (issue 26): the client's own pay page (signed in, `pay`) and the e-mailed
 * link's page (`pay-invoice-link`), one action each over the same answer: paid (back with a toast), a card check
 * for Stripe.js to finish (the form is sent again), or the refusal in the API's words.
 */

/** The card's payment method id as Stripe.js made it; anything else is refused with the API's sentence. */
export const PayFormSchema = z.object({
  payment_method: z
    .string({ error: INVOICE_MESSAGES.noCard })
    .check(z.regex(/^[A-Za-z0-9_]{3,255}$/, { error: INVOICE_MESSAGES.noCard })),
});

const readPayData = compileReader(Type.Object(PayAnswer.properties.data.properties));

export type PayActionAnswer = { msg?: string; clientSecret?: string; paymentMethod?: string };

async function answerOf(result: ApiResult, paymentMethod: string, doneHref: string) {
  if (!result.ok) {
    return data<PayActionAnswer>(
      { msg: result.msg },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: result.msg }) },
    );
  }
  const paid = result.details?.data;
  const status = readPayData(paid) ? textOf(paid.status) : '';
  if (status === 'requires_action' && readPayData(paid) && paid.client_secret) {
    return data<PayActionAnswer>({ clientSecret: textOf(paid.client_secret), paymentMethod });
  }
  return redirectWithToast(doneHref, {
    type: status === 'succeeded' ? 'success' : 'info',
    description: result.msg ?? INVOICE_MESSAGES.processing,
  });
}

async function readPaymentMethod(request: Request): Promise<string | null> {
  const parsed = PayFormSchema.safeParse(Object.fromEntries(await request.formData()));
  return parsed.success ? parsed.data.payment_method : null;
}

/** The signed-in client pays one of its invoices (`pay`), then goes back to its home. */
export async function payAsClient(request: Request, { appointmentId }: { appointmentId: string }) {
  const paymentMethod = await readPaymentMethod(request);
  if (!paymentMethod) return data<PayActionAnswer>({ msg: INVOICE_MESSAGES.noCard }, { status: 400 });
  const result = await callApi(request, 'appointments/pay', {
    appointment_id: appointmentId,
    payment_method: paymentMethod,
  });
  return answerOf(result, paymentMethod, '/home');
}

/** Whoever holds the e-mailed link pays its invoice (`pay-invoice-link`), then sees it paid. */
export async function payByLink(request: Request, { token }: { token: string }) {
  const paymentMethod = await readPaymentMethod(request);
  if (!paymentMethod) return data<PayActionAnswer>({ msg: INVOICE_MESSAGES.noCard }, { status: 400 });
  const result = await callPublicApi(request, 'payment/pay-invoice-link', {
    token,
    payment_method: paymentMethod,
  });
  return answerOf(result, paymentMethod, `/pay/${encodeURIComponent(token)}`);
}

/** The e-mailed link's invoice as its page shows it; null when the link is not (or no longer) valid. */
export type LinkedInvoice = {
  title: string;
  notes: string;
  providerName: string;
  clientName: string;
  startsAt: string;
  amountCents: number;
  isPaid: boolean;
};

const readLinked = compileReader(
  Type.Object({
    title: Type.String(),
    notes: Type.String(),
    provider_name: Type.String(),
    client_name: Type.String(),
    start_time: Type.String(),
    amount: Type.Number(),
    status: Type.String(),
  }),
);

export async function readInvoiceLink(
  request: Request,
  token: string,
): Promise<{ kind: 'invoice'; invoice: LinkedInvoice } | { kind: 'invalid'; msg: string }> {
  const result = await callPublicApi(request, 'payment/get-invoice-link', { token });
  if (!result.ok) return { kind: 'invalid', msg: result.msg };
  const found = result.results;
  if (!readLinked(found)) return { kind: 'invalid', msg: INVOICE_MESSAGES.linkInvalid };
  return {
    kind: 'invoice',
    invoice: {
      title: textOf(found.title),
      notes: textOf(found.notes),
      providerName: textOf(found.provider_name),
      clientName: textOf(found.client_name),
      startsAt: textOf(found.start_time),
      amountCents: Number(found.amount ?? 0),
      isPaid: found.status === 'paid',
    },
  };
}
