import type { AppDeps } from '#api/deps.js';
import { newId } from '#api/lib/ids.js';
import { findShareLink, insertAppointments, lockProviderCalendar } from '#api/repositories/appointments.js';
import { inTransaction } from '#api/repositories/transaction.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { STATE } from './states.js';

/** `appointment-empty`: the provider's one shareable waiting-room appointment (state 0), made when missing. */
export async function getOrCreateShareLink(deps: AppDeps, user: SessionUser, now: Date): Promise<string> {
  return inTransaction(deps.sequelize, async (transaction) => {
    await lockProviderCalendar(user.id, { transaction });
    const existing = await findShareLink(user.id, { transaction });
    if (existing) return existing;
    const id = newId(now);
    await insertAppointments(
      [
        {
          id,
          practiceId: user.practiceId,
          providerId: user.id,
          seriesId: null,
          title: 'Share Link',
          notes: '',
          allDay: false,
          recurring: false,
          online: true,
          startTime: now,
          endTime: null,
          timeDistance: 0,
          repeatUntil: null,
          recurrenceFrequency: null,
          payment: 0,
          appointmentType: null,
          state: STATE.shareLink,
          inviteClient: false,
          roleUpdated: 'provider',
          inviteeIds: [],
          now,
        },
      ],
      { transaction },
    );
    return id;
  });
}
