import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { listClientAppointments, requestAppointment } from '#api/services/appointments/client-requests.js';
import {
  listAppointmentTypes,
  removeAppointmentType,
  saveAppointmentType,
} from '#api/services/appointments/appointment-types.js';
import {
  createAppointment,
  updateAppointmentDetails,
} from '#api/services/appointments/create-appointment.js';
import { acceptAppointment, cancelAppointment, changePayment } from '#api/services/appointments/lifecycle.js';
import {
  getFullAppointment,
  getMonthAppointments,
  groupSessionsByDay,
  listAppointments,
  listWithClient,
} from '#api/services/appointments/queries.js';
import { listOwing, listPaidWithRefunds } from '#api/services/invoices/invoices.js';
import { getOrCreateShareLink } from '#api/services/appointments/share-link.js';
import { writeGroupingAnswer } from '#api/services/appointments/month-wire.js';
import { inviteToRoom } from '#api/services/session-day/invite.js';
import { SESSION_MESSAGES } from '@tele/contract/messages';
import {
  getSessionView,
  joinAppointment,
  leaveAppointment,
  loadForInvitee,
  saveSessionNote,
  sendAllow,
  setAllow,
  type Participant,
} from '#api/services/session-day/session.js';
import { answerReminderByLink, getReminderAnswer } from '#api/services/appointments/reminder-answers.js';
import { getScheduling, saveSchedulingSettings } from '#api/services/session-day/settings.js';
import { loadAppointmentFor, readsAsClient } from '#api/services/appointments/access.js';
import { forbid } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';

/**
 * Who calls a session-day route. A signed-in client is a client participant (role 'client', or any role when it
 * is not on the team): its session proves who it is. Invitees without a session (roles 'client' and 'invited')
 * come with the key from their link. Everyone else is a team member with a session.
 */
function participantOf(body: { role?: string }, user: SessionUser | null): Participant {
  if (body.role !== 'invited' && user && readsAsClient(user, body.role)) return { kind: 'client', user };
  if (body.role === 'client' || body.role === 'invited') return { kind: 'guest' };
  if (!user || user.teamRole === null) forbid();
  return { kind: 'provider', user };
}

/** join-appointment's and out-appointment's input: who calls, about which appointment. */
function sessionCallOf(
  body: { role?: string; id?: string; key?: string; start_session?: boolean },
  user: SessionUser | null,
) {
  return {
    participant: participantOf(body, user),
    id: body.id,
    key: body.key,
    startSession: body.start_session,
  };
}

