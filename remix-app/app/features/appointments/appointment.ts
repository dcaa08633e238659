import { APPOINTMENT_STATES, STATE, type AppointmentState } from '@tele/contract/constants';
import { dateTimeFormat } from '#app/utils/intl.ts';
/**
 * An appointment as the screens use it (the API's wire object, parsed and renamed by
 * services/appointments.server.ts), and the rules the screens apply to it. Pure: no clock, no zone of the
 * machine; `now` and the viewer's zone are passed in.
 */

/** The state table is the contract's: 0 is an invitation link (Invited By Me); 1-6 are the spec's states. */
export { APPOINTMENT_STATES, STATE, type AppointmentState };

export function isAppointmentState(value: number): value is AppointmentState {
  return (APPOINTMENT_STATES as readonly number[]).includes(value);
}

export type AppointmentClient = { id: string; name: string; email: string };

export type Appointment = {
  id: string;
  title: string;
  notes: string;
  isAllDay: boolean;
  isRecurring: boolean;
  isOnline: boolean;
  providerId: string;
  providerName: string;
  clients: AppointmentClient[];
  /** invite_client: the client side asked for it. */
  isClientRequest: boolean;
  inviteEmail: string | null;
  invitePhone: string | null;
  /** ISO instants (UTC). */
  startTime: string;
  endTime: string | null;
  /** time_distance: the length in minutes, 0 for all day. */
  minutes: number;
  repeatUntil: string | null;
  recurrenceFrequency: number | null;
  /** USD. */
  payment: number;
  /** The appointment type's name. */
  type: string | null;
  state: AppointmentState;
  roleUpdated: 'provider' | 'client' | null;
  requestedDate: string | null;
  paidDate: string | null;
  /** editable_state 1. */
  isEditable: boolean;
  /** permission 1: another provider's appointment, seen by a provider-role user. */
  isReadOnly: boolean;
  /** When the session really started and ended (ISO instants), null before. */
  actualStart: string | null;
  actualEnd: string | null;
  /** The session note: empty when there is none, or when the viewer may not read it (ADR 0020). */
  sessionNote: string;
  /** When the note was first written. */
  noteCreatedDate: string | null;
  /** The client confirmed the session from its reminder (ADR 0052). */
  isConfirmedByClient: boolean;
};

/** A message sent (or due) about an appointment: the worker's outbox row as get-full-appointment lists it. */
export type AppointmentMessage = {
  id: string;
  /** 'email' or 'sms'. */
  channel: string;
  recipient: string;
  template: string;
  /** 'pending', 'sending', 'sent', 'failed' or 'skipped'. */
  status: string;
  createdAt: string | null;
  sentAt: string | null;
  /** Why it failed or was not sent, in the provider's words. */
  error: string | null;
  /** What the provider last told of it (the delivery log, ADR 0052); null for a message not tracked. */
  delivery: MessageDelivery | null;
};

export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'answered';

export type MessageDelivery = {
  status: DeliveryStatus;
  deliveredAt: string | null;
  /** What the client answered with this message. */
  answer: 'confirmed' | 'cancelled' | null;
  answeredAt: string | null;
};

export type StateGroup = 'invitation' | 'pending' | 'accepted' | 'session' | 'finished' | 'expired';

/**
 * The state's icon group and its words, as spec part 2 section 4 names them: 1 Created, 2 Accepted, 3 Wait,
 * 31 Join, 32 Start, 4 Progressing, 5 Finished, 6 Expiration. States 3, 31, 32 and 4 share one icon (the
 * session is paid or free and on its way); each keeps its own label.
 */
export function describeState(state: AppointmentState): { group: StateGroup; label: string } {
  switch (state) {
    case STATE.shareLink:
      return { group: 'invitation', label: 'Invitation' };
    case STATE.pending:
      return { group: 'pending', label: 'Created' };
    case STATE.accepted:
      return { group: 'accepted', label: 'Accepted' };
    case STATE.waiting:
      return { group: 'session', label: 'Wait' };
    case STATE.joinable:
      return { group: 'session', label: 'Join' };
    case STATE.startable:
      return { group: 'session', label: 'Start' };
    case STATE.progressing:
      return { group: 'session', label: 'Progressing' };
    case STATE.finished:
      return { group: 'finished', label: 'Finished' };
    case STATE.expired:
      return { group: 'expired', label: 'Expiration' };
    default:
      return assertNever(state);
  }
}

/**
 * What a pending (state 1) appointment offers the provider side: Approve and Decline when the client side made
 * or last changed it (role_updated 'client', or no role_updated and requested by the client), else 'Created'.
 * Other states offer neither.
 */
export function getProviderDecision(
  appointment: Pick<Appointment, 'state' | 'roleUpdated' | 'isClientRequest'>,
): 'approve' | 'created' | null {
  if (appointment.state !== STATE.pending) return null;
  const isAwaitingProvider =
    appointment.roleUpdated === 'client' || (appointment.roleUpdated === null && appointment.isClientRequest);
  return isAwaitingProvider ? 'approve' : 'created';
}

