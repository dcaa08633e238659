import { useEffect, useState } from 'react';
import { formatClock, getGreeting, msUntilNextMinute } from '#app/features/dashboard/clock.ts';
import styles from '#app/features/dashboard/dashboard-greeting.module.css';

type DashboardGreetingProps = {
  name: string;
  /** The server's "now" (ISO string), so the first client render matches the server's HTML. */
  now: string;
  /** The viewer's IANA zone; greeting and clock are computed in it. */
  timeZone: string;
  /** Whether the clock ticks (every minute, on the minute). Off for stories and snapshots. */
  isLive?: boolean;
};

export function DashboardGreeting({ name, now, timeZone, isLive = true }: DashboardGreetingProps) {
  const instant = useMinuteClock(now, isLive);
  const clock = formatClock(instant, timeZone);
  return (
    <div>
      <h1 className={styles.title}>
        {getGreeting(instant, timeZone)}, <span className={styles.name}>{name}</span>
      </h1>
      <p className={styles.clock}>
        <time dateTime={clock.dateTime}>
          <span className={styles.weekday}>{clock.weekday}</span>
          <span aria-hidden="true"> · </span>
          <span>{clock.date}</span>
          <span aria-hidden="true"> · </span>
          <span className={styles.time}>{clock.time}</span>
        </time>
      </p>
    </div>
  );
}

/** Starts from the server's instant, then follows the browser's clock, updating once a minute. */
function useMinuteClock(initial: string, isLive: boolean): Date {
  const [instant, setInstant] = useState(() => new Date(initial));

  useEffect(() => {
    if (!isLive) return;
    let interval: number | undefined;
    setInstant(new Date());
    const timeout = window.setTimeout(() => {
      setInstant(new Date());
      interval = window.setInterval(() => setInstant(new Date()), 60_000);
    }, msUntilNextMinute(new Date()));
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [isLive]);

  return instant;
}
