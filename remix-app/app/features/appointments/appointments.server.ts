import { Type, type Static } from '@sinclair/typebox';
import { AppointmentAnswer, AppointmentMessageAnswer, OverlapClash } from '@tele/contract/appointments';
import {
  callApi,
  compileReader,
  nullableTextOf,
  numberOf,
  shapeOf,
  textOf,
} from '#app/services/api.server.ts';
import type { AppointmentBody, Tolerant } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type {
  Appointment,
  AppointmentMessage,
  DeliveryStatus,
  MessageDelivery,
} from '#app/features/appointments/appointment.ts';
import { isAppointmentState } from '#app/features/appointments/appointment.ts';
import type { CalendarKind } from '#app/features/appointments/calendar.ts';
import { toCalendarFlag } from '#app/features/appointments/calendar.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';

/**
 * The appointments group of legacy-api: the calendar, the paged lists, one appointment, create / edit, accept
 * and cancel. Answers are read with checkers compiled from the contract's answer schemas (`@tele/contract`)
 * and renamed into `Appointment` here; the screens never see the wire shape.
 * A failed list is only logged (spec section 8) and reported as `isAvailable: false`.
 */

// Compiled once at module load (TypeBox's TypeCompiler): a calendar page checks dozens of appointments per
// request, and a compiled checker is a plain function of the schema, faster than interpreting it per call.
const readAppointment = compileReader(AppointmentAnswer);
/** A list is read item by item: one appointment the web app cannot read is left out, not the whole list. */
const readList = compileReader(Type.Array(Type.Unknown()));
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

type AppointmentWire = Tolerant<Static<typeof AppointmentAnswer>>;

const ROLES_UPDATED = ['provider', 'client'] as const;

/**
 * The appointment as the screens use it, or null when the web app cannot show it: it needs its id, its start
 * and a state of the table; every other field has a default.
 */
function toAppointment(wire: AppointmentWire): Appointment | null {
  const { _id: id, start_time: startTime, state } = wire;
  if (typeof id !== 'string' || !id || typeof startTime !== 'string' || !startTime) return null;
  if (typeof state !== 'number' || !isAppointmentState(state)) return null;
  const roleUpdated = ROLES_UPDATED.find((role) => role === wire.role_updated) ?? null;
  return {
    id,
    title: textOf(wire.title),
    notes: textOf(wire.notes),
    isAllDay: Boolean(wire.all_day),
    isRecurring: Boolean(wire.recurring),
    isOnline: wire.online ?? true,
    providerId: textOf(wire.provider_id),
    providerName: textOf(wire.provider_name),
    clients: (wire.clientInfo ?? []).map((client) => ({
      id: textOf(client._id),
      name: textOf(client.name),
      email: textOf(client.email),
    })),
    isClientRequest: Boolean(wire.invite_client),
    inviteEmail: nullableTextOf(wire.invite_email),
    invitePhone: nullableTextOf(wire.invite_phone),
    startTime,
    endTime: nullableTextOf(wire.end_time),
    minutes: numberOf(wire.time_distance, 0),
    repeatUntil: nullableTextOf(wire.repeat_until),
    recurrenceFrequency: numberOf(wire.recurrence_frequency, null),
    payment: numberOf(wire.payment, 0),
    type: nullableTextOf(wire.appointment_type) ?? nullableTextOf(wire.type),
    state,
    roleUpdated,
    requestedDate: nullableTextOf(wire.requested_date),
    paidDate: nullableTextOf(wire.paid_date),
    isEditable: Number(wire.editable_state) === 1,
    isReadOnly: wire.permission === 1,
    actualStart: nullableTextOf(wire.actual_start),
    actualEnd: nullableTextOf(wire.actual_end),
    sessionNote: textOf(wire.session_note),
    noteCreatedDate: nullableTextOf(wire.note_created_date),
    isConfirmedByClient: wire.client_answer === 'confirmed',
  };
}

/** Reads each appointment on its own, so one odd row is dropped (and logged) rather than the whole list. */
export function parseAppointments(value: unknown, context: string): Appointment[] {
  if (!readList(value)) return [];
  const appointments: Appointment[] = [];
  for (const item of value) {
    const appointment = readAppointment(item) ? toAppointment(item) : null;
    if (appointment) appointments.push(appointment);
    else
      console.warn(`[appointments] ${context}: skipped an appointment it could not read: ${shapeOf(item)}`);
  }
  return appointments;
}

export type CalendarDays = { isAvailable: boolean; days: Appointment[][] };

/**
 * The appointments of the displayed days (get-month-appointment): one list per day, each day given as the
 * instant of its local midnight in the viewer's zone.
 */
