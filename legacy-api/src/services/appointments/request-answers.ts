import type { AppDeps } from '#api/deps.js';
import type { Db } from '@tele/data/db';
import { queueNotification } from '@tele/data/outbox';
import type { AppointmentRecord } from '@tele/data/repositories/appointments';
import { findPasswordHash, findUserById } from '@tele/data/repositories/users';

/**
 * The provider answered a client's request (Approve, or Decline on a request still waiting): each invited
 * client is e-mailed the answer in its own zone (ADR 0054: the booking page's visitors learn the answer this
 * way). A client without a password yet gets, with an approval, a link to choose one.
 */
export async function tellClientsOfAnswer(
  deps: AppDeps,
  tx: Db,
  appointment: AppointmentRecord,
  approved: boolean,
  now: Date,
): Promise<void> {
  if (appointment.allDay || !appointment.endTime) return;
  for (const invitee of appointment.invitees) {
    const client = await findUserById(tx, invitee.id);
    if (!client || client.deletedAt) continue;
    await queueNotification(
      deps.outbox,
      {
        practiceId: appointment.practiceId,
        channel: 'email',
        appointmentId: appointment.id,
        recipient: client.email,
        template: 'appointment-request-answered',
        payload: {
          userId: client.id,
          appointmentId: appointment.id,
          providerName: appointment.providerName,
          approved,
          online: appointment.online,
          startTime: appointment.startTime.toISOString(),
          minutes: Math.round((appointment.endTime.getTime() - appointment.startTime.getTime()) / 60_000),
          timeZone: client.timeZone,
          needsPassword: (await findPasswordHash(tx, client.id)) === null,
          homeUrl: `${deps.config.publicUrl}/home`,
        },
        now,
      },
      tx,
    );
  }
}
