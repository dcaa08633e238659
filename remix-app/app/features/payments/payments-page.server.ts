import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from '@remix-run/node';
import { formatDate, formatUsd, STATE, describeState } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { InvoiceFormSchema, PaymentActionSchema } from './form-schemas.ts';
import {
  getPayoutStatus,
  listOwedInvoices,
  listReceivedPayments,
  markInvoicePaid,
  refundPayment,
  startPayoutOnboarding,
  updateInvoice,
  type PaidAppointment,
} from './payments.server.ts';
import { PAYMENTS_PAGE_NEIGHBOURS, PAYMENTS_PAGE_SIZE, paymentsHref, type PaymentsTab } from './payments.ts';

/**
 * Invoices and Payments (/payments, spec part 1; issue 26): the Invoice tab (invoices still owed, each with its
 * modal to change the price and description, and Mark paid for money taken outside Stripe) and the Payment tab
 * (paid sessions, with Refund), 6 per page with 4 neighbours; the warning when the provider has no payout
 * account, with its details and the way to Stripe's onboarding.
 */

export type InvoiceRow = {
  id: string;
  clients: string;
  title: string;
  sessionDate: string;
  amount: string;
  /** The price in USD and the description, for the invoice modal. */
  price: number;
  notes: string;
  state: string;
  isEditable: boolean;
};

export type PaymentRow = {
  id: string;
  clients: string;
  title: string;
  sessionDate: string;
  paidDate: string;
  amount: string;
  /** 'Refunded $80.00', 'Refund pending' or ''. */
  refund: string;
  canRefund: boolean;
};

function toInvoiceRow(appointment: PaidAppointment, timeZone: string): InvoiceRow {
  return {
    id: appointment.id,
    clients: appointment.clients.map((client) => client.name).join(', '),
    title: appointment.title,
    sessionDate: formatDate(appointment.startTime, timeZone),
    amount: formatUsd(appointment.payment),
    price: appointment.payment,
    notes: appointment.notes,
    state: appointment.state === STATE.accepted ? 'Accepted' : describeState(appointment.state).label,
    isEditable: appointment.isEditable && !appointment.isReadOnly,
  };
}

function toPaymentRow(appointment: PaidAppointment, timeZone: string): PaymentRow {
  const refund =
    appointment.refundedCents > 0
      ? `Refunded ${formatUsd(appointment.refundedCents / 100)}`
      : appointment.isRefundPending
        ? 'Refund pending'
        : '';
  return {
    id: appointment.id,
    clients: appointment.clients.map((client) => client.name).join(', '),
    title: appointment.title,
    sessionDate: formatDate(appointment.startTime, timeZone),
    paidDate: appointment.paidDate ? formatDate(appointment.paidDate, timeZone) : '',
    amount: formatUsd(appointment.payment),
    refund,
    canRefund: appointment.hasCardPayment && refund === '' && !appointment.isReadOnly,
  };
}

export async function loadPaymentsPage(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  // Stripe sends the provider here when an onboarding link has expired: a fresh one, straight away.
  if (params.get('onboarding') === 'refresh') {
    const link = await startPayoutOnboarding(request, user.id);
    if (link.ok) throw redirect(link.url);
  }
  const tab: PaymentsTab = params.get('tab') === 'payment' ? 'payment' : 'invoice';
  const page = readPageParam(params.get('page'));
  const paging = { page, pageSize: PAYMENTS_PAGE_SIZE, neighbours: PAYMENTS_PAGE_NEIGHBOURS };
  const [timeZone, payout, list] = await Promise.all([
    getTimeZone(request),
    getPayoutStatus(request, user.id),
    tab === 'invoice' ? listOwedInvoices(request, paging) : listReceivedPayments(request, paging),
  ]);
  const invoices = tab === 'invoice' ? list.list.map((a) => toInvoiceRow(a, timeZone)) : [];
  const payments = tab === 'payment' ? list.list.map((a) => toPaymentRow(a, timeZone)) : [];
  const editId = params.get('edit');
  const refundId = params.get('refund');
  return {
    tab,
    isAvailable: list.isAvailable,
    invoices,
    payments,
    page: list.page,
    payout,
    isReturningFromOnboarding: params.get('onboarding') === 'return',
    isPayoutDetailsOpen: params.get('details') === '1',
    editing: invoices.find((row) => row.id === editId) ?? null,
    refunding: payments.find((row) => row.id === refundId && row.canRefund) ?? null,
  };
}

/** Where the page goes after an action: the same tab and page, without a dialog. */
function backTo(request: Request): string {
  const params = new URL(request.url).searchParams;
  return paymentsHref({
    tab: params.get('tab') === 'payment' ? 'payment' : 'invoice',
    page: readPageParam(params.get('page')),
  });
}

export async function submitPaymentsAction(request: Request) {
  const user = await requireUser(request);
  const formData = await request.formData();
  if (formData.get('intent') === 'update-invoice') {
    const submission = parseWithZod(formData, { schema: InvoiceFormSchema });
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const outcome = await updateInvoice(request, submission.value);
    if (!outcome.ok)
      return data({ result: submission.reply({ formErrors: [outcome.msg] }) }, { status: 400 });
    // An unchanged invoice answers an empty message: nothing to say.
    return redirectWithToast(backTo(request), {
      type: 'success',
      description: outcome.msg || 'Nothing was changed.',
    });
  }
  const submission = parseWithZod(formData, { schema: PaymentActionSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const action = submission.value;
  if (action.intent === 'onboard') {
    const link = await startPayoutOnboarding(request, user.id);
    if (!link.ok) return redirectWithToast(backTo(request), { type: 'error', description: link.msg });
    throw redirect(link.url);
  }
  const outcome =
    action.intent === 'mark-paid'
      ? await markInvoicePaid(request, action.id)
      : await refundPayment(request, action.id);
  return redirectWithToast(backTo(request), {
    type: outcome.ok ? 'success' : 'error',
    description: outcome.msg,
  });
}