export async function getCalendarDays(
  request: Request,
  { calendar, dayStarts }: { calendar: CalendarKind; dayStarts: Date[] },
): Promise<CalendarDays> {
  const empty = dayStarts.map(() => [] as Appointment[]);
  if (dayStarts.length === 0) return { isAvailable: true, days: empty };
  const result = await callApi(request, 'appointments/get-month-appointment', {
    calendar_flag: toCalendarFlag(calendar),
    dateArray: dayStarts.map((day) => day.toISOString()),
  });
  const buckets = result.ok && readList(result.results) ? result.results : null;
  if (!buckets) {
    console.warn(
      `[appointments] get-month-appointment answered ${result.status}: ${result.msg ?? 'no list'}`,
    );
    return { isAvailable: false, days: empty };
  }
  return {
    isAvailable: true,
    days: dayStarts.map((_, index) => parseAppointments(buckets[index], 'calendar')),
  };
}

/** The columns get-clients-appointment sorts by (`filter_string`). */
export type AppointmentSortColumn =
  'start_time' | 'end_time' | 'actual_start' | 'actual_end' | 'requested_date' | 'online';

/** get-clients-appointment's flags: 0 all, 1 today, 2 this week, 3 this month, 4 invited by me, 5 requested. */
export type AppointmentListFlag = 0 | 1 | 2 | 3 | 4 | 5;

export type AppointmentPage = { isAvailable: boolean; list: Appointment[]; page: PageInfo };

function toAppointmentPage(
  result: Awaited<ReturnType<typeof callApi>>,
  { path, page }: { path: string; page: number },
): AppointmentPage {
  const parsed = result.ok && readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[appointments] ${path} answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, list: [], page: toPageInfo(undefined, page) };
  }
  return {
    isAvailable: true,
    list: parseAppointments(parsed.list, path),
    page: toPageInfo(parsed.page_num, page),
  };
}

export async function listAppointments(
  request: Request,
  {
    flag,
    calendar = 'my',
    page,
    pageSize,
    neighbours = 1,
    isUpcomingOnly = false,
    sort,
  }: {
    flag: AppointmentListFlag;
    calendar?: CalendarKind;
    page: number;
    pageSize: number;
    neighbours?: number;
    /** With flag 0: only the sessions not over yet, the next one first (the dashboard's panel). */
    isUpcomingOnly?: boolean;
    /** A column the list is sorted by (the report's), ascending (1) or descending (-1): `filter_string`. */
    sort?: { column: AppointmentSortColumn; direction: 1 | -1 };
  },
): Promise<AppointmentPage> {
  const result = await callApi(request, 'appointments/get-clients-appointment', {
    flag,
    calendar_flag: toCalendarFlag(calendar),
    appointment_pagination: pageSize,
    appointment_current_page: page,
    appointment_page_neighbours: neighbours,
    ...(isUpcomingOnly ? { upcoming: true } : {}),
    ...(sort ? { filter_string: { [sort.column]: sort.direction } } : {}),
  });
  return toAppointmentPage(result, { path: 'get-clients-appointment', page });
}

/** appointment-one-one's lists of one client: 1 appointments (by flag), 2 sessions, 3 payments. */
export type ClientListKind = 1 | 2 | 3;

/**
 * One client's appointments with a provider (Client Management's record, appointments/appointment-one-one):
 * `list` 1 with a flag (1 today, 2 this week, 3 this month, 5 requested, 0 all), 2 the sessions, 3 payments.
 */
export async function listClientAppointments(
  request: Request,
  {
    providerId,
    clientId,
    list,
    flag = 0,
    page,
    pageSize,
    neighbours = 1,
  }: {
    providerId: string;
    clientId: string;
    list: ClientListKind;
    flag?: AppointmentListFlag;
    page: number;
    pageSize: number;
    neighbours?: number;
  },
): Promise<AppointmentPage> {
  const result = await callApi(request, 'appointments/appointment-one-one', {
    provider_id: providerId,
    client_id: clientId,
    btn_state: list,
    flag,
    appointment_pagination: pageSize,
    appointment_current_page: page,
    appointment_page_neighbours: neighbours,
  });
  return toAppointmentPage(result, { path: 'appointment-one-one', page });
}

/** The provider's invoices: accepted appointments awaiting payment (state 2). */
export async function listInvoices(
  request: Request,
  { page, pageSize, neighbours = 1 }: { page: number; pageSize: number; neighbours?: number },
): Promise<AppointmentPage> {
  const result = await callApi(request, 'appointments/get-request-provider', {
    pagination: pageSize,
    current_page: page,
    page_neighbours: neighbours,
  });
  return toAppointmentPage(result, { path: 'get-request-provider', page });
}

