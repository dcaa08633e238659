import { listAppointmentTypes } from '#app/features/appointments/appointment-types.server.ts';
import {
  getAppointment,
  getCalendarDays,
  listAppointments,
} from '#app/features/appointments/appointments.server.ts';
import { CLIENT_PICKER_PAGE_SIZE, listClients } from '#app/features/clients/index.server.ts';
import type { ClientOption } from '#app/features/appointments/client-picker.tsx';
import type { Appointment, AppointmentMessage } from '#app/features/appointments/appointment.ts';
import { sessionHref } from '#app/features/appointments/appointment.ts';
import {
  formatDateTime,
  getAppointmentModalMode,
  getEndInstant,
  isFinished,
} from '#app/features/appointments/appointment.ts';
import {
  appointmentToFormValues,
  createAppointmentDefaults,
} from '#app/features/appointments/appointment-form-model.ts';
import type {
  AppointmentFormValues,
  AppointmentType,
} from '#app/features/appointments/appointment-form-model.ts';
import type { CalendarQuery } from '#app/features/appointments/calendar.ts';
import {
  buildCalendarDays,
  describePeriod,
  displayedDays,
  isListView,
  LIST_PAGE_NEIGHBOURS,
  LIST_PAGE_SIZE,
  readCalendarModal,
  readCalendarQuery,
} from '#app/features/appointments/calendar.ts';
import type { SessionUser } from '#app/utils/session.server.ts';
import { toPageInfo } from '#app/utils/paging.ts';
import { civilDateOf, nextLocalBoundary, startOfLocalDay } from '#app/utils/zoned-time.ts';

/**
 * Everything the appointment screen shows for one URL, fetched in parallel: the displayed days (or the Invited
 * / Requested list) and, when a modal is open, the appointment, the types and the clients for the form.
 */

export type AppointmentFormData = {
  mode: 'create' | 'edit' | 'view';
  appointment: Appointment | null;
  initialValues: AppointmentFormValues;
  types: AppointmentType[];
  clients: ClientOption[];
  finishedOn: string | null;
  canDelete: boolean;
  /** Where the appointment leads on the session day (room or waiting screen), if anywhere. */
  sessionHref: string | null;
  /** What was sent about it, when the API tells. */
  messages: AppointmentMessage[] | null;
};

/** The practice's clients for the picker, plus any invitee of the appointment the page did not bring. */
function toClientOptions(clients: ClientOption[], appointment: Appointment | null): ClientOption[] {
  const options = [...clients];
  for (const invitee of appointment?.clients ?? []) {
    if (!options.some((option) => option.id === invitee.id)) options.push(invitee);
  }
  return options;
}

export async function loadAppointmentScreen({
  request,
  user,
  timeZone,
  now,
}: {
  request: Request;
  user: SessionUser;
  timeZone: string;
  now: Date;
}) {
  const url = new URL(request.url);
  const today = civilDateOf(now, timeZone);
  const query: CalendarQuery = readCalendarQuery(url.searchParams, today);
  const modal = readCalendarModal(url.searchParams);
  const dates = displayedDays(query.view, query.date);
  const needsForm = modal.isCreateOpen || (modal.appointmentId !== null && !modal.isDeleteConfirmOpen);

  const [calendar, list, types, clients, opened] = await Promise.all([
    dates.length > 0
      ? getCalendarDays(request, {
          calendar: query.calendar,
          dayStarts: dates.map((date) => startOfLocalDay(date, timeZone)),
        })
      : null,
    isListView(query.view)
      ? listAppointments(request, {
          flag: query.view === 'invited' ? 4 : 5,
          calendar: query.calendar,
          page: query.page,
          pageSize: LIST_PAGE_SIZE,
          neighbours: LIST_PAGE_NEIGHBOURS,
        })
      : null,
    needsForm ? listAppointmentTypes(request) : null,
    needsForm ? listClients(request, { page: 1, pageSize: CLIENT_PICKER_PAGE_SIZE }) : null,
    modal.appointmentId ? getAppointment(request, modal.appointmentId) : null,
  ]);

  const appointment = opened?.ok ? opened.appointment : null;
  let form: AppointmentFormData | null = null;
  if (needsForm && (modal.isCreateOpen || appointment)) {
    const start = nextLocalBoundary(now, timeZone);
    form = {
      mode: appointment ? getAppointmentModalMode(appointment) : 'create',
      appointment,
      initialValues: appointment
        ? appointmentToFormValues(appointment, timeZone)
        : createAppointmentDefaults({ start, providerName: user.name }),
      types: types?.types ?? [],
      clients: toClientOptions(clients?.list ?? [], appointment),
      finishedOn:
        appointment && isFinished(appointment, now)
          ? formatDateTime(getEndInstant(appointment).toISOString(), timeZone)
          : null,
      canDelete: appointment ? !appointment.isReadOnly : false,
      sessionHref: appointment ? sessionHref(appointment, user.id) : null,
      messages: opened?.ok ? opened.messages : null,
    };
  }

  return {
    query,
    modal,
    today,
    timeZone,
    periodLabel: describePeriod(query.view, query.date),
    days: calendar ? buildCalendarDays({ dates, buckets: calendar.days, anchor: query.date, today }) : [],
    list: list
      ? { appointments: list.list, page: list.page }
      : { appointments: [], page: toPageInfo(undefined, query.page) },
    isAvailable: (calendar?.isAvailable ?? true) && (list?.isAvailable ?? true),
    form,
    viewerId: user.id,
    /** The delete confirmation's appointment (an invitation in Invited By Me, or one opened from the calendar). */
    toDelete: modal.isDeleteConfirmOpen && appointment && !appointment.isReadOnly ? appointment : null,
    openError: opened && !opened.ok ? opened.msg : null,
  };
}
