import { z } from 'zod';
import { callApi } from '#app/services/api.server.ts';
import { nullableText, numberLike, text } from '#app/services/wire-fields.server.ts';
import type { AppointmentBody } from '#app/services/api.server.ts';
import type { Outcome } from '#app/features/identity/index.server.ts';
import type { Appointment, AppointmentMessage } from '#app/features/appointments/appointment.ts';
import { isAppointmentState } from '#app/features/appointments/appointment.ts';
import type { CalendarKind } from '#app/features/appointments/calendar.ts';
import { toCalendarFlag } from '#app/features/appointments/calendar.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';

/**
 * The appointments group of legacy-api: the calendar, the paged lists, one appointment, create / edit, accept
 * and cancel. Answers are parsed here and renamed into `Appointment`; the screens never see the wire shape.
 * A failed list is only logged (spec section 8) and reported as `isAvailable: false`.
 */

// A plain object schema (other fields are dropped, not kept): zod compiles those into a fast check, and a
// calendar page parses dozens of appointments per request.
const AppointmentWireSchema = z.object({
  _id: z.string().min(1),
  title: text,
  notes: text,
  all_day: z.boolean().nullish(),
  recurring: z.boolean().nullish(),
  online: z.boolean().nullish(),
  provider_id: text,
  provider_name: text,
  clientInfo: z
    .array(z.object({ _id: z.string(), name: text, email: text }))
    .nullish()
    .transform((value) => value ?? []),
  invite_client: z.boolean().nullish(),
  invite_email: nullableText,
  invite_phone: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
  start_time: z.string().min(1),
  end_time: nullableText,
  time_distance: numberLike.nullish().transform((value) => (Number.isFinite(value) ? Number(value) : 0)),
  repeat_until: nullableText,
  recurrence_frequency: numberLike
    .nullish()
    .transform((value) => (Number.isFinite(value) ? Number(value) : null)),
  payment: numberLike.nullish().transform((value) => (Number.isFinite(value) ? Number(value) : 0)),
  appointment_type: nullableText,
  type: nullableText,
  state: z.number().refine(isAppointmentState),
  role_updated: z.enum(['provider', 'client']).nullish(),
  requested_date: nullableText,
  paid_date: nullableText,
  editable_state: z.union([z.number(), z.boolean()]).nullish(),
  permission: z.number().nullish(),
});

function toAppointment(wire: z.infer<typeof AppointmentWireSchema>): Appointment {
  return {
    id: wire._id,
    title: wire.title,
    notes: wire.notes,
    isAllDay: Boolean(wire.all_day),
    isRecurring: Boolean(wire.recurring),
    isOnline: wire.online ?? true,
    providerId: wire.provider_id,
    providerName: wire.provider_name,
    clients: wire.clientInfo.map((client) => ({ id: client._id, name: client.name, email: client.email })),
    isClientRequest: Boolean(wire.invite_client),
    inviteEmail: wire.invite_email,
    invitePhone: wire.invite_phone,
    startTime: wire.start_time,
    endTime: wire.end_time,
    minutes: wire.time_distance,
    repeatUntil: wire.repeat_until,
    recurrenceFrequency: wire.recurrence_frequency,
    payment: wire.payment,
    type: wire.appointment_type ?? wire.type,
    state: wire.state as Appointment['state'],
    roleUpdated: wire.role_updated ?? null,
    requestedDate: wire.requested_date,
    paidDate: wire.paid_date,
    isEditable: Number(wire.editable_state) === 1,
    isReadOnly: wire.permission === 1,
  };
}

