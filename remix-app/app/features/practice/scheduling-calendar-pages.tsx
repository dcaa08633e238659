import { Link } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { cx } from '#app/utils/cx.ts';
import { formatLength, formatUsd } from '#app/features/appointments/index.ts';
import { Facts, ReadOnlyNotice } from '#app/features/practice/preview-parts.tsx';
import { PracticeNav } from '#app/features/practice/practice-nav.tsx';
import type { AppointmentType } from '#app/features/appointments/index.ts';
import type { SchedulingSettings } from '#app/features/settings/index.ts';
import styles from '#app/features/practice/scheduling-calendar-pages.module.css';

/**
 * The scheduling calendar (spec part 2: "a static month calendar with non-functional create modals"): where the
 * practice will set the hours clients may book. Read-only today: the month, what an availability rule holds,
 * and what clients can book now (ADR 0028). A later issue makes availability real.
 */

const AVAILABILITY_NOTICE = (
  <ReadOnlyNotice>
    Availability (the hours clients may book, and where) is set here once clients book themselves. Today
    clients ask for a session when <Link to="/practice-scheduling">Scheduling</Link> allows requests, and you
    book sessions in <Link to="/appointment">Appointments</Link>.
  </ReadOnlyNotice>
);

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function SchedulingLinks() {
  return (
    <div className={styles.links}>
      <ButtonLink to="/scheduling-calendar-create" variant="secondary">
        Availability rule
      </ButtonLink>
      <ButtonLink to="/scheduling-calendar-view" variant="secondary">
        What clients can book
      </ButtonLink>
    </div>
  );
}

/** /scheduling-calendar: this month, with no availability set. */
export function SchedulingCalendarPage({ today, days }: { today: string; days: string[] }) {
  const month = today.slice(0, 7);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return (
    <div className={pageClass}>
      <PageHeader title="Scheduling Calendar" description="The hours clients may book." />
      <PracticeNav />
      {AVAILABILITY_NOTICE}
      <Card as="section" variant="calendar" aria-labelledby="scheduling-month-title">
        <h2 className={cardClasses.title} id="scheduling-month-title">
          {formatCivilDate(today, 'monthYear')}
        </h2>
        <table className={styles.month}>
          <caption className="visually-hidden">
            Availability in {formatCivilDate(today, 'monthYear')}: none set
          </caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day, index) => (
                <th key={day} scope="col">
                  <abbr title={WEEKDAY_NAMES[index]}>{day}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => (
                  <td
                    key={day}
                    className={cx(!day.startsWith(month) && styles.outside, day === today && styles.today)}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    {Number(day.slice(8))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <SchedulingLinks />
      </Card>
    </div>
  );
}

/** /scheduling-calendar-create: what an availability rule will hold. */
export function SchedulingCreatePage() {
  return (
    <div className={pageClass}>
      <PageHeader
        title="Availability rule"
        description="A rule says when, and for what, clients may book you."
      />
      <PracticeNav />
      {AVAILABILITY_NOTICE}
      <Card as="section" variant="settings" aria-labelledby="availability-rule-title">
        <h2 className={cardClasses.title} id="availability-rule-title">
          What a rule holds
        </h2>
        <Facts
          facts={[
            { term: 'Days of the week', value: null },
            { term: 'From and to', value: null },
            { term: 'Appointment types', value: null },
            { term: 'Office or online', value: 'Online' },
            { term: 'Repeats until', value: null },
          ]}
        />
        <SchedulingLinks />
      </Card>
    </div>
  );
}

/** /scheduling-calendar-view: what clients can book today. */
export function SchedulingViewPage({
  scheduling,
  types,
}: {
  scheduling: { ok: true; settings: SchedulingSettings } | { ok: false; msg: string };
  types: { isAvailable: boolean; types: AppointmentType[] };
}) {
  return (
    <div className={pageClass}>
      <PageHeader
        title="What clients can book"
        description="Your scheduling, as your clients meet it today."
      />
      <PracticeNav />
      {AVAILABILITY_NOTICE}
      <Card as="section" variant="settings" aria-labelledby="client-booking-title">
        <h2 className={cardClasses.title} id="client-booking-title">
          Requests and reminders
        </h2>
        {scheduling.ok ? (
          <Facts
            facts={[
              {
                term: 'Clients may request sessions',
                value: scheduling.settings.allowRequests ? 'Yes' : 'No',
              },
              {
                term: 'Reminders',
                value: scheduling.settings.reminders
                  ? `${Number(scheduling.settings.leadTime) * 24} hours before`
                  : 'Off',
              },
              { term: 'Availability', value: null },
            ]}
          />
        ) : (
          <Alert tone="info">{scheduling.msg}</Alert>
        )}
      </Card>
      <Card as="section" variant="calendar" aria-labelledby="client-types-title">
        <h2 className={cardClasses.title} id="client-types-title">
          Appointment types clients pick from
        </h2>
        {!types.isAvailable ? (
          <Alert tone="info">
            The appointment types could not be loaded right now. Please reload the page.
          </Alert>
        ) : types.types.length === 0 ? (
          <EmptyState icon="layout">
            You do not have any appointment types. <Link to="/appointment-type">Create one</Link> so clients
            pick a type instead of a length.
          </EmptyState>
        ) : (
          <ul className={styles.types}>
            {types.types.map((type) => (
              <li key={type.id}>
                <strong>{type.name}</strong> · {formatLength(type.length)} · {formatUsd(type.amount)}
              </li>
            ))}
          </ul>
        )}
        <SchedulingLinks />
      </Card>
    </div>
  );
}
