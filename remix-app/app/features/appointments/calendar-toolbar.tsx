import { Link } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import { PageTabs } from '#app/ui/page-tabs.tsx';
import { buttonClass, buttonClasses } from '#app/ui/button.tsx';
import type { CalendarKind, CalendarQuery, CalendarView } from '#app/features/appointments/calendar.ts';
import {
  CALENDAR_LABELS,
  calendarHref,
  isListView,
  shiftDate,
  VIEW_LABELS,
} from '#app/features/appointments/calendar.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/calendar-toolbar.module.css';

const CALENDAR_VIEW_ORDER: CalendarView[] = ['list', 'month', 'week', 'day'];
const LIST_VIEW_ORDER: CalendarView[] = ['invited', 'requested'];

type CalendarToolbarProps = {
  query: CalendarQuery;
  /** "November 2026", "Nov 22 – 28, 2026", ... */
  periodLabel: string;
};

/**
 * My Calendar / Practice Calendar, the views, and Previous / Today / Next. All links carrying the state in the
 * URL, so each works without JavaScript and each view can be shared. Switching calendars from one of the lists
 * goes back to the List view (the spec resets views 4 and 5 when the calendar changes).
 */
export function CalendarToolbar({ query, periodLabel }: CalendarToolbarProps) {
  const { view, date, calendar } = query;
  const hrefForView = (target: CalendarView) => calendarHref({ view: target, date, calendar });
  const hrefForCalendar = (target: CalendarKind) =>
    calendarHref({ view: isListView(view) ? 'list' : view, date, calendar: target });

  return (
    <div className={styles.toolbar}>
      <nav className={styles.segmented} aria-label="Calendar">
        {(['my', 'practice'] as const).map((kind) => (
          <Link
            key={kind}
            to={hrefForCalendar(kind)}
            className={cx(styles.segment, calendar === kind && styles.segmentActive)}
            aria-current={calendar === kind ? 'page' : undefined}
          >
            {CALENDAR_LABELS[kind]}
          </Link>
        ))}
      </nav>
      <nav className={styles.views} aria-label="View">
        <div className={styles.segmented}>
          {CALENDAR_VIEW_ORDER.map((target) => (
            <Link
              key={target}
              to={hrefForView(target)}
              className={cx(styles.segment, view === target && styles.segmentActive)}
              aria-current={view === target ? 'page' : undefined}
            >
              {VIEW_LABELS[target]}
            </Link>
          ))}
        </div>
        <div className={styles.segmented}>
          {LIST_VIEW_ORDER.map((target) => (
            <Link
              key={target}
              to={calendarHref({ view: target, date, calendar })}
              className={cx(styles.segment, view === target && styles.segmentActive)}
              aria-current={view === target ? 'page' : undefined}
            >
              {VIEW_LABELS[target]}
            </Link>
          ))}
        </div>
      </nav>
      {isListView(view) ? (
        <h2 className={styles.period}>{VIEW_LABELS[view]}</h2>
      ) : (
        <div className={styles.nav}>
          <nav className={styles.steps} aria-label="Dates">
            <Link
              className={buttonClasses.iconButtonOutlined}
              to={calendarHref({ view, date: shiftDate(view, date, -1), calendar })}
              aria-label="Previous"
            >
              <Icon name="chevronLeft" />
            </Link>
            <Link
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              to={calendarHref({ view, date: null, calendar })}
            >
              <span>Today</span>
            </Link>
            <Link
              className={buttonClasses.iconButtonOutlined}
              to={calendarHref({ view, date: shiftDate(view, date, 1), calendar })}
              aria-label="Next"
            >
              <Icon name="chevronRight" />
            </Link>
          </nav>
          <h2 className={styles.period} aria-live="polite">
            {periodLabel}
          </h2>
        </div>
      )}
    </div>
  );
}

type AppointmentTabsProps = { current: 'calendar' | 'types' };

/** The Calendar and Appointment Type tabs above both screens (they are separate pages, so links). */
export function AppointmentTabs({ current }: AppointmentTabsProps) {
  return (
    <PageTabs
      label="Appointments"
      tabs={[
        { to: '/appointment', label: 'Calendar', icon: 'calendar', isCurrent: current === 'calendar' },
        {
          to: '/appointment-type',
          label: 'Appointment Type',
          icon: 'layout',
          isCurrent: current === 'types',
        },
      ]}
    />
  );
}
