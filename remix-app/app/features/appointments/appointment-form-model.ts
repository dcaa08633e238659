import type { Appointment } from '#app/features/appointments/appointment.ts';
import { addDays, addMinutesToLocal, minutesBetweenLocal } from '#app/utils/civil-date.ts';
import type { CivilDate, CivilTime } from '#app/utils/zoned-time.ts';
import { toLocalInputs } from '#app/utils/zoned-time.ts';

/**
 * The appointment form's values (local dates and times, as the inputs hold them) and the spec's create
 * defaults and coupling rules (section 4, "Create defaults"), as pure functions. The form component applies
 * them as the person types; the unit tests pin them.
 */

/** Length and time step without a type (spec section 9). */
export const DEFAULT_LENGTH_MINUTES = 20;
/** Ticking recurring: every 7 days until 14 days after the start. */
export const DEFAULT_RECURRENCE_DAYS = 7;
export const DEFAULT_REPEAT_SPAN_DAYS = 14;

export type AppointmentType = {
  id: string;
  name: string;
  description: string;
  /** Minutes. */
  length: number;
  /** USD. */
  amount: number;
};

export type AppointmentFormValues = {
  title: string;
  /** The appointment type's name, '' for none. */
  type: string;
  inviteesId: string[];
  allDay: boolean;
  startDate: CivilDate;
  startTime: CivilTime;
  /** '' when all day. */
  endDate: CivilDate | '';
  endTime: CivilTime | '';
  recurring: boolean;
  /** '' unless recurring. */
  repeatUntil: CivilDate | '';
  /** Days between sessions, '' unless recurring. */
  frequency: string;
  online: boolean;
  payment: string;
  notes: string;
};

/**
 * A new appointment: start at the next 20-minute boundary (computed in the viewer's zone by the loader), end
 * 20 minutes later, online, not all day, not recurring, titled after the provider, free.
 */
export function createAppointmentDefaults({
  start,
  providerName,
}: {
  start: { date: CivilDate; time: CivilTime };
  providerName: string;
}): AppointmentFormValues {
  const end = addMinutesToLocal(start.date, start.time, DEFAULT_LENGTH_MINUTES);
  return {
    title: `Meeting with ${providerName}`,
    type: '',
    inviteesId: [],
    allDay: false,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    recurring: false,
    repeatUntil: '',
    frequency: '',
    online: true,
    payment: '0',
    notes: '',
  };
}

/** An existing appointment in the form, its times in the viewer's zone. */
export function appointmentToFormValues(appointment: Appointment, timeZone: string): AppointmentFormValues {
  const start = toLocalInputs(new Date(appointment.startTime), timeZone);
  const end =
    appointment.endTime && !appointment.isAllDay
      ? toLocalInputs(new Date(appointment.endTime), timeZone)
      : null;
  return {
    title: appointment.title,
    type: appointment.type ?? '',
    inviteesId: appointment.clients.map((client) => client.id),
    allDay: appointment.isAllDay,
    startDate: start.date,
    startTime: start.time,
    endDate: end?.date ?? '',
    endTime: end?.time ?? '',
    recurring: appointment.isRecurring,
    repeatUntil: appointment.repeatUntil
      ? toLocalInputs(new Date(appointment.repeatUntil), timeZone).date
      : '',
    frequency: appointment.recurrenceFrequency ? String(appointment.recurrenceFrequency) : '',
    online: appointment.isOnline,
    payment: String(appointment.payment),
    notes: appointment.notes,
  };
}

/** The chosen type's length, or 20 minutes: the default length and the time inputs' step. */
export function getDefaultLength(
  values: Pick<AppointmentFormValues, 'type'>,
  types: AppointmentType[],
): number {
  const type = types.find((candidate) => candidate.name === values.type);
  return type && type.length > 0 ? type.length : DEFAULT_LENGTH_MINUTES;
}

function endFromStart(values: AppointmentFormValues, minutes: number): AppointmentFormValues {
  const end = addMinutesToLocal(values.startDate, values.startTime, minutes);
  return { ...values, endDate: end.date, endTime: end.time };
}

/** Repeat-until may not fall before the end (or the start, all day): it moves to 14 days after the start. */
function keepRepeatAfterEnd(values: AppointmentFormValues): AppointmentFormValues {
  if (!values.recurring) return values;
  const last = values.endDate || values.startDate;
  if (values.repeatUntil && values.repeatUntil >= last) return values;
  return { ...values, repeatUntil: addDays(values.startDate, DEFAULT_REPEAT_SPAN_DAYS) };
}

