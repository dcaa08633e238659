import type { Db } from '@tele/data/db';
import { queueNotification } from '@tele/data/outbox';
import type { AppointmentRecord } from '@tele/data/repositories/appointments';
import type { AppDeps } from '#api/deps.js';
import { paymentCents } from './money.js';

/**
 * The invoice e-mail (issue 26): when a priced session is accepted, each invited client gets its invoice with a
 * pay link, written to the outbox in the acceptance's transaction (the worker mints the link's token when it
 * sends, so no usable token rests in the outbox).
 */
export async function queueInvoiceEmails(
  deps: AppDeps,
  tx: Db,
  appointment: AppointmentRecord,
  timeZone: string,
  now: Date,
): Promise<void> {
  const amountCents = paymentCents(appointment.payment);
  if (amountCents <= 0) return;
  for (const client of appointment.invitees) {
    await queueNotification(
      deps.outbox,
      {
        practiceId: appointment.practiceId,
        appointmentId: appointment.id,
        channel: 'email',
        recipient: client.email,
        template: 'invoice-due',
        payload: {
          appointmentId: appointment.id,
          clientId: client.id,
          clientName: client.name,
          providerName: appointment.providerName,
          amountCents,
          startTime: appointment.startTime.toISOString(),
          timeZone,
        },
        now,
      },
      tx,
    );
  }
}
