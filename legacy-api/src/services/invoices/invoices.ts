import type { Db } from '@tele/data/db';
import { STATE, isEditable, nextState } from '@tele/data/appointment-states';
import { updateAppointment, type AppointmentRecord } from '@tele/data/repositories/appointments';
import { findAppointmentPage, type ListFilter } from '@tele/data/repositories/appointment-lists';
import { findLatestInvoicePayment, findRefundsOf } from '@tele/data/repositories/invoice-payments';
import { retireInvoiceLinks } from '@tele/data/repositories/one-time-tokens';
import { inTransaction } from '@tele/data/repositories/transaction';
import { INVOICE_MESSAGES, PLAN_GATE_MESSAGES, QUERY_MESSAGES } from '@tele/contract/messages';
import { assertPlanFeature } from '#api/services/appointments/plan-limits.js';
import type { RouteBody } from '@tele/contract/routes';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { loadAppointmentFor } from '#api/services/appointments/access.js';
import { toAppointmentWire } from '#api/services/appointments/wire.js';
import { centsToDollars, dollarsToCents, paymentCents } from './money.js';

/** A payment that may have reached Stripe and may still succeed: the invoice cannot change under it. */
const IN_FLIGHT: readonly string[] = ['started', 'processing', 'requires_action'];

export async function hasPaymentUnderWay(db: Db, appointmentId: string): Promise<boolean> {
  const latest = await findLatestInvoicePayment(db, appointmentId);
  return latest !== null && IN_FLIGHT.includes(latest.status);
}

/**
 * `update-invoice` (legacy-contract 6.2): the provider changes an invoice's price and description while the
 * appointment can still be edited and no payment is under way. A change puts it back to "created" for the
 * client to accept again, as the legacy did; the same price and notes change nothing (`msg: ''`).
 */
export async function updateInvoice(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'appointments/update-invoice'>,
  now: Date,
): Promise<string> {
  const cents = dollarsToCents(input.price);
  if (cents === null) refuse(INVOICE_MESSAGES.badPrice);
  const notes = input.notes ?? '';
  // Asking for money is the ADVANCED plan's "payment requests"; making an invoice free is not.
  if (cents > 0)
    await assertPlanFeature(deps.db, user.practiceId, 'paymentRequests', PLAN_GATE_MESSAGES.paymentRequests);
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadAppointmentFor(tx, user, input.id, { lock: true, toChange: true });
    if (paymentCents(appointment.payment) === cents && appointment.notes === notes) return '';
    if (!isEditable(appointment, now)) refuse(INVOICE_MESSAGES.notEditable);
    if (await hasPaymentUnderWay(tx, appointment.id)) refuse(INVOICE_MESSAGES.inFlight);
    const state = nextState(appointment.state, { type: 'edit' }) ?? appointment.state;
    await updateAppointment(tx, appointment.id, {
      payment: centsToDollars(cents),
      notes,
      updatedDate: now,
      paidDate: null,
      roleUpdated: 'provider',
      state,
    });
    return INVOICE_MESSAGES.updated;
  });
}

/** Whether the appointment is an invoice the client owes now (OWING_STATES in the repository). */
export function isOwing(appointment: Pick<AppointmentRecord, 'payment' | 'paidDate' | 'state'>): boolean {
  const owingStates: number[] = [STATE.accepted, STATE.progressing, STATE.finished];
  return appointment.payment > 0 && appointment.paidDate === null && owingStates.includes(appointment.state);
}

/**
 * Records an invoice as paid, once: the paid date, "accepted" moves on to "wait", and the invoice's pay links
 * stop working. In the caller's transaction, with the appointment locked by it; false when it was paid already.
 */
