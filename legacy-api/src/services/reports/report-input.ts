import { refuse } from '#api/errors/app-error.js';
import type { Paging } from '#api/lib/paging.js';
import { REPORT_PAGE_SIZES, REPORT_SORT_COLUMNS, type ReportSortColumn } from '@tele/contract/constants';
import { REPORT_MESSAGES } from '@tele/contract/messages';
import type { ReportSort } from '@tele/data/repositories/reports';

/**
 * The report's input, read strictly (ADR 0038): the legacy lists fall back to a default on anything odd, but a
 * report sorted or paged other than the person asked would be read as the truth, so a sort on an unknown column
 * or an unknown direction, a page size the report does not offer, or a page that is not a page is a 400 `{msg}`.
 * Missing (or empty) values take the defaults: newest first, 10 a page, page 1, 1 neighbour.
 */

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** `filter_string`: nothing, or exactly one report column to 1 or -1 (numbers, or their digits). */
export function readReportSort(filter: unknown): ReportSort {
  if (isBlank(filter)) return null;
  if (typeof filter !== 'object' || Array.isArray(filter)) refuse(REPORT_MESSAGES.badSort);
  const entries = Object.entries(filter as Record<string, unknown>);
  if (entries.length === 0) return null;
  if (entries.length > 1) refuse(REPORT_MESSAGES.badSort);
  const [column, direction] = entries[0]!;
  if (!(REPORT_SORT_COLUMNS as readonly string[]).includes(column)) refuse(REPORT_MESSAGES.badSort);
  const value = typeof direction === 'string' ? direction.trim() : direction;
  if (value !== 1 && value !== -1 && value !== '1' && value !== '-1') refuse(REPORT_MESSAGES.badSort);
  return { column: column as ReportSortColumn, direction: Number(value) === 1 ? 'ASC' : 'DESC' };
}

/** A whole number from a number or its digits; NaN for anything else. */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return NaN;
}

const MAX_PAGE = 1_000_000;
const MAX_NEIGHBOURS = 10;

export function readReportPaging(input: {
  appointment_pagination?: unknown;
  appointment_current_page?: unknown;
  appointment_page_neighbours?: unknown;
}): Paging {
  const size = isBlank(input.appointment_pagination)
    ? REPORT_PAGE_SIZES[0]
    : wholeNumber(input.appointment_pagination);
  if (!(REPORT_PAGE_SIZES as readonly number[]).includes(size)) refuse(REPORT_MESSAGES.badPageSize);
  const page = isBlank(input.appointment_current_page) ? 1 : wholeNumber(input.appointment_current_page);
  if (!(page >= 1 && page <= MAX_PAGE)) refuse(REPORT_MESSAGES.badPage);
  const neighbours = isBlank(input.appointment_page_neighbours)
    ? 1
    : wholeNumber(input.appointment_page_neighbours);
  if (!(neighbours >= 0 && neighbours <= MAX_NEIGHBOURS)) refuse(REPORT_MESSAGES.badPage);
  return { size, page, neighbours, offset: (page - 1) * size };
}
