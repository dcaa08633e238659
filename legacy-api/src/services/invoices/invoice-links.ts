import { findInvitedAppointment, type AppointmentRecord } from '@tele/data/repositories/appointments';
import { findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { INVOICE_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer } from '@tele/contract/routes';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { PaymentsGateway } from './gateway.js';
import { paymentCents } from './money.js';
import { payInvoice, reconcileLatestAttempt } from './pay-invoice.js';

/**
 * The e-mailed pay link (issue 26, ADR 0037): a random token, stored hashed, naming one invoice and the client
 * it was sent to. It opens the invoice without signing in until it expires, a newer link for the same invoice
 * replaces it, or the invoice is paid (then it only says so): it pays once.
 */
async function readLink(deps: AppDeps, token: string | undefined, now: Date) {
  const record = token ? await findOneTimeToken(deps.db, token, 'pay_invoice') : null;
  if (!record?.userId || !record.appointmentId || record.expiresAt <= now)
    refuse(INVOICE_MESSAGES.linkInvalid);
  const appointment = await findInvitedAppointment(deps.db, record.userId, record.appointmentId);
  if (!appointment) refuse(INVOICE_MESSAGES.linkInvalid);
  // A used link is one that was replaced or whose invoice was paid: only the latter still shows (as paid).
  if (record.usedAt && appointment.paidDate === null) refuse(INVOICE_MESSAGES.linkInvalid);
  return { clientId: record.userId, appointment };
}

function viewOf(appointment: AppointmentRecord, clientId: string) {
  return {
    _id: appointment.id,
    title: appointment.title,
    notes: appointment.notes,
    provider_name: appointment.providerName,
    client_name: appointment.invitees.find((invitee) => invitee.id === clientId)?.name ?? '',
    start_time: appointment.startTime.toISOString(),
    end_time: appointment.endTime?.toISOString() ?? null,
    payment: appointment.payment,
    amount: paymentCents(appointment.payment),
    status: appointment.paidDate ? ('paid' as const) : ('due' as const),
    paid_date: appointment.paidDate?.toISOString() ?? null,
  };
}

/** `get-invoice-link`: the invoice the link pays, read back from Stripe first when a card check was pending. */
export async function getInvoiceByLink(
  deps: AppDeps,
  gateway: PaymentsGateway,
  token: string | undefined,
  now: Date,
): Promise<RouteAnswer<'payment/get-invoice-link'>> {
  let { clientId, appointment } = await readLink(deps, token, now);
  if (appointment.paidDate === null) {
    await reconcileLatestAttempt(deps, gateway, appointment.id, now);
    ({ clientId, appointment } = await readLink(deps, token, now));
  }
  return { results: viewOf(appointment, clientId) };
}

/** `pay-invoice-link`: pays the link's invoice as the client it was sent to. */
export async function payByLink(
  deps: AppDeps,
  gateway: PaymentsGateway,
  input: { token?: string; payment_method?: string },
  now: Date,
): Promise<RouteAnswer<'payment/pay-invoice-link'>> {
  const { clientId, appointment } = await readLink(deps, input.token, now);
  if (appointment.paidDate !== null) refuse(INVOICE_MESSAGES.alreadyPaid);
  return payInvoice(
    deps,
    gateway,
    {
      appointmentId: appointment.id,
      paymentMethodId: input.payment_method,
      payer: { clientId, via: 'link' },
    },
    now,
  );
}