/** Parses each appointment on its own, so one odd row is dropped (and logged) rather than the whole list. */
export function parseAppointments(value: unknown, context: string): Appointment[] {
  if (!Array.isArray(value)) return [];
  const appointments: Appointment[] = [];
  for (const item of value) {
    const parsed = AppointmentWireSchema.safeParse(item);
    if (parsed.success) appointments.push(toAppointment(parsed.data));
    else
      console.warn(
        `[appointments] ${context}: skipped an appointment of unexpected shape`,
        parsed.error.issues,
      );
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
  if (!result.ok || !Array.isArray(result.results)) {
    console.warn(
      `[appointments] get-month-appointment answered ${result.status}: ${result.msg ?? 'no list'}`,
    );
    return { isAvailable: false, days: empty };
  }
  const buckets = result.results as unknown[];
  return {
    isAvailable: true,
    days: dayStarts.map((_, index) => parseAppointments(buckets[index], 'calendar')),
  };
}

/** get-clients-appointment's flags: 0 all, 1 today, 2 this week, 3 this month, 4 invited by me, 5 requested. */
export type AppointmentListFlag = 0 | 1 | 2 | 3 | 4 | 5;

export type AppointmentPage = { isAvailable: boolean; list: Appointment[]; page: PageInfo };

const PagedListSchema = z.looseObject({ list: z.array(z.unknown()), page_num: z.unknown().optional() });

function toAppointmentPage(
  result: Awaited<ReturnType<typeof callApi>>,
  { path, page }: { path: string; page: number },
): AppointmentPage {
  const parsed = result.ok ? PagedListSchema.safeParse(result.results) : null;
  if (!parsed?.success) {
    console.warn(`[appointments] ${path} answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, list: [], page: toPageInfo(undefined, page) };
  }
  return {
    isAvailable: true,
    list: parseAppointments(parsed.data.list, path),
    page: toPageInfo(parsed.data.page_num, page),
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
  }: {
    flag: AppointmentListFlag;
    calendar?: CalendarKind;
    page: number;
    pageSize: number;
    neighbours?: number;
  },
): Promise<AppointmentPage> {
  const result = await callApi(request, 'appointments/get-clients-appointment', {
    flag,
    calendar_flag: toCalendarFlag(calendar),
    appointment_pagination: pageSize,
    appointment_current_page: page,
    appointment_page_neighbours: neighbours,
  });
  return toAppointmentPage(result, { path: 'get-clients-appointment', page });
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

const instant = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  });

const MessageWireSchema = z.looseObject({
  id: z.string().nullish(),
  _id: z.string().nullish(),
  channel: z.string(),
  recipient: text,
  template: text,
  status: z.string(),
  created_date: instant,
  created_at: instant,
  sent_date: instant,
  sent_at: instant,
  error: z.string().nullish(),
});

/**
 * What was sent about the appointment (get-full-appointment's optional `messages`, newest first). Odd entries
 * are skipped; no field means no section.
 */
export function parseAppointmentMessages(value: unknown): AppointmentMessage[] | null {
  if (!Array.isArray(value)) return null;
  const messages: AppointmentMessage[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = MessageWireSchema.safeParse(item);
    if (!parsed.success) continue;
    const wire = parsed.data;
    messages.push({
      id: wire.id ?? wire._id ?? String(index),
      channel: wire.channel,
      recipient: wire.recipient,
      template: wire.template,
      status: wire.status,
      createdAt: wire.created_date ?? wire.created_at,
      sentAt: wire.sent_date ?? wire.sent_at,
      error: wire.error || null,
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

const ClashSchema = z.looseObject({
  _id: z.string(),
  title: text,
  start_time: z.string(),
  end_time: z.string(),
});

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
  const clash = ClashSchema.safeParse(result.details?.clash);
  if (clash.success) {
    const { _id, title, start_time, end_time } = clash.data;
    return {
      ok: false,
      status: result.status,
      msg: result.msg,
      clash: { id: _id, title, startTime: start_time, endTime: end_time },
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

function toOutcome(result: Awaited<ReturnType<typeof callApi>>): Outcome {
  return result.ok
    ? { ok: true, msg: result.msg ?? '' }
    : { ok: false, msg: result.msg, status: result.status };
}