/** One of the two answers to a client's request: what its button says, posts (`intent`) and is named. */
export type DecisionButton = {
  label: 'Approve' | 'Decline';
  intent: 'approve' | 'decline';
  variant: 'primary' | 'secondary';
  accessibleLabel: string;
};

/**
 * Approve (accept-appointment) and Decline (cancel-appointment) for a request awaiting the provider side, as
 * every screen offers them (the Requested view, the dashboard's Appointments panel); none otherwise.
 */
export function getDecisionButtons(
  appointment: Pick<Appointment, 'title' | 'state' | 'roleUpdated' | 'isClientRequest'>,
): DecisionButton[] {
  if (getProviderDecision(appointment) !== 'approve') return [];
  return [
    {
      label: 'Approve',
      intent: 'approve',
      variant: 'primary',
      accessibleLabel: `Approve ${appointment.title}`,
    },
    {
      label: 'Decline',
      intent: 'decline',
      variant: 'secondary',
      accessibleLabel: `Decline ${appointment.title}`,
    },
  ];
}

/** The moment an appointment is over: its end, or its start when it has none (all day). */
export function getEndInstant(appointment: Pick<Appointment, 'startTime' | 'endTime'>): Date {
  return new Date(appointment.endTime ?? appointment.startTime);
}

/** Finished (5) or expired (6), or its end has passed. */
export function isFinished(
  appointment: Pick<Appointment, 'state' | 'startTime' | 'endTime'>,
  now: Date,
): boolean {
  if (appointment.state === STATE.finished || appointment.state === STATE.expired) return true;
  return getEndInstant(appointment).getTime() < now.getTime();
}

/** Edit when the API says it can still change and it is the viewer's to change; otherwise View (read-only). */
export function getAppointmentModalMode(
  appointment: Pick<Appointment, 'isEditable' | 'isReadOnly'>,
): 'edit' | 'view' {
  return appointment.isEditable && !appointment.isReadOnly ? 'edit' : 'view';
}

/** Delete is hidden for another provider's appointment (permission 1). */
export function canDeleteAppointment(appointment: Pick<Appointment, 'isReadOnly'>): boolean {
  return !appointment.isReadOnly;
}

/** Client names joined by commas, as the edit modal and the lists show them. */
export function joinClientNames(appointment: { clients: Array<Pick<AppointmentClient, 'name'>> }): string {
  return appointment.clients.map((client) => client.name).join(', ');
}

/** time_distance for people: 0 is all day, otherwise hours and minutes ("1 h 20 min", "40 min"). */
export function formatLength(minutes: number): string {
  if (minutes <= 0) return 'All day';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Times already written, by zone and instant: every calendar page writes the time of each appointment. */
const writtenTimes = new Map<string, string>();

/** "9:40 AM" in the viewer's zone. */
export function formatTime(instant: string, timeZone: string): string {
  const key = `${timeZone}|${instant}`;
  let text = writtenTimes.get(key);
  if (text === undefined) {
    text = dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
    if (writtenTimes.size >= 50_000) writtenTimes.clear();
    writtenTimes.set(key, text);
  }
  return text;
}

/** "Nov 23, 2026, 9:40 AM" in the viewer's zone. */
export function formatDateTime(instant: string, timeZone: string): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** "Mon, Nov 23, 2026" in the viewer's zone. */
export function formatDate(instant: string, timeZone: string): string {
  return dateTimeFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** "9:40 AM – 10:40 AM", or "All day". */
export function formatTimeRange(
  appointment: Pick<Appointment, 'isAllDay' | 'startTime' | 'endTime'>,
  timeZone: string,
): string {
  if (appointment.isAllDay || !appointment.endTime) return 'All day';
  return `${formatTime(appointment.startTime, timeZone)} – ${formatTime(appointment.endTime, timeZone)}`;
}

function assertNever(value: never): never {
  throw new Error(`Unknown appointment state ${String(value)}`);
}

/**
 * Where an appointment of the calendar leads on the session day: states 1, 2, 3, 4, 31 and 32 lead to the room
 * for the appointment's own provider and to the waiting screen for anyone else; 5 and 6 lead nowhere; an
 * invitation (0) opens its room for its provider.
 */
export function sessionHref(
  appointment: { id: string; state: number; providerId: string },
  viewerId: string,
): string | null {
  const isOwn = appointment.providerId === viewerId;
  switch (appointment.state) {
    case STATE.shareLink:
      return isOwn ? `/room/${appointment.id}` : null;
    case STATE.pending:
    case STATE.accepted:
    case STATE.waiting:
    case STATE.progressing:
    case STATE.joinable:
    case STATE.startable:
      return isOwn ? `/room/${appointment.id}` : `/client-session/${appointment.id}`;
    default:
      return null;
  }
}
