/**
 * Appointment states (legacy-contract section 5.1) and every transition between them, in one table.
 * Time-driven moves are made by the worker's sweeps and events by the routes; reads never change state.
 */
import { STATE, type AppointmentState } from '@tele/contract/constants';

export { STATE, type AppointmentState };

export type AppointmentEvent =
  /** Either side edits the appointment: the other side must accept again. */
  | { type: 'edit' }
  /** The other side approves. Free sessions are ready at once; paid ones wait for payment. */
  | { type: 'accept'; isFree: boolean }
  | { type: 'pay' }
  /** The start is within the join lead time: the room can be opened. */
  | { type: 'join_window_opened' }
  | { type: 'start_time_reached' }
  /** A client entered after the provider admitted them. */
  | { type: 'client_joined' }
  /** The provider ended a session that had started. */
  | { type: 'provider_ended' }
  | { type: 'end_time_reached' };

export { JOIN_LEAD_MINUTES } from '@tele/contract/constants';

/** The state after an event, or null when the event does not apply in that state (a refusal, not a change). */
export function nextState(state: AppointmentState, event: AppointmentEvent): AppointmentState | null {
  switch (state) {
    case STATE.shareLink:
      return null;
    // A client who comes into the room makes the session real, whatever approval or payment was pending.
    case STATE.pending:
      if (event.type === 'edit') return STATE.pending;
      if (event.type === 'client_joined') return STATE.progressing;
      if (event.type === 'accept') return event.isFree ? STATE.waiting : STATE.accepted;
      if (event.type === 'end_time_reached') return STATE.expired;
      return null;
    case STATE.accepted:
      if (event.type === 'edit') return STATE.pending;
      if (event.type === 'pay') return STATE.waiting;
      if (event.type === 'client_joined') return STATE.progressing;
      if (event.type === 'end_time_reached') return STATE.expired;
      return null;
    case STATE.waiting:
      if (event.type === 'edit') return STATE.pending;
      if (event.type === 'join_window_opened') return STATE.joinable;
      if (event.type === 'start_time_reached') return STATE.startable;
      if (event.type === 'client_joined') return STATE.progressing;
      if (event.type === 'end_time_reached') return STATE.expired;
      return null;
    case STATE.joinable:
      if (event.type === 'edit') return STATE.pending;
      if (event.type === 'start_time_reached') return STATE.startable;
      if (event.type === 'client_joined') return STATE.progressing;
      if (event.type === 'end_time_reached') return STATE.expired;
      return null;
    case STATE.startable:
      if (event.type === 'client_joined') return STATE.progressing;
      if (event.type === 'end_time_reached') return STATE.expired;
      return null;
    case STATE.progressing:
      if (event.type === 'provider_ended' || event.type === 'end_time_reached') return STATE.finished;
      return null;
    // A finished session stays finished (the legacy turned it into "Expiration" on a later read).
    case STATE.finished:
    case STATE.expired:
      return null;
    default:
      return assertNever(state);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown appointment state ${String(value)}`);
}

export function isAppointmentState(value: number): value is AppointmentState {
  return (Object.values(STATE) as number[]).includes(value);
}

/**
 * The legacy editable rule (section 5.3), computed when read, never stored: the start is still ahead, the
 * session has not started, the state is before the session day, and it is unpaid or free.
 */
export function isEditable(
  appointment: {
    state: AppointmentState;
    startTime: Date;
    actualStart: Date | null;
    paidDate: Date | null;
    payment: number;
  },
  now: Date,
): boolean {
  const startMinute = Math.floor(appointment.startTime.getTime() / 60_000);
  const nowMinute = Math.floor(now.getTime() / 60_000);
  return (
    startMinute > nowMinute &&
    ([STATE.pending, STATE.accepted, STATE.waiting, STATE.joinable] as AppointmentState[]).includes(
      appointment.state,
    ) &&
    appointment.actualStart === null &&
    (appointment.paidDate === null || appointment.payment === 0)
  );
}
