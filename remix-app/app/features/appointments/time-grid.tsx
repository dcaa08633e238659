import type { CSSProperties } from 'react';
import type { AppointmentLinks } from '#app/features/appointments/month-grid.tsx';
import { LinkArea } from '#app/ui/link-area.tsx';
import { Tag } from '#app/ui/tag.tsx';
import { formatTime, formatTimeRange } from '#app/features/appointments/appointment.ts';
import type { CalendarDay } from '#app/features/appointments/calendar.ts';
import { getVisibleHours, placeDayAppointments } from '#app/features/appointments/calendar.ts';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/time-grid.module.css';

export type TimeGridProps = AppointmentLinks & {
  /** 7 days (Week, from Sunday) or 1 (Day). */
  days: CalendarDay[];
  timeZone: string;
  /** Names the grid, e.g. "Nov 22 – 28, 2026". */
  label: string;
};

/** Height of one hour, in rem (the CSS draws the hour lines at the same pitch). */
const HOUR_REM = 4;

/** "Monday, November 23": names a day's column and its header link. */
function dayName(date: string): string {
  return formatCivilDate(date, 'weekdayMonthDay');
}

function hourLabel(hour: number): string {
  if (hour === 0 || hour === 24) return '12 AM';
  if (hour === 12) return '12 PM';
  return hour < 12 ? `${hour} AM` : `${hour - 12} PM`;
}

/**
 * The Week and Day views: a column per day with the appointments placed at their wall-clock time in the
 * viewer's zone, overlapping ones side by side, all-day ones in a row above. Rendered on the server; every
 * appointment is a link. Each column is a list named by its day, so screen readers get day, then appointments.
 */
export function TimeGrid({ days, timeZone, label, hrefForAppointment, hrefForDay }: TimeGridProps) {
  const placedDays = days.map((day) => ({ day, ...placeDayAppointments(day, timeZone) }));
  const { first, last } = getVisibleHours(placedDays.flatMap((entry) => entry.timed));
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const hasAllDay = placedDays.some((entry) => entry.allDay.length > 0);
  const style = { '--time-grid-days': days.length, '--hour-height': `${HOUR_REM}rem` } as CSSProperties;

  return (
    <LinkArea className={cx(styles.timeGrid, days.length === 1 && styles.oneDay)} style={style}>
      <div className={styles.scroller} role="group" aria-label={label}>
        <div className={styles.header}>
          <div aria-hidden="true" />
          {placedDays.map(({ day }) => (
            <div key={day.date} className={cx(styles.dayHead, day.isToday && styles.dayHeadToday)}>
              <a href={hrefForDay(day.date)} aria-current={day.isToday ? 'date' : undefined}>
                <span className={styles.weekday} aria-hidden="true">
                  {formatCivilDate(day.date, 'weekdayShort').toUpperCase()}
                </span>
                <span className={styles.date} aria-hidden="true">
                  {Number(day.date.slice(8))}
                </span>
                <span className="visually-hidden">
                  {dayName(day.date)}
                  {day.isToday ? ', today' : ''}
                </span>
              </a>
            </div>
          ))}
        </div>
        {hasAllDay ? (
          <div className={styles.allDay}>
            <div className={styles.gutterLabel}>All day</div>
            {placedDays.map(({ day, allDay }) => (
              <ul key={day.date} className={styles.allDayList} aria-label={`${dayName(day.date)}, all day`}>
                {allDay.map((appointment) => (
                  <li key={appointment.id}>
                    <a
                      className={cx(
                        styles.event,
                        styles.eventAllDay,
                        appointment.isClientRequest && styles.eventRequested,
                      )}
                      href={hrefForAppointment(appointment)}
                      data-prevent-scroll-reset
                    >
                      <span>{appointment.title}</span>
                      <span className="visually-hidden">, all day</span>
                      {appointment.isConfirmedByClient ? (
                        <span className="visually-hidden">, confirmed by the client</span>
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ) : null}
        <div className={styles.body}>
          <div className={styles.gutter} aria-hidden="true">
            {hours.map((hour) => (
              <div key={hour} className={styles.hour}>
                {hourLabel(hour)}
              </div>
            ))}
          </div>
          {placedDays.map(({ day, timed }) => (
            <ol
              key={day.date}
              className={cx(styles.column, day.isToday && styles.columnToday)}
              aria-label={dayName(day.date)}
              style={{ height: `${hours.length * HOUR_REM}rem` }}
            >
              {timed.map(({ appointment, startMinute, endMinute, lane, lanes }) => (
                <li
                  key={appointment.id}
                  className={styles.slot}
                  style={{
                    top: `${((startMinute - first * 60) / 60) * HOUR_REM}rem`,
                    height: `${((endMinute - startMinute) / 60) * HOUR_REM}rem`,
                    left: `${(lane / lanes) * 100}%`,
                    width: `${100 / lanes}%`,
                  }}
                >
                  <a
                    className={cx(
                      styles.event,
                      endMinute - startMinute < 45 && styles.eventShort,
                      appointment.isClientRequest && styles.eventRequested,
                    )}
                    href={hrefForAppointment(appointment)}
                    data-prevent-scroll-reset
                    title={`${formatTimeRange(appointment, timeZone)} ${appointment.title}`}
                  >
                    <span className={styles.eventTime} aria-hidden="true">
                      {formatTime(appointment.startTime, timeZone)}
                    </span>
                    <span className="visually-hidden">{formatTimeRange(appointment, timeZone)} </span>
                    <span>{appointment.title}</span>
                    {appointment.isClientRequest ? (
                      <Tag tone="requested" className={styles.eventTag}>
                        Requested
                      </Tag>
                    ) : null}
                    {appointment.isConfirmedByClient ? (
                      <Tag tone="confirmed" className={styles.eventTag}>
                        Confirmed
                      </Tag>
                    ) : null}
                    {appointment.type ? (
                      <span className={styles.eventType}> · {appointment.type}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ol>
          ))}
        </div>
      </div>
      {placedDays.every((entry) => entry.timed.length === 0 && entry.allDay.length === 0) ? (
        <p className={styles.empty}>
          {days.length === 1 ? 'No appointments on this day.' : 'No appointments this week.'}
        </p>
      ) : null}
    </LinkArea>
  );
}
