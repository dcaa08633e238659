import { useLoaderData } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { useHydrated } from '#app/utils/use-hydrated.ts';
import { REPORT_CSV_FILENAME } from '@tele/contract/constants';
import type { loadReportsPage } from '#app/features/reports/reports-page.server.ts';
import { reportCsvHref } from '#app/features/reports/report-query.ts';
import { MonthFigures } from '#app/features/reports/month-figures.tsx';
import { ReportTable } from '#app/features/reports/report-table.tsx';
import { SessionsChart } from '#app/features/reports/sessions-chart.tsx';
import styles from '#app/features/reports/reports-page.module.css';

/**
 * The appointment report (/reports): this month's sessions as a chart and as figures, then every session of the
 * practice (or of the provider) in a sortable, paged table; the table as members.csv; Print for paper.
 */
export function ReportsPage() {
  const { query, chart, figures, isAvailable, rows, page, summary } = useLoaderData<typeof loadReportsPage>();
  const isHydrated = useHydrated();
  return (
    <div className={pageClass}>
      <PageHeader
        title="Reports"
        description="Every session of the practice: when it was booked, held and requested."
        actions={
          <div className={styles.actions} data-print="hide">
            <ButtonLink
              to={reportCsvHref(query)}
              reloadDocument
              download={REPORT_CSV_FILENAME}
              variant="secondary"
              icon={<Icon name="file" size={18} />}
            >
              Export CSV
            </ButtonLink>
            {isHydrated ? (
              <Button
                variant="secondary"
                icon={<Icon name="printer" size={18} />}
                onClick={() => window.print()}
              >
                Print
              </Button>
            ) : null}
          </div>
        }
      />
      <Card as="section" variant="calendar" aria-label="Sessions this month" className={styles.keepTogether}>
        {chart.sessionsByDay ? (
          <SessionsChart month={chart.month} sessionsByDay={chart.sessionsByDay} />
        ) : (
          <Alert tone="info">The sessions of this month could not be counted right now.</Alert>
        )}
      </Card>
      <Card as="section" variant="calendar" aria-labelledby="month-figures" className={styles.keepTogether}>
        <h2 id="month-figures" className={styles.heading}>
          {chart.month} at a glance
        </h2>
        {figures ? (
          <MonthFigures figures={figures} />
        ) : (
          <Alert tone="info">The figures of this month could not be counted right now.</Alert>
        )}
      </Card>
      <Card as="section" variant="calendar" aria-label="Appointment report">
        <ReportTable query={query} rows={rows} page={page} summary={summary} isAvailable={isAvailable} />
      </Card>
    </div>
  );
}
