import { describe, expect, it } from 'vitest';
import { pageNumOf, readPaging } from './paging.js';

describe('legacy paging', () => {
  it('falls back to defaults for missing, zero or junk values', () => {
    expect(readPaging({}, { size: 10, neighbours: 1 })).toEqual({
      size: 10,
      page: 1,
      neighbours: 1,
      offset: 0,
    });
    expect(readPaging({ size: '0', page: 'x', neighbours: 0 }, { size: 6, neighbours: 4 })).toMatchObject({
      size: 6,
      page: 1,
      neighbours: 4,
    });
    expect(readPaging({ size: '25', page: 3 }, { size: 10, neighbours: 1 })).toMatchObject({
      size: 25,
      page: 3,
      offset: 50,
    });
    expect(readPaging({ size: 100_000 }, { size: 10, neighbours: 1 }).size).toBe(100);
  });

  it('computes the page window, with end 0 when there are no rows', () => {
    const paging = readPaging({ page: 3 }, { size: 10, neighbours: 1 });
    expect(pageNumOf(95, paging)).toEqual({ start_page: 2, end_page: 4, total_page: 10 });
    expect(pageNumOf(0, readPaging({}, { size: 10, neighbours: 1 }), { withTotal: true })).toEqual({
      start_page: 1,
      end_page: 0,
      total_page: 0,
      num_total: 0,
    });
  });
});
