import { lazy, Suspense } from 'react';
import { ClientOnly } from '#app/ui/client-only.tsx';
import styles from '#app/features/reports/sessions-chart.module.css';

/** ApexCharts is heavy and browser-only: its chunk loads after the page is up (ADR 0005, ADR 0038). */
const ApexSessionsChart = lazy(() => import('#app/features/reports/sessions-chart.client.tsx'));

type SessionsChartProps = {
  month: string;
  sessionsByDay: number[];
  /** Draw with ApexCharts once the page runs in the browser (the default); false keeps the server's bars. */
  hasLiveChart?: boolean;
};

/**
 * "Number of Sessions" (spec part 2: Reports): a bar a day for this month. The server draws plain bars (the
 * first paint, and the page without JavaScript); in the browser ApexCharts takes their place. Either drawing is
 * hidden from screen readers, which read the same counts from a table.
 */
export function SessionsChart({ month, sessionsByDay, hasLiveChart = true }: SessionsChartProps) {
  const total = sessionsByDay.reduce((sum, count) => sum + count, 0);
  const bars = <DayBars sessionsByDay={sessionsByDay} />;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        Number of Sessions, {month}: {total}
      </figcaption>
      <div className={styles.drawing} aria-hidden="true" data-testid="sessions-drawing">
        {hasLiveChart ? (
          <ClientOnly fallback={bars}>
            {() => (
              <Suspense fallback={bars}>
                <ApexSessionsChart sessionsByDay={sessionsByDay} />
              </Suspense>
            )}
          </ClientOnly>
        ) : (
          bars
        )}
      </div>
      <table className="visually-hidden">
        <caption>Sessions per day, {month}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sessions</th>
          </tr>
        </thead>
        <tbody>
          {sessionsByDay.map((count, index) => (
            <tr key={index}>
              <th scope="row">Day {index + 1}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The server's drawing: a bar a day, the tallest filling the height, the day's number under it. */
function DayBars({ sessionsByDay }: { sessionsByDay: number[] }) {
  const most = Math.max(1, ...sessionsByDay);
  return (
    <ol className={styles.bars} data-testid="sessions-bars">
      {sessionsByDay.map((count, index) => (
        <li key={index} className={styles.day}>
          <span className={styles.bar} style={{ height: `${(count / most) * 100}%` }} />
          <span className={styles.label}>{index + 1}</span>
        </li>
      ))}
    </ol>
  );
}
