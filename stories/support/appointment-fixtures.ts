import type { Appointment } from '@tele/remix-app/features/appointments/appointment.ts';
import type { AppointmentType } from '@tele/remix-app/features/appointments/appointment-form-model.ts';
import type { CalendarDay } from '@tele/remix-app/features/appointments/calendar.ts';
import { buildCalendarDays, displayedDays } from '@tele/remix-app/features/appointments/calendar.ts';
import type { PageInfo } from '@tele/remix-app/utils/paging.ts';

/** Stories show a fixed moment: Monday 23 November 2026, in New York. */
export const TIME_ZONE = 'America/New_York';
export const TODAY = '2026-11-23';

export const clients = [
  { id: '65a1b2c3d4e5f60718293a01', name: 'Jordan Alvarez', email: 'jordan.alvarez@example.com' },
  { id: '65a1b2c3d4e5f60718293a02', name: 'Priya Raman', email: 'priya.raman@example.com' },
  { id: '65a1b2c3d4e5f60718293a03', name: 'Samuel Okafor', email: 'samuel.okafor@example.com' },
  { id: '65a1b2c3d4e5f60718293a04', name: 'Mei Tanaka', email: 'mei.tanaka@example.com' },
  { id: '65a1b2c3d4e5f60718293a05', name: 'Lucas Silva', email: 'lucas.silva@example.com' },
  { id: '65a1b2c3d4e5f60718293a06', name: 'Amara Nwosu', email: 'amara.nwosu@example.com' },
];

export const appointmentTypes: AppointmentType[] = [
  {
    id: '65a1b2c3d4e5f60718293b01',
    name: 'Intake',
    description: 'First session with a new client',
    length: 60,
    amount: 120,
  },
  {
    id: '65a1b2c3d4e5f60718293b02',
    name: 'Check-in',
    description: 'A short follow-up',
    length: 40,
    amount: 0,
  },
];

let counter = 0;

/** An appointment with sensible defaults; times are UTC instants (New York is UTC-5 in November). */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  counter += 1;
  return {
    id: `65a1b2c3d4e5f6071829${String(3000 + counter).padStart(4, '0')}`,
    title: 'Follow-up',
    notes: '',
    isAllDay: false,
    isRecurring: false,
    isOnline: true,
    providerId: '65a1b2c3d4e5f60718293c01',
    providerName: 'Dr. Maya Patel',
    clients: [clients[0]!],
    isClientRequest: false,
    inviteEmail: null,
    invitePhone: null,
    startTime: '2026-11-23T15:00:00.000Z',
    endTime: '2026-11-23T15:40:00.000Z',
    minutes: 40,
    repeatUntil: null,
    recurrenceFrequency: null,
    payment: 0,
    type: null,
    state: 1,
    roleUpdated: 'provider',
    requestedDate: '2026-11-20T14:05:00.000Z',
    paidDate: null,
    isEditable: true,
    isReadOnly: false,
    actualStart: null,
    actualEnd: null,
    sessionNote: '',
    noteCreatedDate: null,
    isConfirmedByClient: false,
    ...overrides,
  };
}

export const LONG_TITLE = 'Meeting with Dr. Maya Patel about the care plan';

/** A month with appointments: two on today, one long title, one requested, one in the next month's cells. */
export function filledMonth(): CalendarDay[] {
  const dates = displayedDays('list', TODAY);
  const buckets = dates.map(() => [] as Appointment[]);
  const put = (date: string, appointment: Appointment) => buckets[dates.indexOf(date)]!.push(appointment);
  put('2026-11-23', makeAppointment({ title: LONG_TITLE }));
  put(
    '2026-11-23',
    makeAppointment({
      title: 'Intake',
      startTime: '2026-11-23T19:20:00.000Z',
      endTime: '2026-11-23T20:20:00.000Z',
      type: 'Intake',
    }),
  );
  put(
    '2026-11-04',
    makeAppointment({
      title: 'Check-in',
      startTime: '2026-11-04T14:00:00.000Z',
      endTime: '2026-11-04T14:40:00.000Z',
      isClientRequest: true,
      roleUpdated: 'client',
    }),
  );
  put(
    '2026-11-18',
    makeAppointment({
      title: 'Team supervision',
      isAllDay: true,
      startTime: '2026-11-18T05:00:00.000Z',
      endTime: null,
      minutes: 0,
    }),
  );
  for (const [index, hour] of [13, 14, 15, 16].entries()) {
    put(
      '2026-11-26',
      makeAppointment({
        title: `Group ${index + 1}`,
        startTime: `2026-11-26T${hour}:00:00.000Z`,
        endTime: `2026-11-26T${hour}:40:00.000Z`,
      }),
    );
  }
  put(
    '2026-12-03',
    makeAppointment({
      title: 'December review',
      startTime: '2026-12-03T16:00:00.000Z',
      endTime: '2026-12-03T16:20:00.000Z',
    }),
  );
  return buildCalendarDays({ dates, buckets, anchor: TODAY, today: TODAY });
}

export function emptyDays(view: 'list' | 'month' | 'week' | 'day'): CalendarDay[] {
  const dates = displayedDays(view, TODAY);
  return buildCalendarDays({ dates, buckets: dates.map(() => []), anchor: TODAY, today: TODAY });
}

/** The week of 22-28 November with overlapping, all-day and requested appointments. */
export function filledWeek(): CalendarDay[] {
  const dates = displayedDays('week', TODAY);
  const buckets = dates.map(() => [] as Appointment[]);
  const put = (date: string, appointment: Appointment) => buckets[dates.indexOf(date)]!.push(appointment);
  put(
    '2026-11-23',
    makeAppointment({
      title: 'Intake with Jordan',
      startTime: '2026-11-23T14:00:00.000Z',
      endTime: '2026-11-23T15:00:00.000Z',
      type: 'Intake',
    }),
  );
  put(
    '2026-11-23',
    makeAppointment({
      title: 'Overlapping call',
      startTime: '2026-11-23T14:20:00.000Z',
      endTime: '2026-11-23T15:00:00.000Z',
    }),
  );
  put(
    '2026-11-24',
    makeAppointment({
      title: 'Requested check-in',
      startTime: '2026-11-24T18:00:00.000Z',
      endTime: '2026-11-24T18:40:00.000Z',
      isClientRequest: true,
      roleUpdated: 'client',
    }),
  );
  put(
    '2026-11-25',
    makeAppointment({
      title: 'Practice day',
      isAllDay: true,
      startTime: '2026-11-25T05:00:00.000Z',
      endTime: null,
      minutes: 0,
    }),
  );
  put(
    '2026-11-27',
    makeAppointment({
      title: 'Early session',
      startTime: '2026-11-27T11:00:00.000Z',
      endTime: '2026-11-27T11:40:00.000Z',
    }),
  );
  return buildCalendarDays({ dates, buckets, anchor: TODAY, today: TODAY });
}

export function page(pageNumber: number, totalPages: number): PageInfo {
  return {
    page: pageNumber,
    totalPages,
    firstShown: Math.max(1, pageNumber - 1),
    lastShown: Math.min(totalPages, pageNumber + 1),
    total: null,
  };
}

export const hrefForAppointment = (appointment: Pick<Appointment, 'id'>) =>
  `/appointment?view=list&date=${TODAY}&calendar=my&appointment=${appointment.id}`;
export const hrefForDay = (date: string) => `/appointment?view=day&date=${date}&calendar=my`;