export const appointmentsRoutes: RouteSpec[] = [
  defineRoute({
    route: 'appointments/create-appointment',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({
      msg: body.update_flag
        ? await updateAppointmentDetails(deps, user, body, now)
        : await createAppointment(deps, user, body, now),
    }),
  }),
  defineRoute({
    route: 'appointments/edit-appointment',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await changePayment(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'appointments/cancel-appointment',
    // Both sides: the team for its practice, a client for what it is invited to (lifecycle.ts).
    access: 'signed-in',
    handler: async ({ body, deps, user, now }) => ({
      msg: await cancelAppointment(deps, user, { id: body.id, role: body.role }, now),
    }),
  }),
  defineRoute({
    route: 'appointments/accept-appointment',
    // Both sides: the team for its practice, a client for what it is invited to (lifecycle.ts).
    access: 'signed-in',
    handler: async ({ body, deps, user, now }) => ({
      msg: await acceptAppointment(deps, user, { id: body.id, role: body.role }, now),
    }),
  }),
  defineRoute({
    route: 'appointments/get-appointment',
    // Public for invitees following their link (role 'invited' or 'client' with the key); else a session.
    access: 'public',
    handler: async ({ body, deps, user, now }) => {
      const participant = participantOf(body, user);
      if (participant.kind !== 'provider') {
        const appointment = await loadForInvitee(deps.db, participant, body.id, body.key, now);
        return {
          msg: SESSION_MESSAGES.got,
          results: [await getSessionView(deps.db, participant, appointment, now)],
        };
      }
      const appointment = await loadAppointmentFor(deps.db, participant.user, body.id);
      return {
        msg: SESSION_MESSAGES.got,
        results: [await getSessionView(deps.db, participant, appointment, now)],
      };
    },
  }),
  defineRoute({
    route: 'appointments/join-appointment',
    access: 'public',
    handler: ({ body, deps, user, now }) => joinAppointment(deps, sessionCallOf(body, user), now),
  }),
  defineRoute({
    route: 'appointments/out-appointment',
    access: 'public',
    handler: ({ body, deps, user, now }) => leaveAppointment(deps, sessionCallOf(body, user), now),
  }),
  defineRoute({
    route: 'appointments/allow-appointment',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => setAllow(deps, user, body, now),
  }),
  defineRoute({
    route: 'appointments/send-allow-appointment',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => sendAllow(deps, user, body),
  }),
  defineRoute({
    route: 'appointments/note-appointment',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await saveSessionNote(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'appointments/appointment-invite',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({
      msg: await inviteToRoom(deps, user, { ...body, appointment_id: body.appointment_id || body._id }, now),
    }),
  }),
  defineRoute({
    route: 'appointments/get-allow-reminders',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user }) => getScheduling(deps.db, user),
  }),
  defineRoute({
    route: 'appointments/appointment-settings',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ body, deps, user, now }) => ({
      msg: await saveSchedulingSettings(deps, user, body, now),
    }),
  }),
  defineRoute({
    route: 'appointments/get-full-appointment',
    // The full record names who was e-mailed or texted: the team's view only.
    access: { team: 'provider' },
    handler: ({ deps, body, user, now }) =>
      getFullAppointment(deps.db, user, body.appointment_id || body.id, now),
  }),
  defineRoute({
    // A reminder e-mail's confirm/cancel link (ADR 0052): the link is the credential, no session.
    route: 'appointments/get-reminder-answer',
    access: 'public',
    handler: ({ deps, body, now }) => getReminderAnswer(deps, body.token, now),
  }),
  defineRoute({
    route: 'appointments/answer-reminder',
    access: 'public',
    handler: ({ deps, body, now }) => answerReminderByLink(deps, body, now),
  }),
  defineRoute({
    route: 'appointments/get-month-appointment',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, body, user, now }) => getMonthAppointments(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'appointments/get-clients-appointment',
    access: 'signed-in',
    callerFields: ['id'],
    handler: ({ deps, body, user, now }) => listAppointments(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'appointments/get-request-provider',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, body, user, now }) =>
      listOwing(deps.db, user, { providerId: user.id }, body, now, false),
  }),
  defineRoute({
    route: 'appointments/get-paid-provider',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, body, user, now }) =>
      listPaidWithRefunds(deps.db, user, { providerId: user.id }, body, now, false),
  }),
  defineRoute({
    route: 'appointments/get-appointment-grouping',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user, now }) => groupSessionsByDay(deps.db, user, now),
    writeAnswer: writeGroupingAnswer,
  }),
  defineRoute({
    route: 'appointments/appointment-one-one',
    access: { team: 'provider' },
    handler: ({ deps, body, user, now }) => listWithClient(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'appointments/appointment-empty',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ deps, user, now }) => {
      const link = await getOrCreateShareLink(deps, user, now);
      return { results: link.id, room_key: link.roomKey };
    },
  }),
  defineRoute({
    route: 'appointments/create-appointment-type',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ body, deps, user, now }) => ({ msg: await saveAppointmentType(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'appointments/delete-appointment-type',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: async ({ body, deps, user }) => ({ msg: await removeAppointmentType(deps, user, body.order) }),
  }),
  defineRoute({
    route: 'appointments/get-appointment-type',
    access: { team: 'provider' },
    callerFields: ['id'],
    handler: ({ deps, user }) => listAppointmentTypes(deps.db, user),
  }),
  defineRoute({
    route: 'appointments/create-request-appointment',
    access: 'client',
    handler: async ({ body, deps, user, now }) => ({ msg: await requestAppointment(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'appointments/get-providers-appointment',
    // The client app calls it as a GET with no body.
    methods: ['POST', 'GET'],
    access: 'client',
    callerFields: ['id'],
    handler: ({ deps, user, now }) => listClientAppointments(deps.db, user, 'coming', now),
  }),
  defineRoute({
    route: 'appointments/get-request-appointment',
    access: 'client',
    callerFields: ['id'],
    handler: ({ deps, user, now }) => listClientAppointments(deps.db, user, 'waiting', now),
  }),
];
