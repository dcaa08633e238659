import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { isEmail } from '#api/lib/text.js';
import { canonicalEmail } from '@tele/data/emails';
import { updateAppointment } from '@tele/data/repositories/appointments';
import { findPracticeById } from '@tele/data/repositories/practices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { loadAppointmentFor } from '#api/services/appointments/access.js';
import { STATE } from '@tele/data/appointment-states';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { queueNotification } from '@tele/data/outbox';
import { takeSendAllowance } from '#api/services/notifications/send-limits.js';
import { readInternationalPhone } from '#api/services/notifications/phone-numbers.js';
import { isNumberInCountries } from '#api/services/notifications/sms-countries.js';
import { assertTeamMember } from '#api/services/people/team-only.js';
import { INVITE_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import { isUltimatePlan } from '#api/services/appointments/plan-limits.js';

/** The route's body, as its contract declares it. */
export type InviteInput = RouteBody<'appointments/appointment-invite'>;

/**
 * `appointment-invite`: sends the waiting-room link of a share-link appointment by e-mail (type 1) or text
 * (type 2). Ultimate plans only. The message is written to the outbox in the same transaction, so it goes
 * out even if Redis is away at this moment (the relay sweep picks it up). Team members only; throttled per
 * user and per practice, and texts go only to the allowed countries (review finding 9).
 */
export async function inviteToRoom(
  deps: AppDeps,
  user: SessionUser,
  input: InviteInput,
  now: Date,
): Promise<string> {
  assertTeamMember(user);
  const isText = Number(input.type) === 2;
  const practice = await findPracticeById(deps.db, user.practiceId);
  if (!isUltimatePlan(practice?.planString)) refuse(INVITE_MESSAGES.upgrade);
  let recipient: string;
  if (isText) {
    if (input.phone === undefined || input.phone === '') refuse(INVITE_MESSAGES.phone);
    const phone = readInternationalPhone(input.phone);
    if (!phone) refuse(INVITE_MESSAGES.phoneFormat);
    if (!isNumberInCountries(phone, deps.config.smsCountries))
      refuse(INVITE_MESSAGES.country.replace('{countries}', deps.config.smsCountries.join(', ')));
    recipient = phone;
  } else {
    recipient = canonicalEmail(input.email ?? '');
    if (!recipient) refuse(INVITE_MESSAGES.email);
    if (!isEmail(recipient)) refuse(INVITE_MESSAGES.validEmail);
  }
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadAppointmentFor(tx, user, input.appointment_id, {
      lock: true,
      toChange: true,
    });
    if (appointment.state !== STATE.shareLink || appointment.inviteEmail || appointment.invitePhone)
      refuse(INVITE_MESSAGES.refresh);
    await takeSendAllowance(
      deps,
      tx,
      {
        kinds: isText ? ['room-invite', 'room-invite-sms'] : ['room-invite'],
        userId: user.id,
        practiceId: user.practiceId,
      },
      now,
    );
    await updateAppointment(tx, appointment.id, {
      ...(isText ? { invitePhone: recipient } : { inviteEmail: recipient }),
      startTime: now,
      requestedDate: now,
    });
    await queueNotification(
      deps.outbox,
      {
        practiceId: user.practiceId,
        appointmentId: appointment.id,
        channel: isText ? 'sms' : 'email',
        recipient,
        template: isText ? 'appointment-invite-sms' : 'appointment-invite',
        payload: { appointmentId: appointment.id, providerName: appointment.providerName },
        now,
      },
      tx,
    );
    return isText ? INVITE_MESSAGES.textSent : INVITE_MESSAGES.emailSent;
  });
}
