import type { Db } from '@tele/data/db';
import {
  findAppointmentById,
  findInvitedAppointment,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import {
  countInvoicePayments,
  findInvoicePaymentById,
  findLatestInvoicePayment,
  insertInvoicePayment,
  updateInvoicePaymentFromStripe,
  type InvoicePaymentRecord,
  type InvoicePaymentStatus,
} from '@tele/data/repositories/invoice-payments';
import { findPayoutAccount } from '@tele/data/repositories/payout-accounts';
import { inTransaction } from '@tele/data/repositories/transaction';
import { INVOICE_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer } from '@tele/contract/routes';
import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { ACCESS_MESSAGES } from '#api/services/appointments/access.js';
import { GatewayError, type PaymentIntentView, type PaymentsGateway } from './gateway.js';
import { isOwing, recordInvoicePaid } from './invoices.js';
import { paymentCents, readCents } from './money.js';

/**
 * Paying an invoice by card (legacy `pay`, issue 26, ADR 0037). The legacy marked the appointment paid first
 * and then moved platform money to the provider for an amount the browser chose; here the client's own card
 * is charged the invoice's own amount, the provider's connected account receiving it (`transfer_data`), and
 * the appointment is paid only once Stripe says the charge succeeded.
 *
 * Twice is once: the attempt is recorded (under the appointment's lock) before Stripe is called, and every
 * call about it carries an idempotency key derived from it, so a double click, a retry after a timeout or a
 * second tab continue the same payment intent, and an intent succeeds at most once.
 */

/** Who pays: a signed-in client, or the invited client through the e-mailed link. */
export type Payer = { clientId: string; via: 'session' | 'link' };

export interface PayInput {
  appointmentId: string | undefined;
  /** Cents, when the caller sent them: must be the invoice's own amount. */
  amount?: unknown;
  paymentMethodId: string | undefined;
  payer: Payer;
}

type PayAnswer = RouteAnswer<'appointments/pay'>;

const OPEN: readonly InvoicePaymentStatus[] = ['started', 'processing', 'requires_action', 'failed'];

export async function payInvoice(
  deps: AppDeps,
  gateway: PaymentsGateway,
  input: PayInput,
  now: Date,
): Promise<PayAnswer> {
  if (!input.paymentMethodId) refuse(INVOICE_MESSAGES.noCard);
  const attempt = await recordAttempt(deps.db, input, now);
  const intent = await callStripe(deps, gateway, attempt, input.paymentMethodId, now);
  return answerOf(attempt, intent);
}

/** The invoice the payer may pay, locked: a client reaches only what it is invited to. */
async function loadPayable(tx: Db, input: PayInput): Promise<AppointmentRecord> {
  const appointment = input.appointmentId
    ? await findInvitedAppointment(tx, input.payer.clientId, input.appointmentId, { lock: true })
    : null;
  if (!appointment) {
    if (input.payer.via === 'link') refuse(INVOICE_MESSAGES.linkInvalid);
    throw new AppError('not_found', ACCESS_MESSAGES.missing);
  }
  if (appointment.paidDate !== null) refuse(INVOICE_MESSAGES.alreadyPaid);
  if (!isOwing(appointment)) refuse(INVOICE_MESSAGES.notDue);
  if (
    input.amount !== undefined &&
    input.amount !== '' &&
    readCents(input.amount) !== paymentCents(appointment.payment)
  )
    refuse(INVOICE_MESSAGES.wrongAmount);
  return appointment;
}

/**
 * The attempt this call continues or starts, written before Stripe hears of it. The invoice's latest attempt
 * is continued while it is for the same amount and has not succeeded (a declined card leaves its intent
 * open for another card); a changed price starts a new one.
 */
async function recordAttempt(db: Db, input: PayInput, now: Date): Promise<InvoicePaymentRecord> {
  return inTransaction(db, async (tx) => {
    const appointment = await loadPayable(tx, input);
    const cents = paymentCents(appointment.payment);
    const latest = await findLatestInvoicePayment(tx, appointment.id, { lock: true });
    if (latest?.status === 'succeeded') refuse(INVOICE_MESSAGES.alreadyPaid);
    if (latest && latest.status === 'processing') refuse(INVOICE_MESSAGES.inFlight);
    if (latest && latest.amountCents === cents && OPEN.includes(latest.status)) return latest;
    const account = await findPayoutAccount(tx, appointment.practiceId, appointment.providerId);
    if (!account?.chargesEnabled) refuse(INVOICE_MESSAGES.noSeller);
    const attemptNumber = (await countInvoicePayments(tx, appointment.id)) + 1;
    return insertInvoicePayment(tx, {
      practiceId: appointment.practiceId,
      appointmentId: appointment.id,
      providerId: appointment.providerId,
      clientId: input.payer.clientId,
      amountCents: cents,
      idempotencyKey: `invoice-${appointment.id}-${attemptNumber}`,
      destinationAccountId: account.stripeAccountId,
      now,
    });
  });
}

/**
 * Makes (or finds) the attempt's payment intent and confirms it with the card. An intent already made is read
 * back first: a call whose answer was lost may have charged the card already.
 */
async function callStripe(
  deps: AppDeps,
  gateway: PaymentsGateway,
  attempt: InvoicePaymentRecord,
  paymentMethodId: string,
  now: Date,
): Promise<PaymentIntentView> {
  try {
    let intent = attempt.stripePaymentIntentId
      ? await gateway.retrievePaymentIntent(attempt.stripePaymentIntentId)
      : await gateway.createPaymentIntent({
          amountCents: attempt.amountCents,
          destinationAccountId: attempt.destinationAccountId,
          description: `Invoice for appointment ${attempt.appointmentId}`,
          metadata: {
            invoice_payment_id: attempt.id,
            appointment_id: attempt.appointmentId,
            practice_id: attempt.practiceId,
          },
          idempotencyKey: attempt.idempotencyKey,
        });
    if (!attempt.stripePaymentIntentId) await applyIntent(deps, attempt.id, intent, now);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      await applyIntent(deps, attempt.id, intent, now);
      return intent;
    }
    if (intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation') {
      intent = await gateway.confirmPaymentIntent({
        id: intent.id,
        paymentMethodId,
        idempotencyKey: `${attempt.idempotencyKey}-confirm-${paymentMethodId}`,
      });
    }
    await applyIntent(deps, attempt.id, intent, now);
    if (intent.status === 'requires_payment_method') refuse(intent.lastError ?? INVOICE_MESSAGES.stripeDown);
    return intent;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'card') {
      await markFailed(deps, attempt, error.message, now);
      refuse(error.message);
    }
    if (error.kind === 'in_flight') refuse(INVOICE_MESSAGES.inFlight);
    // Unknown outcome: the attempt stays open, and a retry continues it with the same key.
    refuse(INVOICE_MESSAGES.stripeDown);
  }
}

