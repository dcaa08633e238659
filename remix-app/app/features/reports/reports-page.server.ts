import { listAppointments } from '#app/features/appointments/index.server.ts';
import { callApi, numberOf, readerOf } from '#app/services/api.server.ts';
import { formatDateTime } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { civilDateOf } from '#app/utils/zoned-time.ts';
import { readReportQuery } from '#app/features/reports/report-query.ts';

/**
 * The appointment report (/reports, spec part 2: Reports): the practice's sessions in a table, sortable by its
 * time columns, 10, 25, 50 or 100 a page with 1 neighbour, and "Showing X to Y of Z entries".
 */

export type ReportRow = {
  id: string;
  providerName: string;
  clients: string;
  isOnline: boolean;
  start: string;
  end: string;
  actualStart: string;
  actualEnd: string;
  type: string;
  isRequested: boolean;
  requestedDate: string;
};

const readGrouping = readerOf('appointments/get-appointment-grouping');

/** The chart's bars: the number of sessions on each day of this month (in the viewer's zone), or null. */
export async function getSessionsByDay(request: Request): Promise<number[] | null> {
  const result = await callApi(request, 'appointments/get-appointment-grouping', {});
  const grouping = result.ok && readGrouping(result.results) ? result.results : null;
  if (!grouping || !Array.isArray(grouping.session_num)) {
    console.warn(
      `[reports] get-appointment-grouping answered ${result.status}: ${result.msg ?? 'no counts'}`,
    );
    return null;
  }
  return grouping.session_num.map((count) => numberOf(count, 0));
}

export async function loadReportsPage(request: Request) {
  await requireUser(request);
  const query = readReportQuery(new URL(request.url).searchParams);
  const timeZone = await getTimeZone(request);
  const [list, sessionsByDay] = await Promise.all([
    listAppointments(request, {
      flag: 0,
      calendar: 'practice',
      page: query.page,
      pageSize: query.size,
      neighbours: 1,
      ...(query.sort ? { sort: query.sort } : {}),
    }),
    getSessionsByDay(request),
  ]);
  const month = formatCivilDate(civilDateOf(new Date(), timeZone), 'monthYear');
  const at = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : '');
  const rows: ReportRow[] = list.list.map((appointment) => ({
    id: appointment.id,
    providerName: appointment.providerName,
    clients: appointment.clients.map((client) => client.name).join(', '),
    isOnline: appointment.isOnline,
    start: at(appointment.startTime),
    end: appointment.endTime ? at(appointment.endTime) : 'All day',
    actualStart: at(appointment.actualStart),
    actualEnd: at(appointment.actualEnd),
    type: appointment.type ?? '',
    isRequested: appointment.isClientRequest,
    requestedDate: at(appointment.requestedDate),
  }));
  const total = list.page.total ?? rows.length;
  const first = rows.length === 0 ? 0 : (query.page - 1) * query.size + 1;
  return {
    query,
    chart: { month, sessionsByDay },
    isAvailable: list.isAvailable,
    rows,
    page: list.page,
    summary: `Showing ${first} to ${first === 0 ? 0 : first + rows.length - 1} of ${total} entries`,
  };
}
