import { formatDate, formatUsd } from '#app/features/appointments/index.ts';
import { toMoneyPage, type PaidAppointment } from '#app/features/payments/index.server.ts';
import { PAYMENTS_PAGE_NEIGHBOURS, PAYMENTS_PAGE_SIZE } from '#app/features/payments/index.ts';
import { callApi } from '#app/services/api.server.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import type { SessionUser } from '#app/utils/session.server.ts';

/**
 * The client's money (issue 26): the invoices it owes, each with Pay, and what it has paid, newest first. Both
 * name the client's side (`role: 'client'`), as every call of the client home does (ADR 0031).
 */

export type ClientInvoice = {
  id: string;
  title: string;
  providerName: string;
  /** The session's date in the client's zone. */
  date: string;
  startsAt: string;
  amount: string;
  /** Cents, as `pay` checks them. */
  amountCents: number;
  notes: string;
};

export type ClientPayment = ClientInvoice & { paidDate: string; refund: string };

export type MoneyList<T> = { list: T[]; page: PageInfo } | null;

function toInvoice(appointment: PaidAppointment, timeZone: string): ClientInvoice {
  return {
    id: appointment.id,
    title: appointment.title,
    providerName: appointment.providerName,
    date: formatDate(appointment.startTime, timeZone),
    startsAt: appointment.startTime,
    amount: formatUsd(appointment.payment),
    amountCents: Math.round(appointment.payment * 100),
    notes: appointment.notes,
  };
}

/** The client's invoices due (get-payment-appointment), 6 a page. */
export async function getInvoicesDue(
  request: Request,
  {
    user,
    page,
    timeZone,
    pageSize = PAYMENTS_PAGE_SIZE,
  }: { user: Pick<SessionUser, 'id'>; page: number; timeZone: string; pageSize?: number },
): Promise<MoneyList<ClientInvoice>> {
  const result = await callApi(request, 'appointments/get-payment-appointment', {
    id: user.id,
    role: 'client',
    pagination: pageSize,
    current_page: page,
    page_neighbours: PAYMENTS_PAGE_NEIGHBOURS,
  });
  const found = toMoneyPage(result, 'get-payment-appointment', page);
  return found.isAvailable ? { list: found.list.map((a) => toInvoice(a, timeZone)), page: found.page } : null;
}

/** The client's payment history (get-paid-appointment), priced sessions only, 6 a page. */
export async function getPaymentHistory(
  request: Request,
  { user, page, timeZone }: { user: Pick<SessionUser, 'id'>; page: number; timeZone: string },
): Promise<MoneyList<ClientPayment>> {
  const result = await callApi(request, 'appointments/get-paid-appointment', {
    id: user.id,
    role: 'client',
    history_pagination: PAYMENTS_PAGE_SIZE,
    history_current_page: page,
    history_page_neighbours: PAYMENTS_PAGE_NEIGHBOURS,
  });
  const found = toMoneyPage(result, 'get-paid-appointment', page);
  if (!found.isAvailable) return null;
  return {
    list: found.list.map((a) => ({
      ...toInvoice(a, timeZone),
      paidDate: a.paidDate ? formatDate(a.paidDate, timeZone) : '',
      refund:
        a.refundedCents > 0
          ? `Refunded ${formatUsd(a.refundedCents / 100)}`
          : a.isRefundPending
            ? 'Refund pending'
            : '',
    })),
    page: found.page,
  };
}

/** One invoice the client owes, for its pay page (null when it is not due, or not the client's). */
export async function findInvoiceDue(
  request: Request,
  { user, id, timeZone }: { user: Pick<SessionUser, 'id'>; id: string; timeZone: string },
): Promise<ClientInvoice | null | 'unavailable'> {
  const due = await getInvoicesDue(request, { user, page: 1, timeZone, pageSize: 100 });
  if (due === null) return 'unavailable';
  return due.list.find((invoice) => invoice.id === id) ?? null;
}
