import { Type } from '@sinclair/typebox';
import { parseAppointments } from '#app/features/appointments/index.server.ts';
import type { Appointment } from '#app/features/appointments/index.ts';
import { callApi, compileReader, numberOf, readerOf, type ApiResult } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { toPageInfo, type PageInfo } from '#app/utils/paging.ts';
import type { InvoiceForm } from './form-schemas.ts';

/**
 * The payments side of legacy-api for the provider (issue 26): the invoice and payment lists with refunds, the
 * payout account, and the invoice changes. Answers are read with checkers compiled from the contract; a list
 * the API does not give is shown as unavailable, never as empty.
 */

/** A paid appointment with what was refunded of it; `hasCardPayment` when it was paid by card (refundable). */
export type PaidAppointment = Appointment & {
  hasCardPayment: boolean;
  refundedCents: number;
  isRefundPending: boolean;
};

export type MoneyPage<T> = { isAvailable: boolean; list: T[]; page: PageInfo };

const readRefund = compileReader(
  Type.Object({ _id: Type.String(), refunded_amount: Type.Number(), refund_pending: Type.Boolean() }),
);
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

/** A paged list of appointments, each with its refund when the answer names one. */
export function toMoneyPage(result: ApiResult, path: string, page: number): MoneyPage<PaidAppointment> {
  const parsed = result.ok && readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[payments] ${path} answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, list: [], page: toPageInfo(undefined, page) };
  }
  const refunds = new Map<
    string,
    { hasCardPayment: true; refundedCents: number; isRefundPending: boolean }
  >();
  for (const wire of parsed.list) {
    // Only a card payment carries these (the checker leaves every field optional).
    if (readRefund(wire) && wire._id != null && wire.refunded_amount != null)
      refunds.set(String(wire._id), {
        hasCardPayment: true,
        refundedCents: numberOf(wire.refunded_amount, 0),
        isRefundPending: wire.refund_pending === true,
      });
  }
  return {
    isAvailable: true,
    list: parseAppointments(parsed.list, path).map((appointment) => ({
      ...appointment,
      ...(refunds.get(appointment.id) ?? { hasCardPayment: false, refundedCents: 0, isRefundPending: false }),
    })),
    page: toPageInfo(parsed.page_num, page),
  };
}

type Paging = { page: number; pageSize: number; neighbours: number };

/** The provider's outstanding invoices (get-request-provider). */
export async function listOwedInvoices(request: Request, { page, pageSize, neighbours }: Paging) {
  const result = await callApi(request, 'appointments/get-request-provider', {
    pagination: pageSize,
    current_page: page,
    page_neighbours: neighbours,
  });
  return toMoneyPage(result, 'get-request-provider', page);
}

/** The provider's payment history, with refunds (get-paid-provider). */
export async function listReceivedPayments(request: Request, { page, pageSize, neighbours }: Paging) {
  const result = await callApi(request, 'appointments/get-paid-provider', {
    history_pagination: pageSize,
    history_current_page: page,
    history_page_neighbours: neighbours,
  });
  return toMoneyPage(result, 'get-paid-provider', page);
}

/** The provider's payout account: whether it can take card payments (`null`: unknown right now). */
export type PayoutStatus = { hasAccount: boolean; canTakePayments: boolean };

const readSeller = readerOf('payment/get-seller');

export async function getPayoutStatus(request: Request, userId: string): Promise<PayoutStatus | null> {
  const result = await callApi(request, 'payment/get-seller', { id: userId });
  if (!result.ok || !readSeller(result.results) || !result.results) {
    console.warn(`[payments] get-seller answered ${result.status}: ${result.msg ?? 'no status'}`);
    return null;
  }
  return {
    hasAccount: result.results.has_account === true,
    canTakePayments: result.results.charges_enabled === true,
  };
}

/** A fresh onboarding link to Stripe's pages for the provider's payout account (made once). */
export async function startPayoutOnboarding(
  request: Request,
  userId: string,
): Promise<{ ok: true; url: string } | { ok: false; msg: string }> {
  const result = await callApi(request, 'payment/register-seller', { id: userId });
  const url = result.ok ? result.details?.accountLink : undefined;
  if (!result.ok || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    return {
      ok: false,
      msg: result.msg || 'Stripe could not be reached right now. Please try again in a moment.',
    };
  }
  return { ok: true, url };
}

export async function updateInvoice(request: Request, values: InvoiceForm): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'appointments/update-invoice', {
      id: values.id,
      price: values.price,
      notes: values.notes,
    }),
  );
}

export async function markInvoicePaid(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'appointments/paid-appointment', { id }));
}

export async function refundPayment(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'payment/refund-payment', { id }));
}
