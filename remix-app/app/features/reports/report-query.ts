import type { AppointmentSortColumn } from '#app/features/appointments/index.server.ts';
import { readPageParam } from '#app/utils/paging.ts';

/**
 * The appointment report's state, which lives in its URL (spec part 2: Reports): the page, the page size and
 * the sort (ascending first, then alternating; a new sort or page size goes back to page 1).
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
