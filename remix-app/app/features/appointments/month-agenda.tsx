import { AppointmentStateBadge } from '#app/features/appointments/appointment-state.tsx';
import type { AppointmentLinks } from '#app/features/appointments/month-grid.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { LinkArea } from '#app/ui/link-area.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { CalendarAppointment } from '#app/features/appointments/calendar.ts';
import { formatTimeRange, joinClientNames } from '#app/features/appointments/appointment.ts';
import type { CalendarDay } from '#app/features/appointments/calendar.ts';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import styles from '#app/features/appointments/month-agenda.module.css';

type MonthAgendaProps = Omit<AppointmentLinks, 'hrefForDay'> & {
  days: CalendarDay[];
  timeZone: string;
  /** Shown when no day has an appointment. */
  emptyText?: string;
};

/**
 * The Month view: the month's appointments as a list grouped by day. Each shows start to end time, title,
 * 'Requested' when a client asked for it, and its appointment type.
 */
export function MonthAgenda({
  days,
  timeZone,
  hrefForAppointment,
  emptyText = 'You do not have any appointments this month.',
}: MonthAgendaProps) {
  const busyDays = days.filter((day) => day.appointments.length > 0);
  if (busyDays.length === 0) {
    return <EmptyState icon="calendar">{emptyText}</EmptyState>;
  }
  return (
    <LinkArea className={styles.agenda}>
      {busyDays.map((day) => {
        const headingId = `agenda-${day.date}`;
        return (
          <section key={day.date} className={styles.day} aria-labelledby={headingId}>
            <h3 className={styles.date} id={headingId}>
              {formatCivilDate(day.date, 'weekdayMonthDay')}
              {day.isToday ? <span className={styles.today}>Today</span> : null}
            </h3>
            <ul className={styles.list}>
              {day.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <AgendaItem
                    appointment={appointment}
                    timeZone={timeZone}
                    href={hrefForAppointment(appointment)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </LinkArea>
  );
}

/** One appointment in a list: time range, title, Requested, type, clients and state (inside a LinkArea). */
export function AgendaItem({
  appointment,
  timeZone,
  href,
}: {
  appointment: CalendarAppointment;
  timeZone: string;
  href: string;
}) {
  const clients = joinClientNames(appointment);
  return (
    <a className={styles.item} href={href} data-prevent-scroll-reset>
      <span className={styles.itemTime}>{formatTimeRange(appointment, timeZone)}</span>
      <span className={styles.itemMain}>
        <span className={styles.itemTitle}>{appointment.title}</span>
        <span className={styles.itemMeta}>
          {appointment.isClientRequest ? <Tag tone="requested">Requested</Tag> : null}
          {appointment.isConfirmedByClient ? <Tag tone="confirmed">Confirmed</Tag> : null}
          {appointment.type ? <Tag>{appointment.type}</Tag> : null}
          {clients ? <span>{clients}</span> : null}
        </span>
      </span>
      <AppointmentStateBadge state={appointment.state} />
    </a>
  );
}
