import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { Form, useNavigate, useNavigation, useSubmit } from '@remix-run/react';
import CalendarExport from 'react-big-calendar/lib/Calendar';
import { DateLocalizer } from 'react-big-calendar/lib/localizer';
import withDragAndDropExport from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { AppointmentMoveActionData } from '#app/features/appointments/appointment-actions.server.ts';
import type { CalendarAppointment, CalendarDay } from '#app/features/appointments/calendar.ts';
import { getVisibleHours, placeDayAppointments } from '#app/features/appointments/calendar.ts';
import { createZonedLocalizer } from '#app/features/appointments/zoned-localizer.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { Tag } from '#app/ui/tag.tsx';
import { cx } from '#app/utils/cx.ts';
import { civilDateOf, startOfLocalDay } from '#app/utils/zoned-time.ts';
import styles from '#app/features/appointments/drag-calendar.module.css';

/**
 * The Week and Day views once the page runs in the browser (ADR 0053): react-big-calendar with its drag and
 * drop addon, over the same days the server drew. An appointment the viewer may edit is dragged to another
 * time or day, or its bottom edge to another end; the drop posts `intent=move` to the screen's action, which
 * saves it as the Edit form would (same rules, same messages). An overlap refusal is asked here before
 * anything is saved: "Book anyway" posts again with `allowOverlap`. Enter or Space on an appointment opens it
 * (the Edit modal, by its URL), as a click does. Loaded lazily by `draggable-time-grid.tsx`, in the browser
 * only; every date is placed in the viewer's zone by `zoned-localizer.ts`, never the machine's.
 */

export type DragCalendarProps = {
  /** 7 days (Week, from Sunday) or 1 (Day), as the server's grid had them. */
  days: CalendarDay[];
  timeZone: string;
  /** Names the calendar, e.g. "Nov 22 – 28, 2026". */
  label: string;
  hrefForAppointment: (appointment: CalendarAppointment) => string;
  hrefForDay: (date: string) => string;
  /** Where a drop posts: the screen's URL. */
  action: string;
  /** The action's answer to the last drop: a refusal, or the overlap question. */
  answer?: AppointmentMoveActionData | null;
};

type CalendarEvent = {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  appointment: CalendarAppointment;
};

type Move = { id: string; start: Date; end: Date; isClosed: boolean };

/** A CommonJS default export: the build hands it over as is, Vite's dev server (Storybook) wrapped once more. */
function defaultOf<T>(value: T | { default: T }): T {
  return typeof value === 'object' && value !== null && 'default' in value ? value.default : value;
}

const withDragAndDrop = defaultOf(withDragAndDropExport);
const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(defaultOf(CalendarExport));

/** The slot a drop snaps to: 20 minutes (the default appointment length), three to an hour. */
const STEP_MINUTES = 20;

function toEvents(days: CalendarDay[], timeZone: string): CalendarEvent[] {
  const events = new Map<string, CalendarEvent>();
  for (const day of days) {
    for (const appointment of day.appointments) {
      if (events.has(appointment.id)) continue; // one past midnight is in two days' lists
      const start = new Date(appointment.startTime);
      const allDay = appointment.isAllDay || !appointment.endTime;
      events.set(appointment.id, {
        id: appointment.id,
        title: appointment.title,
        start: allDay ? startOfLocalDay(civilDateOf(start, timeZone), timeZone) : start,
        end: allDay
          ? startOfLocalDay(civilDateOf(start, timeZone), timeZone)
          : new Date(appointment.endTime!),
        allDay,
        appointment,
      });
    }
  }
  return [...events.values()];
}

/** A day's heading: its words only (react-big-calendar's own is a column header outside any row). */
function DayHeader({ label }: { label: string }) {
  return <span>{label}</span>;
}

/**
 * react-big-calendar marks its all-day row up as a row group holding a row of no cells, outside any grid: roles
 * that promise a table which is not there (axe: aria-required-children and -parent). The row is a list of
 * appointments like the rest; its roles are taken off as it is drawn.
 */
const TABLE_ROLES = '.rbc-allday-cell[role], .rbc-row-content[role]';

function useNoTableRoles(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const strip = () => {
      for (const node of element.querySelectorAll(TABLE_ROLES)) node.removeAttribute('role');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [container]);
}

function EventContent({ event }: { event: CalendarEvent }) {
  const { appointment } = event;
  return (
    <span className={styles.eventContent}>
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
      {appointment.type ? <span className={styles.eventType}> · {appointment.type}</span> : null}
      {appointment.canMove ? null : <span className="visually-hidden">, cannot be moved</span>}
    </span>
  );
}