export async function recordInvoicePaid(tx: Db, appointment: AppointmentRecord, now: Date): Promise<boolean> {
  if (appointment.paidDate !== null) return false;
  const state = nextState(appointment.state, { type: 'pay' }) ?? appointment.state;
  const isApplied = await updateAppointment(
    tx,
    appointment.id,
    { paidDate: now, state },
    { expectedState: appointment.state },
  );
  if (isApplied) await retireInvoiceLinks(tx, appointment.id, now);
  return isApplied;
}

/**
 * `paid-appointment`: the provider marks an invoice paid outside Stripe (cash, a cheque). The legacy let anyone
 * mark anything; here only the appointment's provider (or a manager), only an invoice still owed and with no
 * card payment under way.
 */
export async function markPaidByProvider(
  deps: AppDeps,
  user: SessionUser,
  id: string | undefined,
  now: Date,
) {
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadAppointmentFor(tx, user, id, { lock: true, toChange: true });
    if (appointment.paidDate !== null) refuse(INVOICE_MESSAGES.alreadyPaid);
    if (!isOwing(appointment)) refuse(INVOICE_MESSAGES.notDue);
    if (await hasPaymentUnderWay(tx, appointment.id)) refuse(INVOICE_MESSAGES.inFlight);
    await recordInvoicePaid(tx, appointment, now);
    return INVOICE_MESSAGES.markedPaid;
  });
}

type InvoicePaging = { pagination?: unknown; current_page?: unknown; page_neighbours?: unknown };
type HistoryPaging = {
  history_pagination?: unknown;
  history_current_page?: unknown;
  history_page_neighbours?: unknown;
};

/** Payments lists page by 6 with 4 neighbours unless the caller asks otherwise (spec part 2, section 9). */
const PAYMENTS_PAGING = { size: 6, neighbours: 4 } as const;

/** Outstanding invoices, oldest session first: a provider's (`get-request-provider`) or a client's. */
export async function listOwing(
  db: Db,
  user: SessionUser,
  scope: ListFilter['scope'],
  input: InvoicePaging,
  now: Date,
  asClient: boolean,
) {
  const paging = readPaging(
    { size: input.pagination, page: input.current_page, neighbours: input.page_neighbours },
    PAYMENTS_PAGING,
  );
  const page = await findAppointmentPage(
    db,
    { scope, isOwing: true },
    { offset: paging.offset, limit: paging.size, sort: [['start_time', 'ASC']] },
  );
  return {
    msg: QUERY_MESSAGES.list,
    results: {
      list: page.list.map((a) => toAppointmentWire(a, user, now, { asClient })),
      page_num: pageNumOf(page.total, paging),
    },
  };
}

/**
 * Payment histories, newest session first, each with what was refunded of it: a provider's
 * (`get-paid-provider`) or a client's (`get-paid-appointment`). Paid, or free and accepted, as the legacy.
 */
export async function listPaidWithRefunds(
  db: Db,
  user: SessionUser,
  scope: ListFilter['scope'],
  input: HistoryPaging,
  now: Date,
  asClient: boolean,
) {
  const paging = readPaging(
    {
      size: input.history_pagination,
      page: input.history_current_page,
      neighbours: input.history_page_neighbours,
    },
    PAYMENTS_PAGING,
  );
  const page = await findAppointmentPage(
    db,
    { scope, isPaid: true, excludeStates: [STATE.pending, STATE.accepted, STATE.shareLink] },
    { offset: paging.offset, limit: paging.size, sort: [['start_time', 'DESC']] },
  );
  const refunds = await findRefundsOf(
    db,
    page.list.filter((a) => a.payment > 0).map((a) => a.id),
  );
  return {
    msg: QUERY_MESSAGES.list,
    results: {
      list: page.list.map((a) => {
        const refund = refunds.get(a.id);
        return {
          ...toAppointmentWire(a, user, now, { asClient }),
          ...(refund
            ? { refunded_amount: refund.refundedCents, refund_pending: refund.isRefundPending }
            : {}),
        };
      }),
      page_num: pageNumOf(page.total, paging),
    },
  };
}
