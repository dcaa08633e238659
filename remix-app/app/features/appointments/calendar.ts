import { PAGE_SIZES } from '@tele/contract/constants';
import {
  addDays,
  addMonths,
  daysInMonth,
  dateRange,
  formatCivilDate,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from '#app/utils/civil-date.ts';
import type { Appointment, AppointmentClient } from '#app/features/appointments/appointment.ts';
import type { CivilDate } from '#app/utils/zoned-time.ts';
import { civilDateOf, isCivilDate, minuteOfDay } from '#app/utils/zoned-time.ts';

/**
 * The appointment screen's state, which lives in the URL (`/appointment?view=week&date=2026-11-23&calendar=my`)
 * so that every view is linkable, rendered on the server and navigable without JavaScript.
 *
 * The spec's view flags: 0 List Views (a month grid, SUN to SAT), 1 Month (a list grouped by day), 2 Week, 3 Day,
 * 4 Invited By Me, 5 Requested to Me.
 */
export const CALENDAR_VIEWS = ['list', 'month', 'week', 'day', 'invited', 'requested'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export type CalendarKind = 'my' | 'practice';

export const VIEW_LABELS: Record<CalendarView, string> = {
  list: 'List Views',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  invited: 'Invited By Me',
  requested: 'Requested to Me',
};

export const CALENDAR_LABELS: Record<CalendarKind, string> = {
  my: 'My Calendar',
  practice: 'Practice Calendar',
};

/** The month grid always has six weeks. */
export const MONTH_GRID_CELLS = 42;
/** Grid cells cut titles to this many characters and add '..'. */
export const GRID_TITLE_LENGTH = 20;
/** Appointment and calendar lists: 10 per page, one neighbour each side (spec section 9). */
export const LIST_PAGE_SIZE = PAGE_SIZES.list;
export const LIST_PAGE_NEIGHBOURS = 1;

export type CalendarQuery = {
  view: CalendarView;
  /** The anchor day; the view shows its month, week or day. */
  date: CivilDate;
  calendar: CalendarKind;
  /** 1-based page of the Invited and Requested lists. */
  page: number;
};

export function isListView(view: CalendarView): view is 'invited' | 'requested' {
  return view === 'invited' || view === 'requested';
}

/** Reads the screen state from the URL; anything missing or malformed falls back to today's List view. */
export function readCalendarQuery(params: URLSearchParams, today: CivilDate): CalendarQuery {
  const view = params.get('view');
  const date = params.get('date');
  const page = Number(params.get('page'));
  return {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarView) : 'list',
    date: date && isCivilDate(date) ? date : today,
    calendar: params.get('calendar') === 'practice' ? 'practice' : 'my',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The API's calendar_flag: 1 My Calendar, 2 Practice Calendar. */
export function toCalendarFlag(calendar: CalendarKind): 1 | 2 {
  return calendar === 'practice' ? 2 : 1;
}

/** The 42 days of the month grid: six weeks from the Sunday on or before the 1st. */
export function monthGridDays(date: CivilDate): CivilDate[] {
  return dateRange(startOfWeek(startOfMonth(date)), MONTH_GRID_CELLS);
}

/** The days a view shows (and asks the API about): 42, the month's days, 7, 1, or none for the lists. */
export function displayedDays(view: CalendarView, date: CivilDate): CivilDate[] {
  switch (view) {
    case 'list':
      return monthGridDays(date);
    case 'month':
      return dateRange(startOfMonth(date), daysInMonth(date));
    case 'week':
      return dateRange(startOfWeek(date), 7);
    case 'day':
      return [date];
    case 'invited':
    case 'requested':
      return [];
    default:
      return assertNever(view);
  }
}

/** Previous and Next: a month for the month views, 7 days for the week, 1 day for the day. */
export function shiftDate(view: CalendarView, date: CivilDate, direction: -1 | 1): CivilDate {
  switch (view) {
    case 'list':
    case 'month':
    case 'invited':
    case 'requested':
      return addMonths(date, direction);
    case 'week':
      return addDays(date, 7 * direction);
    case 'day':
      return addDays(date, direction);
    default:
      return assertNever(view);
  }
}

/** The heading of the shown period: "November 2026", "Nov 22 – 28, 2026", "Monday, November 23, 2026". */
export function describePeriod(view: CalendarView, date: CivilDate): string {
  switch (view) {
    case 'list':
    case 'month':
    case 'invited':
    case 'requested':
      return formatCivilDate(date, 'monthYear');
    case 'week': {
      const first = startOfWeek(date);
      const last = addDays(first, 6);
      const year = (day: CivilDate) => day.slice(0, 4);
      const monthDay = (day: CivilDate) => formatCivilDate(day, 'shortMonthDay');
      if (year(first) !== year(last))
        return `${monthDay(first)}, ${year(first)} – ${monthDay(last)}, ${year(last)}`;
      const end = isSameMonth(first, last) ? String(Number(last.slice(8))) : monthDay(last);
      return `${monthDay(first)} – ${end}, ${year(last)}`;
    }
    case 'day':
      return formatCivilDate(date, 'fullDate');
    default:
      return assertNever(view);
  }
}

/** Extra URL state: which modal is open on top of the calendar. */
export type CalendarModalParams = {
  /** Opens the Edit (or View) Appointment modal. */
  appointment?: string;
  /** With `appointment`: the delete confirmation. */
  confirmDelete?: boolean;
  /** Opens the Create Appointment modal. */
  create?: boolean;
};

const ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Which modal the URL opens on the appointment screen. */
export function readCalendarModal(params: URLSearchParams): {
  isCreateOpen: boolean;
  appointmentId: string | null;
  isDeleteConfirmOpen: boolean;
  isAddClientOpen: boolean;
} {
  const id = params.get('appointment');
  const appointmentId = id && ID_PATTERN.test(id) ? id : null;
  return {
    isCreateOpen: params.get('create') === '1' && !appointmentId,
    appointmentId,
    isDeleteConfirmOpen: Boolean(appointmentId) && params.get('delete') === '1',
    isAddClientOpen: params.get('addClient') === '1',
  };
}

/** The Appointment Types screen (`?create=1` opens Create, `?edit=<position>` opens Edit). */
export const APPOINTMENT_TYPES_PATH = '/appointment-type';

/** The same URL with some search parameters set or removed (null removes). */
export function withSearchParams(url: string, changes: Record<string, string | null>): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const next = params.toString();
  return `${path}${next ? `?${next}` : ''}`;
}

/** The URL of a calendar state, e.g. for the toolbar's links. `date: null` means today (no date in the URL). */
export function calendarHref(
  query: Omit<CalendarQuery, 'date' | 'page'> & { date: CivilDate | null; page?: number },
  modal: CalendarModalParams = {},
): string {
  const params = new URLSearchParams();
  params.set('view', query.view);
  if (query.date) params.set('date', query.date);
  params.set('calendar', query.calendar);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (modal.create) params.set('create', '1');
  if (modal.appointment) params.set('appointment', modal.appointment);
  if (modal.appointment && modal.confirmDelete) params.set('delete', '1');
  return `/appointment?${params.toString()}`;
}

/** Grid cells cut a title to 20 characters and add '..' (by characters, never splitting an emoji). */
export function truncateTitle(title: string, length = GRID_TITLE_LENGTH): string {
  const characters = Array.from(title);
  return characters.length > length ? `${characters.slice(0, length).join('')}..` : title;
}

/** One displayed day and its appointments (the API's bucket for it). */
export type CalendarDay = {
  date: CivilDate;
  isToday: boolean;
  /** A grid cell of the previous or next month (dimmed). */
  isOutsideMonth: boolean;
  appointments: CalendarAppointment[];
};

/**
 * What the calendar views show of an appointment; the page ships only these fields (the modal loads the rest
 * when one is opened), which keeps the page small and leaves people's names and addresses out of it.
 */
export type CalendarAppointment = Pick<
  Appointment,
  | 'id'
  | 'title'
  | 'startTime'
  | 'endTime'
  | 'minutes'
  | 'isAllDay'
  | 'state'
  | 'isClientRequest'
  | 'type'
  | 'isConfirmedByClient'
> & {
  clients: Array<Pick<AppointmentClient, 'id' | 'name'>>;
  /**
   * Whether the week and day views let it be dragged (ADR 0053): what the Edit form would change (the viewer's
   * own and still editable), with a start and an end (not all day). The action checks again.
   */
  canMove: boolean;
};

function toCalendarAppointment(appointment: Appointment): CalendarAppointment {
  return {
    id: appointment.id,
    title: appointment.title,
    startTime: appointment.startTime,
    endTime: appointment.endTime,
    minutes: appointment.minutes,
    isAllDay: appointment.isAllDay,
    state: appointment.state,
    isClientRequest: appointment.isClientRequest,
    type: appointment.type,
    isConfirmedByClient: appointment.isConfirmedByClient,
    clients: appointment.clients.map((client) => ({ id: client.id, name: client.name })),
    // As getAppointmentModalMode's 'edit' (not imported: this module ships to pages that need none of it).
    canMove:
      appointment.isEditable &&
      !appointment.isReadOnly &&
      !appointment.isAllDay &&
      appointment.endTime !== null,
  };
}

export function buildCalendarDays({
  dates,
  buckets,
  anchor,
  today,
}: {
  dates: CivilDate[];
  buckets: Appointment[][];
  anchor: CivilDate;
  today: CivilDate;
}): CalendarDay[] {
  return dates.map((date, index) => ({
    date,
    isToday: date === today,
    isOutsideMonth: !isSameMonth(date, anchor),
    appointments: (buckets[index] ?? [])
      .map(toCalendarAppointment)
      .sort((a, b) => a.startTime.localeCompare(b.startTime)),
  }));
}

/** An appointment placed in a day column of the Week and Day views. */
export type PlacedAppointment = {
  appointment: CalendarAppointment;
  /** Wall-clock minutes from local midnight; the end is clipped to the day. */
  startMinute: number;
  endMinute: number;
  /** Side-by-side position among overlapping appointments: lane `lane` of `lanes`. */
  lane: number;
  lanes: number;
};

/** The shortest block drawn, so that a 5-minute appointment is still a readable target. */
const MIN_BLOCK_MINUTES = 20;

/**
 * Places one day's timed appointments: wall-clock minutes in the viewer's zone, and lanes so that overlapping
 * appointments sit side by side (each cluster of overlaps shares its lane count). All-day ones are returned
 * apart, for the row above the hours.
 */
export function placeDayAppointments(
  day: Pick<CalendarDay, 'date' | 'appointments'>,
  timeZone: string,
): { allDay: CalendarAppointment[]; timed: PlacedAppointment[] } {
  const allDay: CalendarAppointment[] = [];
  const blocks: Array<Omit<PlacedAppointment, 'lane' | 'lanes'>> = [];
  for (const appointment of day.appointments) {
    if (appointment.isAllDay || !appointment.endTime) {
      allDay.push(appointment);
      continue;
    }
    const start = new Date(appointment.startTime);
    const end = new Date(appointment.endTime);
    const startMinute = civilDateOf(start, timeZone) < day.date ? 0 : minuteOfDay(start, timeZone);
    const endMinute = civilDateOf(end, timeZone) > day.date ? 24 * 60 : minuteOfDay(end, timeZone);
    blocks.push({
      appointment,
      startMinute,
      endMinute: Math.min(24 * 60, Math.max(endMinute, startMinute + MIN_BLOCK_MINUTES)),
    });
  }
  blocks.sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);

  const timed: PlacedAppointment[] = [];
  let cluster: PlacedAppointment[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = cluster.reduce((count, block) => Math.max(count, block.lane + 1), 0);
    for (const block of cluster) timed.push({ ...block, lanes });
    cluster = [];
  };
  for (const block of blocks) {
    if (block.startMinute >= clusterEnd) closeCluster();
    const laneEnds = new Map<number, number>();
    for (const placed of cluster)
      laneEnds.set(placed.lane, Math.max(laneEnds.get(placed.lane) ?? 0, placed.endMinute));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > block.startMinute) lane += 1;
    cluster.push({ ...block, lane, lanes: 0 });
    clusterEnd = Math.max(clusterEnd, block.endMinute);
  }
  closeCluster();
  return { allDay, timed };
}

/**
 * The hours the Week and Day views draw: 8:00 to 18:00, widened to fit every appointment shown, so the server
 * renders the useful part of the day without a scroll position to restore.
 */
export function getVisibleHours(placed: PlacedAppointment[]): { first: number; last: number } {
  let first = 8;
  let last = 18;
  for (const block of placed) {
    first = Math.min(first, Math.floor(block.startMinute / 60));
    last = Math.max(last, Math.ceil(block.endMinute / 60));
  }
  return { first, last };
}

function assertNever(value: never): never {
  throw new Error(`Unknown calendar view ${String(value)}`);
}
