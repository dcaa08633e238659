import { describe, expect, test } from 'vitest';
import { filterStringOf, nextSort, readReportQuery, reportCsvHref, reportHref } from './report-query.ts';

describe('the report’s URL', () => {
  test('reads the page, the size and the sort; anything odd falls back', () => {
    expect(readReportQuery(new URLSearchParams('page=3&size=25&sort=start_time&dir=-1'))).toEqual({
      page: 3,
      size: 25,
      sort: { column: 'start_time', direction: -1 },
    });
    expect(readReportQuery(new URLSearchParams('size=7&sort=password'))).toEqual({
      page: 1,
      size: 10,
      sort: null,
    });
  });

  test('a new column sorts ascending, the same one again turns round; sorting or resizing goes to page 1', () => {
    const query = readReportQuery(new URLSearchParams('page=4&sort=start_time'));
    expect(nextSort(query, 'start_time')).toEqual({ column: 'start_time', direction: -1 });
    expect(nextSort(query, 'requested_date')).toEqual({ column: 'requested_date', direction: 1 });
    expect(reportHref(query, { sort: nextSort(query, 'start_time') })).toBe(
      '/reports?sort=start_time&dir=-1',
    );
    expect(reportHref(query, { size: 50 })).toBe('/reports?size=50&sort=start_time');
    expect(reportHref(query, { page: 5 })).toBe('/reports?page=5&sort=start_time');
  });

  test('the CSV keeps the order but not the page; attendees sort too', () => {
    const query = readReportQuery(new URLSearchParams('page=2&size=25&sort=attendees&dir=-1'));
    expect(reportCsvHref(query)).toBe('/reports/members.csv?sort=attendees&dir=-1');
    expect(filterStringOf(query)).toEqual({ attendees: -1 });
    expect(reportCsvHref(readReportQuery(new URLSearchParams('')))).toBe('/reports/members.csv');
    expect(filterStringOf(readReportQuery(new URLSearchParams('')))).toEqual({});
  });
});