/** The provider's payment history. */
export async function listPayments(
  request: Request,
  { page, pageSize, neighbours = 1 }: { page: number; pageSize: number; neighbours?: number },
): Promise<AppointmentPage> {
  const result = await callApi(request, 'appointments/get-paid-provider', {
    history_pagination: pageSize,
    history_current_page: page,
    history_page_neighbours: neighbours,
  });
  return toAppointmentPage(result, { path: 'get-paid-provider', page });
}

const readMessage = compileReader(AppointmentMessageAnswer);

/** An instant of the wire as an ISO string (UTC), null when it is missing or not a date. */
function instantOf(value: string | number | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['queued', 'sent', 'delivered', 'failed', 'answered'];

/** A message's delivery log entry (ADR 0052), when the API tracks it. */
function deliveryOf(wire: Tolerant<Static<typeof AppointmentMessageAnswer>>): MessageDelivery | null {
  const status = DELIVERY_STATUSES.find((known) => known === wire.delivery_status);
  if (!status) return null;
  return {
    status,
    deliveredAt: instantOf(wire.delivered_date),
    answer: wire.answer === 'confirmed' || wire.answer === 'cancelled' ? wire.answer : null,
    answeredAt: instantOf(wire.answered_date),
  };
}

/**
 * What was sent about the appointment (get-full-appointment's `messages`, newest first). Entries without
 * their channel or status are skipped; no field means no section.
 */
export function parseAppointmentMessages(value: unknown): AppointmentMessage[] | null {
  if (!readList(value)) return null;
  const messages: AppointmentMessage[] = [];
  for (const [index, wire] of value.entries()) {
    if (!readMessage(wire) || typeof wire.channel !== 'string' || typeof wire.status !== 'string') continue;
    messages.push({
      id: nullableTextOf(wire._id) ?? String(index),
      channel: wire.channel,
      recipient: textOf(wire.recipient),
      template: textOf(wire.template),
      status: wire.status,
      createdAt: instantOf(wire.created_date),
      sentAt: instantOf(wire.sent_date),
      error: nullableTextOf(wire.error),
      delivery: deliveryOf(wire),
    });
  }
  return messages;
}

/**
 * One appointment with its clients (get-full-appointment), and the messages sent about it when the API tells
 * them; a refusal when it is gone or not the viewer's to see.
 */
export async function getAppointment(
  request: Request,
  id: string,
): Promise<
  { ok: true; appointment: Appointment; messages: AppointmentMessage[] | null } | { ok: false; msg: string }
> {
  const result = await callApi(request, 'appointments/get-full-appointment', { appointment_id: id });
  if (!result.ok) return { ok: false, msg: result.msg };
  const [appointment] = parseAppointments([result.results], 'get-full-appointment');
  if (!appointment) return { ok: false, msg: 'This appointment could not be read.' };
  const messages =
    typeof result.results === 'object' && result.results !== null && 'messages' in result.results
      ? parseAppointmentMessages(result.results.messages)
      : null;
  return { ok: true, appointment, messages };
}

/** The appointment in the way of an overlap refusal; the form offers "Book anyway". */
export type Clash = { id: string; title: string; startTime: string; endTime: string };

const readClash = compileReader(OverlapClash);

export type SaveOutcome = Outcome | { ok: false; msg: string; status: number; clash: Clash };

/** create-appointment, or with `id` the edit of one appointment (`update_flag`). */
export async function saveAppointment(
  request: Request,
  { id, body }: { id?: string; body: AppointmentBody },
): Promise<SaveOutcome> {
  const result = await callApi(
    request,
    'appointments/create-appointment',
    id ? { ...body, _id: id, update_flag: true } : body,
  );
  if (result.ok) return { ok: true, msg: result.msg ?? '' };
  const clash = result.details?.clash;
  // The form shows the appointment in the way and its times: without them there is nothing to book anyway.
  if (
    readClash(clash) &&
    typeof clash._id === 'string' &&
    typeof clash.start_time === 'string' &&
    typeof clash.end_time === 'string'
  ) {
    return {
      ok: false,
      status: result.status,
      msg: result.msg,
      clash: {
        id: clash._id,
        title: textOf(clash.title),
        startTime: clash.start_time,
        endTime: clash.end_time,
      },
    };
  }
  return { ok: false, status: result.status, msg: result.msg };
}

/** Approve: the appointment is accepted. */
export async function acceptAppointment(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'appointments/accept-appointment', { id }));
}

/** Decline and Delete: the appointment is cancelled. */
export async function cancelAppointment(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'appointments/cancel-appointment', { id }));
}
