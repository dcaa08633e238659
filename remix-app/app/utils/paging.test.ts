import { describe, expect, test } from 'vitest';
import { pageOfList } from '#app/utils/paging.ts';

describe('a page of a list answered whole', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `document ${i + 1}`);
  const paging = { pageSize: 6, neighbours: 1 };

  test('the first page holds the first six, and the pager offers the second', () => {
    expect(pageOfList(ten, { page: 1, ...paging })).toEqual({
      items: ten.slice(0, 6),
      page: { page: 1, totalPages: 2, firstShown: 1, lastShown: 2, total: 10 },
    });
  });

  test('the second page holds the rest', () => {
    expect(pageOfList(ten, { page: 2, ...paging })).toEqual({
      items: ['document 7', 'document 8', 'document 9', 'document 10'],
      page: { page: 2, totalPages: 2, firstShown: 1, lastShown: 2, total: 10 },
    });
  });

  test('a page past the end is empty, and says how many pages there are', () => {
    const past = pageOfList(ten, { page: 4, ...paging });
    expect(past.items).toEqual([]);
    expect(past.page).toMatchObject({ page: 4, totalPages: 2 });
  });

  test('an empty list is one empty page, which shows no pager', () => {
    expect(pageOfList([], { page: 1, ...paging })).toEqual({
      items: [],
      page: { page: 1, totalPages: 0, firstShown: 1, lastShown: 1, total: 0 },
    });
  });
});
