import styles from '#app/features/reports/sessions-chart.module.css';

/**
 * "Number of Sessions" (spec part 2: Reports): a bar a day for this month, drawn on the server with no chart
 * library. Each bar names its day and count for screen readers; the tallest bar fills the height.
 */
export function SessionsChart({ month, sessionsByDay }: { month: string; sessionsByDay: number[] }) {
  const most = Math.max(1, ...sessionsByDay);
  const total = sessionsByDay.reduce((sum, count) => sum + count, 0);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        Number of Sessions, {month}: {total}
      </figcaption>
      <ol className={styles.bars}>
        {sessionsByDay.map((count, index) => (
          <li key={index} className={styles.day}>
            <span className={styles.bar} style={{ height: `${(count / most) * 100}%` }} aria-hidden="true" />
            <span className={styles.label} aria-hidden="true">
              {index + 1}
            </span>
            <span className="visually-hidden">
              Day {index + 1}: {count} {count === 1 ? 'session' : 'sessions'}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
