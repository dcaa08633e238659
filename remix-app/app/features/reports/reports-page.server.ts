import { listAppointments, type AppointmentSortColumn } from '#app/features/appointments/index.server.ts';
import { formatDateTime } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { getTimeZone } from '#app/utils/session.server.ts';

/**
 * The appointment report (/reports, spec part 2: Reports): the practice's sessions in a table, sortable by its
 * time columns (ascending first, then alternating; a new sort or page size goes back to page 1), 10, 25, 50 or
 * 100 a page with 1 neighbour, and "Showing X to Y of Z entries". The URL holds it all.
 */

export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REPORT_SORT_COLUMNS = [
  'online',
  'start_time',
  'end_time',
  'actual_start',
  'actual_end',
  'requested_date',
] as const satisfies readonly AppointmentSortColumn[];
export type ReportSortColumn = (typeof REPORT_SORT_COLUMNS)[number];

export type ReportQuery = {
  page: number;
  size: (typeof REPORT_PAGE_SIZES)[number];
  sort: { column: ReportSortColumn; direction: 1 | -1 } | null;
};

/** The report's state from its URL (`?page=&size=&sort=start_time&dir=-1`); anything odd falls back. */
export function readReportQuery(params: URLSearchParams): ReportQuery {
  const size = Number(params.get('size'));
  const column = params.get('sort');
  const isColumn = (REPORT_SORT_COLUMNS as readonly string[]).includes(column ?? '');
  return {
    page: readPageParam(params.get('page')),
    size: (REPORT_PAGE_SIZES as readonly number[]).includes(size) ? (size as ReportQuery['size']) : 10,
    sort: isColumn
      ? { column: column as ReportSortColumn, direction: params.get('dir') === '-1' ? -1 : 1 }
      : null,
  };
}

/** The URL of the report after a change: sorting or a page size starts again at page 1. */
export function reportHref(query: ReportQuery, change: Partial<ReportQuery>): string {
  const next = { ...query, ...change };
  if ('sort' in change || 'size' in change) next.page = 1;
  const params = new URLSearchParams();
  if (next.page > 1) params.set('page', String(next.page));
  if (next.size !== 10) params.set('size', String(next.size));
  if (next.sort) {
    params.set('sort', next.sort.column);
    if (next.sort.direction === -1) params.set('dir', '-1');
  }
  const search = params.toString();
  return `/reports${search ? `?${search}` : ''}`;
}

/** A click on a column: ascending first; the same column again turns the order round. */
export function nextSort(query: ReportQuery, column: ReportSortColumn): ReportQuery['sort'] {
  if (query.sort?.column !== column) return { column, direction: 1 };
  return { column, direction: query.sort.direction === 1 ? -1 : 1 };
}

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

export async function loadReportsPage(request: Request) {
  await requireUser(request);
  const query = readReportQuery(new URL(request.url).searchParams);
  const timeZone = await getTimeZone(request);
  const list = await listAppointments(request, {
    flag: 0,
    calendar: 'practice',
    page: query.page,
    pageSize: query.size,
    neighbours: 1,
    ...(query.sort ? { sort: query.sort } : {}),
  });
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
    isAvailable: list.isAvailable,
    rows,
    page: list.page,
    summary: `Showing ${first} to ${first === 0 ? 0 : first + rows.length - 1} of ${total} entries`,
  };
}
