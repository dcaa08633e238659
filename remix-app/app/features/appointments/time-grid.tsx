import type { CSSProperties } from 'react';
import type { AppointmentLinks } from '#app/features/appointments/month-grid.tsx';
import { LinkArea } from '#app/ui/link-area.tsx';
import { formatTime, formatTimeRange } from '#app/features/appointments/appointment.ts';
import type { CalendarDay } from '#app/features/appointments/calendar.ts';
import { getVisibleHours, placeDayAppointments } from '#app/features/appointments/calendar.ts';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { cx } from '#app/utils/cx.ts';

type TimeGridProps = AppointmentLinks & {
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
    <LinkArea className={cx('time-grid', days.length === 1 && 'time-grid--day')} style={style}>
      <div className="time-grid__scroller" role="group" aria-label={label}>
        <div className="time-grid__header">
          <div className="time-grid__corner" aria-hidden="true" />
          {placedDays.map(({ day }) => (
            <div
              key={day.date}
              className={cx('time-grid__day-head', day.isToday && 'time-grid__day-head--today')}
            >
              <a href={hrefForDay(day.date)} aria-current={day.isToday ? 'date' : undefined}>
                <span className="time-grid__weekday" aria-hidden="true">
                  {formatCivilDate(day.date, 'weekdayShort').toUpperCase()}
                </span>
                <span className="time-grid__date" aria-hidden="true">
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
          <div className="time-grid__all-day">
            <div className="time-grid__gutter-label">All day</div>
            {placedDays.map(({ day, allDay }) => (
              <ul
                key={day.date}
                className="time-grid__all-day-list"
                aria-label={`${dayName(day.date)}, all day`}
              >
                {allDay.map((appointment) => (
                  <li key={appointment.id}>
                    <a
                      className={cx(
                        'time-grid__event',
                        'time-grid__event--all-day',
                        appointment.isClientRequest && 'time-grid__event--requested',
                      )}
                      href={hrefForAppointment(appointment)}
                      data-prevent-scroll-reset
                    >
                      <span className="time-grid__event-title">{appointment.title}</span>
                      <span className="visually-hidden">, all day</span>
                    </a>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ) : null}
        <div className="time-grid__body">
          <div className="time-grid__gutter" aria-hidden="true">
            {hours.map((hour) => (
              <div key={hour} className="time-grid__hour">
                {hourLabel(hour)}
              </div>
            ))}
          </div>
          {placedDays.map(({ day, timed }) => (
            <ol
              key={day.date}
              className={cx('time-grid__column', day.isToday && 'time-grid__column--today')}
              aria-label={dayName(day.date)}
              style={{ height: `${hours.length * HOUR_REM}rem` }}
            >
              {timed.map(({ appointment, startMinute, endMinute, lane, lanes }) => (
                <li
                  key={appointment.id}
                  className="time-grid__slot"
                  style={{
                    top: `${((startMinute - first * 60) / 60) * HOUR_REM}rem`,
                    height: `${((endMinute - startMinute) / 60) * HOUR_REM}rem`,
                    left: `${(lane / lanes) * 100}%`,
                    width: `${100 / lanes}%`,
                  }}
                >
                  <a
                    className={cx(
                      'time-grid__event',
                      endMinute - startMinute < 45 && 'time-grid__event--short',
                      appointment.isClientRequest && 'time-grid__event--requested',
                    )}
                    href={hrefForAppointment(appointment)}
                    data-prevent-scroll-reset
                    title={`${formatTimeRange(appointment, timeZone)} ${appointment.title}`}
                  >
                    <span className="time-grid__event-time" aria-hidden="true">
                      {formatTime(appointment.startTime, timeZone)}
                    </span>
                    <span className="visually-hidden">{formatTimeRange(appointment, timeZone)} </span>
                    <span className="time-grid__event-title">{appointment.title}</span>
                    {appointment.isClientRequest ? (
                      <span className="tag tag--requested">Requested</span>
                    ) : null}
                    {appointment.type ? (
                      <span className="time-grid__event-type"> · {appointment.type}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ol>
          ))}
        </div>
      </div>
      {placedDays.every((entry) => entry.timed.length === 0 && entry.allDay.length === 0) ? (
        <p className="time-grid__empty">
          {days.length === 1 ? 'No appointments on this day.' : 'No appointments this week.'}
        </p>
      ) : null}
    </LinkArea>
  );
}
