import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DragCalendar } from '@tele/remix-app/features/appointments/drag-calendar.client.tsx';
import { Card } from '@tele/remix-app/ui/card.tsx';
import {
  emptyDays,
  filledWeek,
  hrefForAppointment,
  hrefForDay,
  TIME_ZONE,
  TODAY,
} from '../support/appointment-fixtures.ts';

/*
 * The draggable Week view (ADR 0053): react-big-calendar over the week the server drew, in New York's wall
 * clock whatever the zone of the browser running the story. A drop posts `intent=move` with the new instants;
 * the overlap question is asked in a dialog before anything is saved.
 */

const CALENDAR = `/appointment?view=week&date=${TODAY}&calendar=my`;

/** Where the in-memory router is: opening an appointment navigates in the app. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** One week for every story, so the appointments' ids are the same in the args and in the checks. */
const WEEK = filledWeek();

const meta = {
  title: 'Appointments/Draggable week',
  component: DragCalendar,
  parameters: { layout: 'padded', route: { path: CALENDAR } },
  args: {
    days: WEEK,
    timeZone: TIME_ZONE,
    label: 'Nov 22 – 28, 2026',
    hrefForAppointment,
    hrefForDay,
    action: CALENDAR,
  },
  render: (args) => (
    <Card variant="calendar">
      <DragCalendar {...args} />
      <CurrentLocation />
    </Card>
  ),
} satisfies Meta<typeof DragCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

const INTAKE_ID = WEEK[1]!.appointments.find((appointment) => appointment.title === 'Intake with Jordan')!.id;

/** The seven day columns of the time grid, Sunday first. */
const columnsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('.rbc-time-content .rbc-day-slot'));

const centerOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * A mouse drag as react-big-calendar reads one: press, moves past its tolerance, release. A script's events run
 * every listener before any microtask, so the calendar's document listener does not yet see the drag React
 * began on the press (a person's press lets React's update land first): the press is made twice.
 */
async function drag(from: { x: number; y: number }, to: { x: number; y: number }) {
  const mouse = (type: string, point: { x: number; y: number }) =>
    (document.elementFromPoint(point.x, point.y) ?? document.body).dispatchEvent(
      new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        button: 0,
        clientX: point.x,
        clientY: point.y,
      }),
    );
  mouse('mousedown', from);
  await frame();
  mouse('mouseup', from);
  mouse('mousedown', from);
  await frame();
  for (let step = 1; step <= 10; step += 1) {
    mouse('mousemove', {
      x: from.x + ((to.x - from.x) * step) / 10,
      y: from.y + ((to.y - from.y) * step) / 10,
    });
    await frame();
  }
  mouse('mouseup', to);
  await frame();
}

/** Drags Monday's "Intake with Jordan" (9:00 to 10:00 AM) to Wednesday at the same time. */
async function dragIntakeToWednesday(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const intake = await canvas.findByRole('button', { name: /Intake with Jordan/ });
  const from = centerOf(intake);
  await drag(from, { x: centerOf(columnsOf(canvasElement)[3]!).x, y: from.y });
}

export const WeekDraggable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(columnsOf(canvasElement)).toHaveLength(7);
    // Placed in New York's wall clock (14:00 UTC is 9:00 AM there), in Monday's column.
    const intake = await canvas.findByRole('button', { name: /Intake with Jordan/ });
    await expect(intake).toHaveTextContent('9:00 AM – 10:00 AM');
    await expect(columnsOf(canvasElement)[1]).toContainElement(intake);
    await expect(canvas.getByRole('button', { name: /Requested check-in/ })).toHaveTextContent('Requested');
    await expect(canvas.getByText('Practice day').closest('.rbc-allday-cell')).not.toBeNull();
    // The heading of each day drills down to it.
    await expect(canvas.getByRole('button', { name: 'Mon 23' })).toBeVisible();

    // Dropped on Wednesday: the move is posted with the new instants (9:00 to 10:00 AM in New York).
    await dragIntakeToWednesday(canvasElement);
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions?.[0]?.fields).toEqual({
      intent: 'move',
      id: INTAKE_ID,
      start: '2026-11-25T14:00:00.000Z',
      end: '2026-11-25T15:00:00.000Z',
    });
  },
};

export const OpenedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intake = await canvas.findByRole('button', { name: /Intake with Jordan/ });
    // Tab reaches each appointment; Enter opens it (the Edit modal, by its URL), as a click does.
    for (let presses = 0; presses < 30 && document.activeElement !== intake; presses += 1)
      await userEvent.tab();
    await expect(intake).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      `appointment=${INTAKE_ID}`,
    );
    await expect(window.__submissions).toHaveLength(0);
  },
};

const OVERLAP =
  'This time overlaps "Follow-up" on Wed, Nov 25, 2026, 9:00 AM - 9:40 AM. Choose another time or book it anyway.';

export const OverlapAsked: Story = {
  args: {
    answer: {
      form: 'move',
      id: INTAKE_ID,
      msg: OVERLAP,
      clash: {
        id: '65a1b2c3d4e5f60718299999',
        title: 'Follow-up',
        startTime: '2026-11-25T14:00:00.000Z',
        endTime: '2026-11-25T14:40:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dragIntakeToWednesday(canvasElement);
    // The server's answer was the overlap: asked before anything is saved, the appointment where it was dropped.
    const question = await within(document.body).findByRole('alertdialog', { name: 'Move Appointment' });
    await expect(question).toHaveTextContent(OVERLAP);
    await expect(question).toHaveTextContent(
      'Intake with Jordan: 9:00 AM – 10:00 AM, Wednesday, November 25, 2026',
    );
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(columnsOf(canvasElement)[3]).toContainElement(
      canvas.getByRole('button', { name: /Intake with Jordan/ }),
    );
    // Book anyway posts the same move with allowOverlap.
    await userEvent.click(within(question).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(2));
    await expect(window.__submissions?.[1]?.fields).toEqual({
      intent: 'move',
      id: INTAKE_ID,
      start: '2026-11-25T14:00:00.000Z',
      end: '2026-11-25T15:00:00.000Z',
      allowOverlap: 'on',
    });
  },
};

export const OverlapCancelled: Story = {
  args: OverlapAsked.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dragIntakeToWednesday(canvasElement);
    const question = await within(document.body).findByRole('alertdialog', { name: 'Move Appointment' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    // Nothing more is sent; the appointment is back on Monday.
    await expect(question).not.toBeInTheDocument();
    await expect(window.__submissions).toHaveLength(1);
    await expect(columnsOf(canvasElement)[1]).toContainElement(
      canvas.getByRole('button', { name: /Intake with Jordan/ }),
    );
  },
};

export const MoveRefused: Story = {
  args: {
    answer: {
      form: 'move',
      id: INTAKE_ID,
      msg: 'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
      clash: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The meeting time cannot exceed 2 hours.');
    await expect(columnsOf(canvasElement)[1]).toContainElement(
      await canvas.findByRole('button', { name: /Intake with Jordan/ }),
    );
  },
};

export const WeekEmpty: Story = {
  args: { days: emptyDays('week') },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toHaveLength(7);
    await expect(within(canvasElement).queryAllByRole('button', { name: /AM|PM/ })).toHaveLength(0);
    // The hours the server's grid draws for an empty week: 8 AM to 6 PM.
    await expect(canvasElement.querySelector('.rbc-time-gutter .rbc-label')).toHaveTextContent('8 AM');
  },
};
