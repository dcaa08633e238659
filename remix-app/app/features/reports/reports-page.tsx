import { Form, Link, useLoaderData } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { Tag } from '#app/ui/tag.tsx';
import { useHydrated } from '#app/utils/use-hydrated.ts';
import type { loadReportsPage } from '#app/features/reports/reports-page.server.ts';
import {
  nextSort,
  REPORT_PAGE_SIZES,
  reportHref,
  type ReportSortColumn,
} from '#app/features/reports/report-query.ts';
import { SessionsChart } from '#app/features/reports/sessions-chart.tsx';
import styles from '#app/features/reports/reports-page.module.css';

const COLUMNS: Array<{ label: string; sort?: ReportSortColumn }> = [
  { label: 'Provider' },
  { label: 'Clients' },
  { label: 'Online', sort: 'online' },
  { label: 'Start', sort: 'start_time' },
  { label: 'End', sort: 'end_time' },
  { label: 'Actual start', sort: 'actual_start' },
  { label: 'Actual end', sort: 'actual_end' },
  { label: 'Type' },
  { label: 'Requested date', sort: 'requested_date' },
];

/** The appointment report (/reports): the practice's sessions, sortable, paged, printable. */
export function ReportsPage() {
  const { query, chart, isAvailable, rows, page, summary } = useLoaderData<typeof loadReportsPage>();
  const isHydrated = useHydrated();
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
    <div className={pageClass}>
      <PageHeader
        title="Reports"
        description="Every session of the practice: when it was booked, held and requested."
        actions={
          isHydrated ? (
            <Button
              variant="secondary"
              icon={<Icon name="printer" size={18} />}
              onClick={() => window.print()}
            >
              Print
            </Button>
          ) : null
        }
      />
      <Card as="section" variant="calendar" aria-label="Sessions this month">
        {chart.sessionsByDay ? (
          <SessionsChart month={chart.month} sessionsByDay={chart.sessionsByDay} />
        ) : (
          <Alert tone="info">The sessions of this month could not be counted right now.</Alert>
        )}
      </Card>
      <Card as="section" variant="calendar" aria-label="Appointment report">
        <Form method="get" className={styles.size}>
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
          <EmptyState icon="chart">You do not have any session yet.</EmptyState>
        ) : (
          <DataTable
            caption="Appointment report"
            columns={header}
            footer={
              <div className={styles.footer}>
                <p role="status">{summary}</p>
                <Pager page={page} label="Report pages" />
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
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </div>
  );
}