export function DragCalendar({
  days,
  timeZone,
  label,
  hrefForAppointment,
  hrefForDay,
  action,
  answer,
}: DragCalendarProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  useNoTableRoles(containerRef);
  const [move, setMove] = useState<Move | null>(null);

  const zoned = useMemo(() => createZonedLocalizer(timeZone), [timeZone]);
  // @types/react-big-calendar's spec is narrower than the runtime's (sortEvents takes { evtA, evtB }).
  const localizer = useMemo(
    () => new DateLocalizer(zoned as unknown as ConstructorParameters<typeof DateLocalizer>[0]),
    [zoned],
  );
  const events = useMemo(() => toEvents(days, timeZone), [days, timeZone]);
  const firstDay = days[0]?.date ?? civilDateOf(new Date(), timeZone);
  const dayStart = startOfLocalDay(firstDay, timeZone);
  // The hours the server's grid drew (8 to 18, widened to every appointment): the same first paint, no scroll.
  const { first, last } = getVisibleHours(days.flatMap((day) => placeDayAppointments(day, timeZone).timed));
  const min = zoned.getSlotDate(dayStart, first * 60, 0);
  const max = last >= 24 ? zoned.endOf(dayStart, 'day') : zoned.getSlotDate(dayStart, last * 60, 0);

  const isMoving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'move';
  const question =
    !isMoving && move && !move.isClosed && answer?.clash && answer.id === move.id ? answer : null;
  const refusal = !isMoving && answer && !answer.clash ? answer.msg : null;
  // While it is being saved, or while the overlap question waits, the appointment stays where it was dropped.
  const shownMove = isMoving || question ? move : null;
  const shownEvents = shownMove
    ? events.map((event) =>
        event.id === shownMove.id ? { ...event, start: shownMove.start, end: shownMove.end } : event,
      )
    : events;

  const moveFields = (moved: Move, allowOverlap: boolean) => ({
    intent: 'move',
    id: moved.id,
    start: moved.start.toISOString(),
    end: moved.end.toISOString(),
    ...(allowOverlap ? { allowOverlap: 'on' } : {}),
  });

  const onMove = ({ event, start, end, isAllDay }: EventInteractionArgs<CalendarEvent>) => {
    const from = new Date(start);
    const to = new Date(end);
    // The all-day row takes no timed appointment; a drop where it started saves nothing.
    if (isAllDay || !event.appointment.canMove) return;
    if (from.getTime() === event.start.getTime() && to.getTime() === event.end.getTime()) return;
    const moved = { id: event.id, start: from, end: to, isClosed: false };
    setMove(moved);
    submit(moveFields(moved, false), { method: 'post', action, preventScrollReset: true });
  };

  const open = (event: CalendarEvent) =>
    navigate(hrefForAppointment(event.appointment), { preventScrollReset: true });

  return (
    <div ref={containerRef} className={styles.dragCalendar} role="group" aria-label={label}>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <p className="visually-hidden">
        Drag an appointment to move it, or its lower edge to change its end. Press Enter on an appointment to
        open it.
      </p>
      <DragAndDropCalendar
        className={cx(styles.calendar, days.length === 1 && styles.oneDay)}
        localizer={localizer}
        events={shownEvents}
        date={dayStart}
        view={days.length === 1 ? 'day' : 'week'}
        views={['week', 'day']}
        onView={() => {}}
        onNavigate={() => {}}
        toolbar={false}
        step={STEP_MINUTES}
        timeslots={60 / STEP_MINUTES}
        min={min}
        max={max}
        dayLayoutAlgorithm="no-overlap"
        selectable={false}
        popup={false}
        showMultiDayTimes
        draggableAccessor={(event) => event.appointment.canMove && !event.allDay}
        resizableAccessor={(event) => event.appointment.canMove && !event.allDay}
        onEventDrop={onMove}
        onEventResize={onMove}
        onSelectEvent={open}
        onKeyPressEvent={(event, keyEvent) => {
          const { key } = keyEvent as unknown as KeyboardEvent;
          if (key === 'Enter' || key === ' ') {
            keyEvent.preventDefault();
            open(event);
          }
        }}
        onDrillDown={(date) =>
          navigate(hrefForDay(civilDateOf(date, timeZone)), { preventScrollReset: true })
        }
        tooltipAccessor={(event) => event.title}
        eventPropGetter={(event) => ({
          className: cx(
            styles.event,
            event.appointment.isClientRequest && styles.eventRequested,
            event.appointment.canMove && styles.eventMovable,
            shownMove?.id === event.id && styles.eventSaving,
          ),
        })}
        components={{ event: EventContent, header: DayHeader }}
      />
      {question && move ? (
        <Modal
          isOpen
          title="Move Appointment"
          role="alertdialog"
          size="sm"
          onClose={() => setMove({ ...move, isClosed: true })}
          initialFocusRef={cancelRef}
          footer={
            <Form method="post" action={action} className={modalClasses.actions} preventScrollReset>
              {Object.entries(moveFields(move, true)).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button
                ref={cancelRef}
                variant="secondary"
                onClick={() => setMove({ ...move, isClosed: true })}
              >
                Cancel
              </Button>
              <Button type="submit" variant="secondary" isLoading={isMoving}>
                Book anyway
              </Button>
            </Form>
          }
        >
          <div className={styles.overlap}>
            <Icon name="alert" className={styles.overlapIcon} />
            <p>{question.msg}</p>
          </div>
          <p className={modalClasses.detail}>
            {events.find((event) => event.id === move.id)?.title ?? ''}:{' '}
            {zoned.formats.eventTimeRangeFormat(move)}, {zoned.formats.dayHeaderFormat(move.start)}
          </p>
        </Modal>
      ) : null}
    </div>
  );
}
