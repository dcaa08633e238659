import type { Db } from '@tele/data/db';
import { queueNotification } from '@tele/data/outbox';
import {
  findInvitedAppointment,
  removeInvitee,
  updateAppointment,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import {
  hasAnsweredDelivery,
  markDeliveryAnswered,
  type ClientAnswer,
} from '@tele/data/repositories/deliveries';
import { consumeOneTimeToken, findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { rescheduleReminders } from '@tele/data/repositories/reminders';
import { inTransaction } from '@tele/data/repositories/transaction';
import { REMINDER_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { whyNotDeclinable } from './lifecycle.js';

/**
 * Reminders clients answer (issue 30, ADR 0052): a client confirms or cancels a session from its reminder, by
 * replying to the text (C or X) or through the e-mail's single-use link. The same rules as a client's decline
 * (`cancel-appointment`): only before the session, never one with a note or paid; in a group session a cancel
 * takes only that client off. The first answer counts: a second one, by either channel, changes nothing.
 */
export type AnswerOutcome = ClientAnswer | 'already' | 'not-changeable' | 'gone';

export interface AnswerInput {
  appointmentId: string;
  /** The client answering: the person the reminder went to. */
  userId: string;
  answer: ClientAnswer;
  via: 'sms' | 'email';
  /** The delivery that carried the answer (a text's row), or the latest of the channel to that person. */
  delivery: { id: string } | null;
  now: Date;
}

/** Applies a client's answer inside the caller's transaction (the appointment row locked first). */
export async function applyReminderAnswer(deps: AppDeps, tx: Db, input: AnswerInput): Promise<AnswerOutcome> {
  const { now } = input;
  const appointment = await findInvitedAppointment(tx, input.userId, input.appointmentId, { lock: true });
  // Read after the lock, so of two answers at once the second sees the first. A session this client cancelled
  // is gone from their view: the answer that did it is what they are told about.
  const isAnswered = await hasAnsweredDelivery(tx, input.appointmentId, input.userId);
  if (isAnswered) return 'already';
  if (!appointment) return 'gone';
  if (whyNotDeclinable(appointment, now)) return 'not-changeable';

  if (input.answer === 'confirmed') {
    if (appointment.clientAnswer === null) {
      await updateAppointment(tx, appointment.id, { clientAnswer: 'confirmed', clientAnsweredAt: now });
    }
  } else {
    const isGroupLeft = appointment.invitees.some((invitee) => invitee.id !== input.userId);
    if (isGroupLeft) await removeInvitee(tx, appointment.id, input.userId);
    else {
      await updateAppointment(tx, appointment.id, {
        clientAnswer: 'cancelled',
        clientAnsweredAt: now,
        deletedAt: now,
        updatedDate: now,
      });
    }
    await rescheduleReminders(tx, [appointment.id], now);
    await tellProvider(deps, tx, appointment, { ...input, isGroupLeft });
  }
  await markDeliveryAnswered(
    tx,
    input.delivery ?? { appointmentId: appointment.id, userId: input.userId, channel: input.via },
    input.answer,
    now,
  );
  return input.answer;
}

/** The provider is e-mailed about a cancellation through the outbox (sent after the commit). */
async function tellProvider(
  deps: AppDeps,
  tx: Db,
  appointment: AppointmentRecord,
  input: AnswerInput & { isGroupLeft: boolean },
) {
  const provider = await tx.models.User.findByPk(appointment.providerId, {
    attributes: ['id', 'email', 'name', 'time_zone'],
    transaction: tx.transaction ?? undefined,
  });
  if (!provider?.email) return;
  await queueNotification(
    deps.outbox,
    {
      practiceId: appointment.practiceId,
      appointmentId: appointment.id,
      channel: 'email',
      recipient: provider.email,
      recipientUserId: provider.id,
      template: 'client-cancelled-session',
      payload: {
        appointmentId: appointment.id,
        providerName: provider.name ?? '',
        clientName: appointment.invitees.find((invitee) => invitee.id === input.userId)?.name ?? '',
        startTime: appointment.startTime.toISOString(),
        timeZone: provider.time_zone || 'UTC',
        via: input.via,
        isGroupLeft: input.isGroupLeft,
      },
      dedupeKey: `client-cancel:${appointment.id}:${input.userId}`,
      now: input.now,
    },
    tx,
  );
}

export const ANSWER_MESSAGE: Record<AnswerOutcome, string> = {
  confirmed: REMINDER_MESSAGES.confirmed,
  cancelled: REMINDER_MESSAGES.cancelled,
  already: REMINDER_MESSAGES.already,
  'not-changeable': REMINDER_MESSAGES.notChangeable,
  gone: REMINDER_MESSAGES.notChangeable,
};

/** The e-mailed link's token: who it was sent to, about which appointment, while it works. */
async function readLink(db: Db, token: string | undefined, now: Date, options: { lock?: boolean } = {}) {
  const record = token ? await findOneTimeToken(db, token, 'answer_reminder', options) : null;
  if (!record?.userId || !record.appointmentId || record.expiresAt <= now)
    refuse(REMINDER_MESSAGES.linkInvalid);
  return record as typeof record & { userId: string; appointmentId: string };
}

/**
 * `get-reminder-answer`: what the link's page shows before the client chooses (a GET of the page never
 * answers: mail scanners open links). A used link shows what was answered, once the session still exists.
 */
export async function getReminderAnswer(
  deps: AppDeps,
  token: string | undefined,
  now: Date,
): Promise<RouteAnswer<'appointments/get-reminder-answer'>> {
  const record = await readLink(deps.db, token, now);
  const appointment = await findInvitedAppointment(deps.db, record.userId, record.appointmentId);
  if (!appointment) refuse(REMINDER_MESSAGES.linkInvalid);
  const isAnswered =
    record.usedAt !== null || (await hasAnsweredDelivery(deps.db, appointment.id, record.userId));
  return {
    results: {
      _id: appointment.id,
      title: appointment.title,
      provider_name: appointment.providerName,
      start_time: appointment.startTime.toISOString(),
      end_time: appointment.endTime?.toISOString() ?? null,
      status: isAnswered ? (appointment.clientAnswer ?? 'answered') : 'open',
    },
  };
}

/** `answer-reminder`: the client's choice on the link's page; the link works once. */
export async function answerReminderByLink(
  deps: AppDeps,
  body: RouteBody<'appointments/answer-reminder'>,
  now: Date,
): Promise<RouteAnswer<'appointments/answer-reminder'>> {
  if (body.answer !== 'confirm' && body.answer !== 'cancel') refuse(REMINDER_MESSAGES.badAnswer);
  const outcome = await inTransaction(deps.db, async (tx) => {
    const record = await readLink(tx, body.token, now, { lock: true });
    if (record.usedAt !== null) return 'already' as const;
    const answered = await applyReminderAnswer(deps, tx, {
      appointmentId: record.appointmentId,
      userId: record.userId,
      answer: body.answer === 'confirm' ? 'confirmed' : 'cancelled',
      via: 'email',
      delivery: null,
      now,
    });
    if (answered === 'gone') refuse(REMINDER_MESSAGES.linkInvalid);
    if (answered === 'confirmed' || answered === 'cancelled') await consumeOneTimeToken(tx, record.id, now);
    return answered;
  });
  return { msg: ANSWER_MESSAGE[outcome] };
}
