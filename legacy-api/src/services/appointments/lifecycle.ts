import type { Db } from '@tele/data/db';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import {
  removeInvitee,
  updateAppointment,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import { rescheduleReminders } from '@tele/data/repositories/reminders';
import { inTransaction } from '@tele/data/repositories/transaction';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { loadAppointmentFor, loadInvitationFor, readsAsClient } from './access.js';
import { STATE, nextState } from '@tele/data/appointment-states';
import { queueInvoiceEmails } from '#api/services/invoices/invoice-email.js';
import { hasPaymentUnderWay } from '#api/services/invoices/invoices.js';
import { centsToDollars, dollarsToCents } from '#api/services/invoices/money.js';
import { tellClientsOfAnswer } from './request-answers.js';

import { INVOICE_MESSAGES, LIFECYCLE_MESSAGES } from '@tele/contract/messages';
import { clientIdsOf, recordAudit, type AuditWhat } from '#api/services/audit/audit.js';
export { LIFECYCLE_MESSAGES };

/**
 * Who approves (legacy-contract section 9.4): the provider side approves what the client side made or last
 * changed; what the provider made waits for the client.
 */
export function isAwaitingProvider(appointment: {
  roleUpdated: 'provider' | 'client' | null;
  inviteClient: boolean;
}): boolean {
  return (
    appointment.roleUpdated === 'client' || (appointment.roleUpdated === null && appointment.inviteClient)
  );
}

/**
 * Which appointment a caller answers: its id, and the side the legacy `role` names. A client answers as the
 * client; someone on a team who is also a client answers as the client with `role: 'client'` (its own home).
 */
export type AnswerInput = { id?: string; role?: string };

/**
 * The appointment a caller answers, locked: a client answers only what it is invited to (the client app's
 * Approve and Decline); the team answers its practice's, unless it is another provider's.
 */
function loadToAnswer(tx: Db, user: SessionUser, { id, role }: AnswerInput) {
  return readsAsClient(user, role)
    ? loadInvitationFor(tx, user, id, { lock: true })
    : loadAppointmentFor(tx, user, id, { lock: true, toChange: true });
}

export async function acceptAppointment(deps: AppDeps, user: SessionUser, input: AnswerInput, now: Date) {
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadToAnswer(tx, user, input);
    if (appointment.state !== STATE.pending) refuse(LIFECYCLE_MESSAGES.notPending);
    const asClient = readsAsClient(user, input.role);
    if (isAwaitingProvider(appointment) === asClient)
      refuse(asClient ? LIFECYCLE_MESSAGES.notTheClients : LIFECYCLE_MESSAGES.notYours);
    const isFree = appointment.payment === 0;
    const state = nextState(appointment.state, { type: 'accept', isFree });
    if (state === null) refuse(LIFECYCLE_MESSAGES.notPending);
    await updateAppointment(
      tx,
      appointment.id,
      { state, acceptState: true, acceptedAt: now, ...(isFree ? { paidDate: now } : {}) },
      { expectedState: STATE.pending },
    );
    await rescheduleReminders(tx, [appointment.id], now);
    await recordAudit(
      tx,
      user,
      {
        action: 'appointment.update',
        clientIds: clientIdsOf(appointment),
        subject: { type: 'appointment', id: appointment.id },
      },
      now,
    );
    if (state === STATE.accepted) await queueInvoiceEmails(deps, tx, appointment, user.timeZone, now);
    // The provider approved a client's request: the client is told (ADR 0054).
    if (!asClient) await tellClientsOfAnswer(deps, tx, appointment, true, now);
    return LIFECYCLE_MESSAGES.accepted;
  });
}

/**
 * Decline and Delete (`cancel-appointment`). The team deletes its practice's appointments (a soft delete, kept
 * for the record; another provider's is read-only). A client only declines its own place, and only before the
 * session starts (security review 2, N2): in a group session it leaves the others invited; the last invitee's
 * decline cancels the session. On a client's request, a session that has started, has a note or has been paid
 * stays as it is.
 */
export async function cancelAppointment(deps: AppDeps, user: SessionUser, input: AnswerInput, now: Date) {
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadToAnswer(tx, user, input);
    if (readsAsClient(user, input.role)) {
      assertDeclinable(appointment, now);
      if (appointment.invitees.some((invitee) => invitee.id !== user.id)) {
        await removeInvitee(tx, appointment.id, user.id);
        await rescheduleReminders(tx, [appointment.id], now);
        await recordAudit(tx, user, cancelled(appointment, [user.id]), now);
        return LIFECYCLE_MESSAGES.deleted;
      }
    } else if (appointment.state === STATE.pending && isAwaitingProvider(appointment)) {
      // The provider declined a client's request still waiting: the client is told (ADR 0054).
      await tellClientsOfAnswer(deps, tx, appointment, false, now);
    }
    await updateAppointment(tx, appointment.id, { deletedAt: now, updatedDate: now });
    await rescheduleReminders(tx, [appointment.id], now);
    await recordAudit(tx, user, cancelled(appointment, clientIdsOf(appointment)), now);
    return LIFECYCLE_MESSAGES.deleted;
  });
}

/** The audit entry of a cancelled appointment (or a client's declined place in it), one per client. */
function cancelled(appointment: AppointmentRecord, clientIds: string[]): AuditWhat {
  return { action: 'appointment.cancel', clientIds, subject: { type: 'appointment', id: appointment.id } };
}

/** The states before the session day's start: what a client may still decline. */
const DECLINABLE_STATES: readonly number[] = [STATE.pending, STATE.accepted, STATE.waiting, STATE.joinable];

/** Why a client may not decline (or answer the reminder of) a session now, or null when it may. */
export function whyNotDeclinable(appointment: AppointmentRecord, now: Date): string | null {
  const isAhead =
    appointment.startTime > now &&
    appointment.actualStart === null &&
    DECLINABLE_STATES.includes(appointment.state);
  if (!isAhead) return LIFECYCLE_MESSAGES.notDeclinable;
  if (appointment.sessionNote) return LIFECYCLE_MESSAGES.hasNote;
  if (appointment.paidDate && appointment.payment > 0) return LIFECYCLE_MESSAGES.paidRecord;
  return null;
}

function assertDeclinable(appointment: AppointmentRecord, now: Date): void {
  const reason = whyNotDeclinable(appointment, now);
  if (reason) refuse(reason);
}

/**
 * `edit-appointment`: the invoice amount (dollars, exact to the cent), while the appointment can still be
 * changed and no card payment of it is under way.
 */
export async function changePayment(
  deps: AppDeps,
  user: SessionUser,
  input: { id?: string; payment_amount?: number | string },
  now: Date,
) {
  const cents = dollarsToCents(input.payment_amount);
  if (cents === null) refuse(LIFECYCLE_MESSAGES.badPayment);
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadAppointmentFor(tx, user, input.id, { lock: true, toChange: true });
    if (appointment.paidDate || ![STATE.pending, STATE.accepted].includes(appointment.state as 1 | 2)) {
      refuse(LIFECYCLE_MESSAGES.notEditable);
    }
    if (await hasPaymentUnderWay(tx, appointment.id)) refuse(INVOICE_MESSAGES.inFlight);
    await updateAppointment(tx, appointment.id, { payment: centsToDollars(cents), requestedDate: now });
    await recordAudit(
      tx,
      user,
      {
        action: 'appointment.update',
        clientIds: clientIdsOf(appointment),
        subject: { type: 'appointment', id: appointment.id },
      },
      now,
    );
    return LIFECYCLE_MESSAGES.paymentUpdated;
  });
}
