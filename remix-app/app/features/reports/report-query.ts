import {
  REPORT_PAGE_SIZES,
  REPORT_SORT_COLUMNS,
  type ReportPageSize,
  type ReportSortColumn,
} from '@tele/contract/constants';
import { readPageParam } from '#app/utils/paging.ts';

/**
 * The appointment report's state, which lives in its URL (spec part 2: Reports): the page, the page size and
 * the sort (ascending first, then alternating; a new sort or page size goes back to page 1).
 */

export { REPORT_PAGE_SIZES, REPORT_SORT_COLUMNS, type ReportSortColumn };

export type ReportQuery = {
  page: number;
  size: ReportPageSize;
  sort: { column: ReportSortColumn; direction: 1 | -1 } | null;
};

/** The report's state from its URL (`?page=&size=&sort=start_time&dir=-1`); anything odd falls back. */
export function readReportQuery(params: URLSearchParams): ReportQuery {
  const size = Number(params.get('size'));
  const column = params.get('sort');
  const isColumn = (REPORT_SORT_COLUMNS as readonly string[]).includes(column ?? '');
  return {
    page: readPageParam(params.get('page')),
    size: (REPORT_PAGE_SIZES as readonly number[]).includes(size) ? (size as ReportPageSize) : 10,
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

/** The URL of members.csv in the report's order (the file holds every row, not one page). */
export function reportCsvHref(query: ReportQuery): string {
  if (!query.sort) return '/reports/members.csv';
  const params = new URLSearchParams({ sort: query.sort.column });
  if (query.sort.direction === -1) params.set('dir', '-1');
  return `/reports/members.csv?${params.toString()}`;
}

/** `filter_string` as the API reads it: the column to 1 or -1, or nothing for its default order. */
export function filterStringOf(query: Pick<ReportQuery, 'sort'>): Record<string, 1 | -1> {
  return query.sort ? { [query.sort.column]: query.sort.direction } : {};
}

/** A click on a column: ascending first; the same column again turns the order round. */
export function nextSort(query: ReportQuery, column: ReportSortColumn): ReportQuery['sort'] {
  if (query.sort?.column !== column) return { column, direction: 1 };
  return { column, direction: query.sort.direction === 1 ? -1 : 1 };
}