const STATUS_OF: Record<string, InvoicePaymentStatus> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_action: 'requires_action',
  requires_payment_method: 'started',
  requires_confirmation: 'started',
  requires_capture: 'processing',
};

/**
 * What Stripe said of an attempt's intent, kept; a success also pays the invoice, in one transaction with the
 * appointment locked (the webhook's `payment_intent.succeeded` runs the same, whichever comes first). The
 * appointment is locked before the attempt, in the order `pay` takes them, so the two never wait on each other.
 */
export async function applyIntent(deps: AppDeps, attemptId: string, intent: PaymentIntentView, now: Date) {
  const status =
    intent.status === 'requires_payment_method' && intent.lastError
      ? 'failed'
      : (STATUS_OF[intent.status] ?? 'failed');
  const attempt = await findInvoicePaymentById(deps.db, attemptId);
  if (!attempt) return;
  await inTransaction(deps.db, async (tx) => {
    const appointment = await findAppointmentById(tx, attempt.practiceId, attempt.appointmentId, {
      lock: true,
    });
    await updateInvoicePaymentFromStripe(tx, {
      id: attempt.id,
      paymentIntentId: intent.id,
      status,
      failureMessage: status === 'failed' ? (intent.lastError ?? null) : null,
      asOf: now,
      now,
    });
    if (status === 'succeeded' && appointment) await recordInvoicePaid(tx, appointment, now);
  });
}

async function markFailed(deps: AppDeps, attempt: InvoicePaymentRecord, message: string, now: Date) {
  const latest = await findInvoicePaymentById(deps.db, attempt.id);
  if (!latest?.stripePaymentIntentId) return;
  await updateInvoicePaymentFromStripe(deps.db, {
    id: attempt.id,
    paymentIntentId: latest.stripePaymentIntentId,
    status: 'failed',
    failureMessage: message.slice(0, 500),
    asOf: now,
    now,
  });
}

function answerOf(attempt: InvoicePaymentRecord, intent: PaymentIntentView): PayAnswer {
  const data = {
    appointment_id: attempt.appointmentId,
    provider_id: attempt.providerId,
    amount: attempt.amountCents,
    status: intent.status,
  };
  if (intent.status === 'succeeded') return { msg: INVOICE_MESSAGES.paid, data };
  if (intent.status === 'requires_action')
    return { msg: INVOICE_MESSAGES.needsAction, data: { ...data, client_secret: intent.clientSecret ?? '' } };
  return { msg: INVOICE_MESSAGES.processing, data };
}

/** The invoice's latest attempt, read back from Stripe (the pay page after Stripe.js finished a card check). */
export async function reconcileLatestAttempt(
  deps: AppDeps,
  gateway: PaymentsGateway,
  appointmentId: string,
  now: Date,
): Promise<void> {
  const attempt = await findLatestInvoicePayment(deps.db, appointmentId);
  if (!attempt?.stripePaymentIntentId || attempt.status === 'succeeded') return;
  try {
    await applyIntent(
      deps,
      attempt.id,
      await gateway.retrievePaymentIntent(attempt.stripePaymentIntentId),
      now,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
}
