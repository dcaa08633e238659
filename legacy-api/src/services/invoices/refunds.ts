import {
  findSucceededInvoicePayment,
  markRefundRequested,
  releaseRefundClaim,
} from '@tele/data/repositories/invoice-payments';
import { INVOICE_MESSAGES } from '@tele/contract/messages';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { loadAppointmentFor } from '#api/services/appointments/access.js';
import { GatewayError, type PaymentsGateway } from './gateway.js';

/**
 * `refund-payment` (new, issue 26): the provider gives a card payment back in full. The refund is asked of
 * Stripe with a key derived from the payment, so asking twice refunds once, and it reverses the transfer to
 * the provider's account; `charge.refunded` then records how much went back. The refund is claimed on the row
 * first (a conditional UPDATE), so of two asked at once only one reaches Stripe; a call Stripe refused or did
 * not answer gives the claim back, and a retry asks again with the same key.
 */
export async function refundPayment(
  deps: AppDeps,
  gateway: PaymentsGateway,
  user: SessionUser,
  id: string | undefined,
  now: Date,
): Promise<string> {
  const appointment = await loadAppointmentFor(deps.db, user, id, { toChange: true });
  const payment = await findSucceededInvoicePayment(deps.db, appointment.id);
  if (!payment?.stripePaymentIntentId) refuse(INVOICE_MESSAGES.notRefundable);
  if (payment.refundedCents > 0) refuse(INVOICE_MESSAGES.alreadyRefunded);
  const isClaimed = await markRefundRequested(deps.db, payment.id, now);
  if (!isClaimed) refuse(INVOICE_MESSAGES.alreadyRefunded);
  try {
    await gateway.createRefund({
      paymentIntentId: payment.stripePaymentIntentId,
      idempotencyKey: `refund-${payment.id}`,
    });
  } catch (error) {
    await releaseRefundClaim(deps.db, payment.id, now);
    if (error instanceof GatewayError)
      refuse(error.kind === 'invalid' ? error.message : INVOICE_MESSAGES.stripeDown);
    throw error;
  }
  return INVOICE_MESSAGES.refunded;
}
