import { Form, Link } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import {
  nextSort,
  REPORT_PAGE_SIZES,
  reportHref,
  type ReportQuery,
  type ReportSortColumn,
} from '#app/features/reports/report-query.ts';
import type { ReportRow } from '#app/features/reports/report-view.ts';
import styles from '#app/features/reports/reports-page.module.css';

/** The spec's empty list words. */
export const NO_SESSIONS = 'You do not have any session.';

const COLUMNS: Array<{ label: string; sort?: ReportSortColumn }> = [
  { label: 'Provider' },
  { label: 'Clients', sort: 'attendees' },
  { label: 'Online', sort: 'online' },
  { label: 'Start', sort: 'start_time' },
  { label: 'End', sort: 'end_time' },
  { label: 'Actual start', sort: 'actual_start' },
  { label: 'Actual end', sort: 'actual_end' },
  { label: 'Type' },
  { label: 'Requested date', sort: 'requested_date' },
  { label: 'Paid' },
];

type ReportTableProps = {
  query: ReportQuery;
  rows: ReportRow[];
  page: PageInfo;
  /** 'Showing X to Y of Z entries'. */
  summary: string;
  isAvailable: boolean;
};

/**
 * The report's table (spec part 2: Reports): sortable headings (ascending first, then alternating), the page
 * size (10, 25, 50 or 100), 'Showing X to Y of Z entries' over the pager. Every change is a link or a GET form,
 * so it works without JavaScript and each view has its URL.
 */
export function ReportTable({ query, rows, page, summary, isAvailable }: ReportTableProps) {
  const header = COLUMNS.map((column) => {
    if (!column.sort) return column.label;
    const isSorted = query.sort?.column === column.sort;
    const order = isSorted ? (query.sort?.direction === 1 ? 'ascending' : 'descending') : null;
    return (
      <Link
        key={column.sort}
        to={reportHref(query, { sort: nextSort(query, column.sort) })}
        className={styles.sort}
        preventScrollReset
        aria-label={`${column.label}${order ? `, sorted ${order}` : ''}: sort ${
          isSorted && query.sort?.direction === 1 ? 'descending' : 'ascending'
        }`}
      >
        {column.label}
        {isSorted ? <Icon name={query.sort?.direction === 1 ? 'arrowUp' : 'arrowDown'} size={14} /> : null}
      </Link>
    );
  });
  return (
    <>
      <Form method="get" className={styles.size} data-print="hide">
        {query.sort ? <input type="hidden" name="sort" value={query.sort.column} /> : null}
        {query.sort?.direction === -1 ? <input type="hidden" name="dir" value="-1" /> : null}
        <SelectField
          label="Entries per page"
          selectProps={{
            id: 'report-size',
            name: 'size',
            defaultValue: String(query.size),
            // With JavaScript the choice applies at once; without it, Show sends it.
            onChange: (event) => event.currentTarget.form?.requestSubmit(),
          }}
        >
          {REPORT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <noscript>
          <Button type="submit" variant="secondary" size="sm">
            Show
          </Button>
        </noscript>
      </Form>
      {!isAvailable ? (
        <Alert tone="info">
          The report could not be loaded right now. Please reload the page in a moment.
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon="chart">{NO_SESSIONS}</EmptyState>
      ) : (
        <DataTable
          caption="Appointment report"
          columns={header}
          footer={
            <div className={styles.footer}>
              <p role="status">{summary}</p>
              <div data-print="hide">
                <Pager page={page} label="Report pages" />
              </div>
            </div>
          }
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.providerName}</td>
              <td>{row.clients}</td>
              <td>{row.isOnline ? 'Online' : 'In office'}</td>
              <td className={tableClasses.number}>{row.start}</td>
              <td className={tableClasses.number}>{row.end}</td>
              <td className={tableClasses.number}>{row.actualStart}</td>
              <td className={tableClasses.number}>{row.actualEnd}</td>
              <td>
                {row.type}
                {row.isRequested ? <Tag tone="requested">Requested</Tag> : null}
              </td>
              <td className={tableClasses.number}>{row.requestedDate}</td>
              <td className={tableClasses.number}>{row.paid}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
