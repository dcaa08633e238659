/**
 * A page of a paged list as the screens need it. The API's `page_num` gives the window of page numbers to show
 * around the current one (`start_page`..`end_page`) and the number of pages.
 */
export type PageInfo = {
  page: number;
  totalPages: number;
  /** The numbered links to show: the current page and its neighbours. */
  firstShown: number;
  lastShown: number;
  /** All rows, when the API says (num_total). */
  total: number | null;
};

function toCount(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.trunc(number) : null;
}

/** Reads `page_num` defensively: a missing or odd one means a single page. */
export function toPageInfo(pageNum: unknown, page: number): PageInfo {
  const source = typeof pageNum === 'object' && pageNum !== null ? (pageNum as Record<string, unknown>) : {};
  const totalPages = toCount(source.total_page) ?? 0;
  const firstShown = Math.max(1, toCount(source.start_page) ?? page);
  const lastShown = Math.max(firstShown, Math.min(toCount(source.end_page) ?? page, Math.max(totalPages, 1)));
  return { page, totalPages, firstShown, lastShown, total: toCount(source.num_total) };
}

/** Reads a 1-based page number from the URL. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * One page of a short list the API answers whole (the dashboard's ten latest documents): its rows, and the page
 * as the API's `page_num` would give it, with `neighbours` numbered links either side of the current page.
 */
export function pageOfList<T>(
  list: readonly T[],
  { page, pageSize, neighbours }: { page: number; pageSize: number; neighbours: number },
): { items: T[]; page: PageInfo } {
  const totalPages = Math.ceil(list.length / pageSize);
  const firstShown = Math.max(1, page - neighbours);
  return {
    items: list.slice((page - 1) * pageSize, page * pageSize),
    page: {
      page,
      totalPages,
      firstShown,
      lastShown: Math.max(firstShown, Math.min(page + neighbours, Math.max(totalPages, 1))),
      total: list.length,
    },
  };
}
