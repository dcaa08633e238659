import type { AppointmentRecord } from '@tele/data/repositories/appointments';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { canReadSessionNote, permissionFlag } from './access.js';
import { isEditable } from '@tele/data/appointment-states';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An appointment as the legacy clients read it (legacy-contract section 4.2), with `editable_state`
 * computed at read time and the caller's `permission` flag. Invitees carry name and e-mail only.
 * `session_note` is always there, empty unless the viewer may read it (`canReadSessionNote`). A client viewer
 * (`asClient`) reads the other invitees' names only, no guest address, and `providerInfo` as the contract's
 * client side has it; nothing in it is theirs to change (`permission: 1`). The calendar leaves out
 * `invitees_name` (`withoutNames`): its invitees go once, as `clientInfo`, not in a third copy.
 */
export function toAppointmentWire(
  appointment: AppointmentRecord,
  viewer: SessionUser,
  now: Date,
  options: { asClient?: boolean; withoutNames?: boolean } = {},
) {
  const wire = teamWire(appointment, viewer, now, options.withoutNames === true);
  if (!options.asClient) return wire;
  return {
    ...wire,
    clientInfo: appointment.invitees.map((invitee) => ({
      _id: invitee.id,
      name: invitee.name,
      email: invitee.id === viewer.id ? invitee.email : '',
    })),
    invite_email: undefined,
    invite_phone: undefined,
    permission: 1 as const,
    providerInfo: [{ _id: appointment.providerId, name: appointment.providerName, photo: '' }],
  };
}

function teamWire(appointment: AppointmentRecord, viewer: SessionUser, now: Date, withoutNames: boolean) {
  return {
    _id: appointment.id,
    title: appointment.title,
    notes: appointment.notes,
    all_day: appointment.allDay,
    recurring: appointment.recurring,
    online: appointment.online,
    provider_id: appointment.providerId,
    provider_name: appointment.providerName,
    series_id: appointment.seriesId,
    invitees_id: appointment.invitees.map((invitee) => invitee.id),
    // Left undefined, not deleted afterwards: the calendar's hundreds of rows are built once, not copied.
    invitees_name: withoutNames
      ? undefined
      : appointment.invitees.map((invitee) => ({ id: invitee.id, name: invitee.name })),
    clientInfo: appointment.invitees.map((invitee) => ({
      _id: invitee.id,
      name: invitee.name,
      email: invitee.email,
    })),
    invite_client: appointment.inviteClient,
    invite_email: appointment.inviteEmail ?? undefined,
    invite_phone: appointment.invitePhone ?? undefined,
    start_time: appointment.startTime.toISOString(),
    end_time: iso(appointment.endTime),
    time_distance: appointment.timeDistance,
    repeat_until: iso(appointment.repeatUntil),
    recurrence_frequency: appointment.recurrenceFrequency,
    payment: appointment.payment,
    type: appointment.appointmentType,
    appointment_type: appointment.appointmentType,
    state: appointment.state,
    accept_state: appointment.acceptState,
    role_updated: appointment.roleUpdated ?? undefined,
    requested_date: appointment.requestedDate.toISOString(),
    updated_date: iso(appointment.updatedDate),
    paid_date: iso(appointment.paidDate),
    actual_start: iso(appointment.actualStart),
    actual_end: iso(appointment.actualEnd),
    join_state: appointment.joinState,
    allow: appointment.allow,
    session_note: canReadSessionNote(viewer, appointment) ? (appointment.sessionNote ?? '') : '',
    note_created_date: iso(appointment.noteCreatedDate),
    editable_state: isEditable(appointment, now) ? 1 : 0,
    permission: permissionFlag(viewer, appointment),
    // Only once a client answered a reminder (ADR 0052), so answers before it stay byte for byte the same.
    client_answer: appointment.clientAnswer ?? undefined,
  };
}

export type AppointmentWire = ReturnType<typeof toAppointmentWire>;
