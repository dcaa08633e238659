import { PAGE_SIZES } from '@tele/contract/constants';
/**
 * The legacy paging formula (legacy-contract section 2.3): page size, current page and neighbours, each
 * falling back to its default when missing, zero or not a number; rows are skipped in the database.
 */
export interface Paging {
  size: number;
  page: number;
  neighbours: number;
  offset: number;
}

export interface PageNum {
  start_page: number;
  end_page: number;
  total_page: number;
  num_total?: number;
}

const MAX_PAGE_SIZE = PAGE_SIZES.max;

function positive(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function readPaging(
  input: { size?: unknown; page?: unknown; neighbours?: unknown },
  defaults: { size: number; neighbours: number },
): Paging {
  const size = Math.min(positive(input.size, defaults.size), MAX_PAGE_SIZE);
  const page = Math.min(positive(input.page, 1), 1_000_000);
  const neighbours = Math.min(positive(input.neighbours, defaults.neighbours), 10);
  return { size, page, neighbours, offset: (page - 1) * size };
}

export function pageNumOf(total: number, paging: Paging, options: { withTotal?: boolean } = {}): PageNum {
  const totalPage = Math.ceil(total / paging.size);
  return {
    start_page: Math.max(1, paging.page - paging.neighbours),
    end_page: Math.min(totalPage, paging.page + paging.neighbours),
    total_page: totalPage,
    ...(options.withTotal ? { num_total: total } : {}),
  };
}