/** Choosing a type sets the length (the end) and the payment from it; "no type" leaves both as they are. */
export function chooseType(
  values: AppointmentFormValues,
  typeName: string,
  types: AppointmentType[],
): AppointmentFormValues {
  const type = types.find((candidate) => candidate.name === typeName);
  if (!type) return { ...values, type: '' };
  const next = { ...values, type: type.name, payment: String(type.amount) };
  return next.allDay ? next : keepRepeatAfterEnd(endFromStart(next, getDefaultLength(next, types)));
}

/** Ticking recurring repeats every 7 days until 14 days after the start; unticking clears both. */
export function setRecurring(values: AppointmentFormValues, isRecurring: boolean): AppointmentFormValues {
  if (!isRecurring) return { ...values, recurring: false, repeatUntil: '', frequency: '' };
  return {
    ...values,
    recurring: true,
    repeatUntil: addDays(values.startDate, DEFAULT_REPEAT_SPAN_DAYS),
    frequency: String(DEFAULT_RECURRENCE_DAYS),
  };
}

/** Ticking all day clears the end; unticking gives it back at the start plus the default length. */
export function setAllDay(
  values: AppointmentFormValues,
  isAllDay: boolean,
  length: number,
): AppointmentFormValues {
  if (isAllDay) return { ...values, allDay: true, endDate: '', endTime: '' };
  return keepRepeatAfterEnd(endFromStart({ ...values, allDay: false }, length));
}

function hasEnd(
  values: AppointmentFormValues,
): values is AppointmentFormValues & { endDate: CivilDate; endTime: CivilTime } {
  return values.endDate !== '' && values.endTime !== '';
}

/** The longest appointment the API books (minutes). */
const MAX_LENGTH_MINUTES = 120;

/** Whether `start` to `end` is a bookable slot: after the start and at most two hours long. */
function isBookable(
  start: { date: CivilDate; time: CivilTime },
  end: { date: CivilDate; time: CivilTime },
): boolean {
  const minutes = minutesBetweenLocal(start, end);
  return minutes > 0 && minutes <= MAX_LENGTH_MINUTES;
}

/**
 * A new start: if it is not before the end, the end becomes the start plus the default length. The same
 * happens when the start moves so far back that the appointment would pass the two-hour limit (e.g. another
 * day was picked), since the API refuses that anyway.
 */
export function changeStart(
  values: AppointmentFormValues,
  change: Partial<Pick<AppointmentFormValues, 'startDate' | 'startTime'>>,
  length: number,
): AppointmentFormValues {
  const next = { ...values, ...change };
  if (!next.startDate || !next.startTime || next.allDay) return keepRepeatAfterEnd(next);
  const start = { date: next.startDate, time: next.startTime };
  const keepsEnd = hasEnd(next) && isBookable(start, { date: next.endDate, time: next.endTime });
  return keepRepeatAfterEnd(keepsEnd ? next : endFromStart(next, length));
}

/**
 * A new end: if it is moved before (or onto) the start, the start becomes the end minus the default length;
 * likewise when it moves past the two-hour limit.
 */
export function changeEnd(
  values: AppointmentFormValues,
  change: Partial<Pick<AppointmentFormValues, 'endDate' | 'endTime'>>,
  length: number,
): AppointmentFormValues {
  const next = { ...values, ...change };
  if (!hasEnd(next) || !next.startDate || !next.startTime) return next;
  const end = { date: next.endDate, time: next.endTime };
  if (isBookable({ date: next.startDate, time: next.startTime }, end)) return keepRepeatAfterEnd(next);
  const start = addMinutesToLocal(end.date, end.time, -length);
  return keepRepeatAfterEnd({ ...next, startDate: start.date, startTime: start.time });
}
/**
 * The values a refused submission came back with (conform's `initialValue`), so that a page rendered after a
 * post without JavaScript shows what the person typed, not the defaults.
 */
export function readSubmittedValues(
  submitted: Record<string, unknown> | null | undefined,
  fallback: AppointmentFormValues,
): AppointmentFormValues {
  if (!submitted) return fallback;
  const textOf = (key: string) => (typeof submitted[key] === 'string' ? (submitted[key] as string) : '');
  const isOn = (key: string) => submitted[key] === 'on' || submitted[key] === 'true';
  const invitees = submitted.inviteesId;
  return {
    title: textOf('title'),
    type: textOf('type'),
    inviteesId: Array.isArray(invitees)
      ? invitees.filter((value): value is string => typeof value === 'string')
      : typeof invitees === 'string'
        ? [invitees]
        : [],
    allDay: isOn('allDay'),
    startDate: textOf('startDate') || fallback.startDate,
    startTime: textOf('startTime') || fallback.startTime,
    endDate: textOf('endDate'),
    endTime: textOf('endTime'),
    recurring: isOn('recurring'),
    repeatUntil: textOf('repeatUntil'),
    frequency: textOf('frequency'),
    online: isOn('online'),
    payment: textOf('payment'),
    notes: textOf('notes'),
  };
}
