import { listInvoices, listPayments } from '#app/features/appointments/index.server.ts';
import { formatDate, formatUsd, STATE, describeState } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { getTimeZone } from '#app/utils/session.server.ts';

/**
 * Invoices and Payments (/payments, spec part 1): the Invoice tab (accepted sessions awaiting payment) and the
 * Payment tab (paid ones), 6 per page with 4 neighbours, from the lists the dashboard already shows. Editing and
 * sending invoices, and the payout account, arrive with the money issue.
 */

import { PAYMENTS_PAGE_NEIGHBOURS, PAYMENTS_PAGE_SIZE } from '#app/features/payments/payments.ts';

export type PaymentsTab = 'invoice' | 'payment';

export type PaymentRow = {
  id: string;
  clients: string;
  title: string;
  sessionDate: string;
  paidDate: string;
  amount: string;
  state: string;
};

export async function loadPaymentsPage(request: Request) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const tab: PaymentsTab = params.get('tab') === 'payment' ? 'payment' : 'invoice';
  const page = readPageParam(params.get('page'));
  const timeZone = await getTimeZone(request);
  const paging = { page, pageSize: PAYMENTS_PAGE_SIZE, neighbours: PAYMENTS_PAGE_NEIGHBOURS };
  const list = tab === 'invoice' ? await listInvoices(request, paging) : await listPayments(request, paging);
  const rows: PaymentRow[] = list.list.map((appointment) => ({
    id: appointment.id,
    clients: appointment.clients.map((client) => client.name).join(', '),
    title: appointment.title,
    sessionDate: formatDate(appointment.startTime, timeZone),
    paidDate: appointment.paidDate ? formatDate(appointment.paidDate, timeZone) : '',
    amount: formatUsd(appointment.payment),
    state: appointment.state === STATE.accepted ? 'Accepted' : describeState(appointment.state).label,
  }));
  return { tab, isAvailable: list.isAvailable, rows, page: list.page };
}
