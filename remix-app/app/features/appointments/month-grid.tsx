import { LinkArea } from '#app/ui/link-area.tsx';
import type { CalendarAppointment } from '#app/features/appointments/calendar.ts';
import { formatTime } from '#app/features/appointments/appointment.ts';
import type { CalendarDay } from '#app/features/appointments/calendar.ts';
import { truncateTitle } from '#app/features/appointments/calendar.ts';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/month-grid.module.css';

const WEEKDAYS = [
  ['SUN', 'Sunday'],
  ['MON', 'Monday'],
  ['TUE', 'Tuesday'],
  ['WED', 'Wednesday'],
  ['THU', 'Thursday'],
  ['FRI', 'Friday'],
  ['SAT', 'Saturday'],
] as const;

/** A cell shows this many appointments, then "+N more" (to the Day view). */
const MAX_PER_CELL = 3;

export type AppointmentLinks = {
  /** Where clicking an appointment goes: the same view with the Edit / View Appointment modal open. */
  hrefForAppointment: (appointment: CalendarAppointment) => string;
  /** The Day view of a date. */
  hrefForDay: (date: string) => string;
};

type MonthGridProps = AppointmentLinks & {
  /** The 42 days, Sunday first. */
  days: CalendarDay[];
  timeZone: string;
  /** Names the table, e.g. "November 2026". */
  caption: string;
};

/** An appointment's line in a grid cell: its time and its title cut to 20 characters. */
export function describeForGrid(
  appointment: CalendarAppointment,
  timeZone: string,
): { time: string; title: string } {
  return {
    time: appointment.isAllDay ? 'All day' : formatTime(appointment.startTime, timeZone),
    title: truncateTitle(appointment.title),
  };
}

/**
 * The List view: a month grid of six weeks, SUN to SAT. Each appointment shows its time and its title cut to 20
 * characters with '..'; today is highlighted and days of other months are dimmed. Every appointment and day is
 * a link, so the grid works without JavaScript.
 */
export function MonthGrid({ days, timeZone, caption, hrefForAppointment, hrefForDay }: MonthGridProps) {
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));

  return (
    <LinkArea>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className={styles.weekday}>
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <MonthCell
                  key={day.date}
                  day={day}
                  timeZone={timeZone}
                  hrefForAppointment={hrefForAppointment}
                  hrefForDay={hrefForDay}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </LinkArea>
  );
}

function MonthCell({
  day,
  timeZone,
  hrefForAppointment,
  hrefForDay,
}: AppointmentLinks & { day: CalendarDay; timeZone: string }) {
  const longDate = formatCivilDate(day.date, 'weekdayMonthDay');
  const count = day.appointments.length;
  const shown = day.appointments.slice(0, MAX_PER_CELL);
  const hidden = count - shown.length;
  return (
    <td
      className={cx(styles.cell, day.isToday && styles.cellToday, day.isOutsideMonth && styles.cellOutside)}
    >
      <a
        className={styles.day}
        href={hrefForDay(day.date)}
        aria-current={day.isToday ? 'date' : undefined}
        aria-label={`${longDate}${day.isToday ? ', today' : ''}: ${count === 0 ? 'no appointments' : `${count} appointment${count === 1 ? '' : 's'}`}`}
      >
        {Number(day.date.slice(8))}
      </a>
      {shown.length > 0 ? (
        <ul className={styles.events}>
          {shown.map((appointment) => {
            const { time, title } = describeForGrid(appointment, timeZone);
            return (
              <li key={appointment.id}>
                <a
                  className={cx(styles.event, appointment.isClientRequest && styles.eventRequested)}
                  href={hrefForAppointment(appointment)}
                  data-prevent-scroll-reset
                  title={appointment.title}
                  aria-label={`${time} ${appointment.title}${appointment.isClientRequest ? ', requested' : ''}${
                    appointment.isConfirmedByClient ? ', confirmed by the client' : ''
                  }`}
                >
                  <span className={styles.eventTime}>{time}</span> <span>{title}</span>
                  {appointment.isConfirmedByClient ? (
                    <span className={styles.confirmed} aria-hidden="true">
                      {' '}
                      ✓
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <a className={styles.more} href={hrefForDay(day.date)}>
          +{hidden} more
        </a>
      ) : null}
    </td>
  );
}
