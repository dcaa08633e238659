import { JOIN_LEAD_MINUTES, STATE } from '@tele/contract/constants';
import type { Appointment, AppointmentState } from '#app/features/appointments/index.ts';
import {
  describeState,
  formatDate,
  formatLength,
  formatTime,
  formatTimeRange,
  getProviderDecision,
  isFinished,
} from '#app/features/appointments/index.ts';

/**
 * The client's side of its sessions, as pure rules with "now" and the viewer's zone passed in: which list an
 * appointment belongs to (an invitation to answer, its own request waiting for the provider, a coming session,
 * a past one), what it offers (Approve, Decline, Join) and how it reads, every time in the client's zone.
 */

/** Where an appointment sits on the client's home. */
export type ClientSessionKind = 'invitation' | 'request' | 'upcoming' | 'past';

/** An appointment as the client's home shows it: words and links only, written on the server. */
export type ClientSession = {
  id: string;
  kind: ClientSessionKind;
  title: string;
  providerName: string;
  /** The start as an ISO instant, for `<time dateTime>`. */
  startsAt: string;
  /** "Mon, Nov 23, 2026". */
  date: string;
  /** "9:40 AM – 10:30 AM", or "All day". */
  time: string;
  /** "50 min", or "All day". */
  length: string;
  isOnline: boolean;
  notes: string;
  /** The state's words ("Accepted", "Finished") or what the session waits for. */
  status: string;
  /** The waiting room, while the session can be joined (from 15 minutes before its start to its end). */
  joinHref: string | null;
  /** "Join opens at 9:25 AM", for a coming session that cannot be joined yet. */
  joinOpens: string | null;
  /** The client may still decline (or withdraw) its place: the API says why not when it is too late. */
  canDecline: boolean;
};

/** The states of a session the client has agreed to and that has not ended. */
const AGREED_STATES: readonly AppointmentState[] = [
  STATE.accepted,
  STATE.waiting,
  STATE.joinable,
  STATE.startable,
  STATE.progressing,
];

const JOIN_LEAD_MS = JOIN_LEAD_MINUTES * 60_000;

/** Which list an appointment belongs to; null for one the client's home does not show (a share link). */
export function classifySession(appointment: Appointment, now: Date): ClientSessionKind | null {
  if (appointment.state === STATE.shareLink) return null;
  if (isFinished(appointment, now)) return 'past';
  // What the provider side approves is the client's own request; what it made waits for the client.
  if (appointment.state === STATE.pending)
    return getProviderDecision(appointment) === 'approve' ? 'request' : 'invitation';
  return AGREED_STATES.includes(appointment.state) ? 'upcoming' : 'past';
}

/**
 * The waiting room of a session the client has agreed to, from JOIN_LEAD_MINUTES before its start until it
 * ends. The `as=client` tells the page the client's side for someone who is also on a team (ADR 0031).
 */
export function clientSessionHref(id: string): string {
  return `/client-session/${id}?as=client`;
}

function isJoinable(appointment: Appointment, now: Date): boolean {
  if (!AGREED_STATES.includes(appointment.state) || isFinished(appointment, now)) return false;
  return new Date(appointment.startTime).getTime() - JOIN_LEAD_MS <= now.getTime();
}

function statusOf(kind: ClientSessionKind, appointment: Appointment): string {
  if (kind === 'invitation') return 'Waiting for your answer';
  if (kind === 'request') return `Waiting for ${appointment.providerName || 'your provider'} to confirm`;
  return describeState(appointment.state).label;
}

/** An appointment as the client's home shows it, or null when it shows nowhere. */
export function toClientSession(
  appointment: Appointment,
  { now, timeZone }: { now: Date; timeZone: string },
): ClientSession | null {
  const kind = classifySession(appointment, now);
  if (kind === null) return null;
  const joinable = isJoinable(appointment, now);
  const opensAt = new Date(new Date(appointment.startTime).getTime() - JOIN_LEAD_MS);
  return {
    id: appointment.id,
    kind,
    title: appointment.title,
    providerName: appointment.providerName,
    startsAt: appointment.startTime,
    date: formatDate(appointment.startTime, timeZone),
    time: formatTimeRange(appointment, timeZone),
    length: appointment.isAllDay ? 'All day' : formatLength(appointment.minutes),
    isOnline: appointment.isOnline,
    notes: appointment.notes,
    status: statusOf(kind, appointment),
    joinHref: joinable ? clientSessionHref(appointment.id) : null,
    joinOpens:
      kind === 'upcoming' && !joinable && appointment.isOnline
        ? `Join opens at ${formatTime(opensAt.toISOString(), timeZone)}`
        : null,
    canDecline: kind !== 'past' && new Date(appointment.startTime).getTime() > now.getTime(),
  };
}

/** The client's coming appointments, sorted into the home's lists, soonest first; duplicates read once. */
export function sortClientSessions(
  appointments: readonly Appointment[],
  context: { now: Date; timeZone: string },
): Record<Exclude<ClientSessionKind, 'past'>, ClientSession[]> {
  const lists = { invitation: [], request: [], upcoming: [] } as Record<
    Exclude<ClientSessionKind, 'past'>,
    ClientSession[]
  >;
  const seen = new Set<string>();
  const soonestFirst = [...appointments].sort(
    (a, b) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime(),
  );
  for (const appointment of soonestFirst) {
    if (seen.has(appointment.id)) continue;
    seen.add(appointment.id);
    const session = toClientSession(appointment, context);
    if (session && session.kind !== 'past') lists[session.kind].push(session);
  }
  return lists;
}

/** Past sessions as they come (newest first), leaving out any that is still ahead (it shows above). */
export function toPastSessions(
  appointments: readonly Appointment[],
  context: { now: Date; timeZone: string },
): ClientSession[] {
  return appointments
    .map((appointment) => toClientSession(appointment, context))
    .filter((session): session is ClientSession => session?.kind === 'past');
}
