import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { CalendarToolbar } from '@tele/remix-app/features/appointments/calendar-toolbar.tsx';
import { MonthAgenda } from '@tele/remix-app/features/appointments/month-agenda.tsx';
import { MonthGrid } from '@tele/remix-app/features/appointments/month-grid.tsx';
import { TimeGrid } from '@tele/remix-app/features/appointments/time-grid.tsx';
import { Card } from '@tele/remix-app/ui/card.tsx';
import {
  emptyDays,
  filledMonth,
  filledWeek,
  hrefForAppointment,
  hrefForDay,
  LONG_TITLE,
  TIME_ZONE,
  TODAY,
} from '../support/appointment-fixtures.ts';

const meta = {
  title: 'Appointments/Calendar',
  component: MonthGrid,
  parameters: { layout: 'padded', route: { path: `/appointment?view=list&date=${TODAY}&calendar=my` } },
  args: {
    days: filledMonth(),
    timeZone: TIME_ZONE,
    caption: 'November 2026',
    hrefForAppointment,
    hrefForDay,
  },
  decorators: [
    (Story) => (
      <Card variant="calendar">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof MonthGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MonthGridFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'November 2026' });
    // Six weeks of seven days, SUN to SAT.
    await expect(within(table).getAllByRole('cell')).toHaveLength(42);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    // The long title is cut to 20 characters plus '..'; the link still names the whole title.
    const long = canvas.getByRole('link', { name: `10:00 AM ${LONG_TITLE}` });
    await expect(long.textContent).toBe('10:00 AM Meeting with Dr. May..');
    await expect(long).toHaveAttribute('href', expect.stringContaining('appointment='));
    // Times are in the viewer's zone (14:00 UTC is 9:00 AM in New York).
    await expect(canvas.getByRole('link', { name: '9:00 AM Check-in, requested' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All day Team supervision' })).toBeVisible();
    // Today is highlighted (ringed); the days of October and December are dimmed (another background).
    const today = canvas.getByRole('link', { current: 'date' });
    await expect(today).toHaveAccessibleName('Monday, November 23, today: 2 appointments');
    const cellOf = (day: HTMLElement) => day.closest('td')!;
    await expect(getComputedStyle(cellOf(today)).boxShadow).toContain('inset');
    const background = (day: HTMLElement) => getComputedStyle(cellOf(day)).backgroundColor;
    const november = canvas.getByRole('link', { name: /^Tuesday, November 3:/ });
    const outside = canvas.getAllByRole('link', { name: /^\w+, (October|December) \d+:/ });
    await expect(outside).toHaveLength(12);
    for (const day of outside) await expect(background(day)).not.toBe(background(november));
    await expect(getComputedStyle(cellOf(november)).boxShadow).toBe('none');
    // A busy day shows three appointments and a link to the rest.
    await expect(canvas.getByRole('link', { name: '+1 more' })).toHaveAttribute(
      'href',
      hrefForDay('2026-11-26'),
    );
  },
};

/** Where the in-memory router is: a link that navigated in the app (not a page load) changes it. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export const MonthGridNavigatesInTheApp: Story = {
  render: (args) => (
    <>
      <MonthGrid {...args} />
      <CurrentLocation />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('status', { name: 'Current location' });
    // The grid's links are plain anchors; a click is still a client-side navigation, as with <Link>.
    await userEvent.click(canvas.getByRole('link', { name: '+1 more' }));
    await expect(location).toHaveTextContent(hrefForDay('2026-11-26'));
    await userEvent.click(canvas.getByRole('link', { name: '9:00 AM Check-in, requested' }));
    await expect(location).toHaveTextContent('appointment=');
  },
};

export const MonthGridEmpty: Story = {
  args: { days: emptyDays('list') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('cell')).toHaveLength(42);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Sunday, November 1: no appointments' })).toHaveAttribute(
      'href',
      hrefForDay('2026-11-01'),
    );
  },
};

export const MonthListFilled: Story = {
  render: () => (
    <MonthAgenda days={filledMonth()} timeZone={TIME_ZONE} hrefForAppointment={hrefForAppointment} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Grouped by day, each with start to end time, title, Requested and the type.
    const days = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(days[0]).toBe('Wednesday, November 4');
    await expect(days).toContain('Monday, November 23Today');
    const today = within(canvas.getByRole('region', { name: /Monday, November 23/ }));
    await expect(today.getByRole('link', { name: /Intake/ })).toHaveTextContent('2:20 PM – 3:20 PM');
    await expect(canvas.getByRole('link', { name: /Check-in/ })).toHaveTextContent('Requested');
    await expect(today.getAllByText('Intake')).toHaveLength(2); // the title and the type
  },
};

export const MonthListEmpty: Story = {
  render: () => (
    <MonthAgenda days={emptyDays('month')} timeZone={TIME_ZONE} hrefForAppointment={hrefForAppointment} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('You do not have any appointments this month.');
  },
};

/** The Week and Day columns: a list per day, named by it ("Monday, November 23"; the all-day row's lists end in
 * ", all day"). */
function dayColumns(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('list', { name: /^\w+, \w+ \d+$/ });
}

/** The first hour in the gutter (hidden from screen readers, which get each appointment's time instead). */
function firstHour(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByText(/^\d{1,2} (AM|PM)$/)[0];
}

export const WeekFilled: Story = {
  render: () => (
    <TimeGrid
      days={filledWeek()}
      timeZone={TIME_ZONE}
      label="Nov 22 – 28, 2026"
      hrefForAppointment={hrefForAppointment}
      hrefForDay={hrefForDay}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Seven day columns from Sunday, each a list named by its day.
    const columns = dayColumns(canvasElement);
    await expect(columns).toHaveLength(7);
    await expect(canvas.getByRole('link', { current: 'date' })).toHaveAccessibleName(
      'Monday, November 23, today',
    );
    const monday = within(canvas.getByRole('list', { name: 'Monday, November 23' }));
    const intake = monday.getByRole('link', { name: /Intake with Jordan/ });
    await expect(intake).toHaveAccessibleName(expect.stringContaining('9:00 AM – 10:00 AM'));
    // The two overlapping appointments sit side by side.
    const [first, second] = within(columns[1]!).getAllByRole('listitem');
    await expect(first?.style.width).toBe('50%');
    await expect(second?.style.left).toBe('50%');
    await expect(canvas.getByRole('link', { name: /Requested check-in/ })).toHaveTextContent('Requested');
    await expect(canvas.getByRole('link', { name: /Practice day.*all day/ })).toBeVisible();
    // The hours widen to show the 6:00 AM session.
    await expect(firstHour(canvasElement)).toHaveTextContent('6 AM');
  },
};

export const WeekEmpty: Story = {
  render: () => (
    <TimeGrid
      days={emptyDays('week')}
      timeZone={TIME_ZONE}
      label="Nov 22 – 28, 2026"
      hrefForAppointment={hrefForAppointment}
      hrefForDay={hrefForDay}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(dayColumns(canvasElement)).toHaveLength(7);
    await expect(canvasElement).toHaveTextContent('No appointments this week.');
    await expect(firstHour(canvasElement)).toHaveTextContent('8 AM');
  },
};

export const DayFilled: Story = {
  render: () => (
    <TimeGrid
      days={filledWeek().filter((day) => day.date === TODAY)}
      timeZone={TIME_ZONE}
      label="Monday, November 23, 2026"
      hrefForAppointment={hrefForAppointment}
      hrefForDay={hrefForDay}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(dayColumns(canvasElement)).toHaveLength(1);
    await expect(canvas.getAllByRole('link', { name: /AM/ })).toHaveLength(2);
  },
};

export const DayEmpty: Story = {
  render: () => (
    <TimeGrid
      days={emptyDays('day')}
      timeZone={TIME_ZONE}
      label="Monday, November 23, 2026"
      hrefForAppointment={hrefForAppointment}
      hrefForDay={hrefForDay}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No appointments on this day.');
  },
};

export const Toolbar: Story = {
  render: () => (
    <CalendarToolbar
      query={{ view: 'week', date: TODAY, calendar: 'my', page: 1 }}
      periodLabel="Nov 22 – 28, 2026"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every control is a link carrying the state, so it works without JavaScript.
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/appointment?view=week&date=2026-11-16&calendar=my',
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/appointment?view=week&date=2026-11-30&calendar=my',
    );
    await expect(canvas.getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      '/appointment?view=week&calendar=my',
    );
    await expect(canvas.getByRole('link', { name: 'Week' })).toHaveAttribute('aria-current', 'page');
    // View 0, the month grid, is named as the spec names it.
    await expect(canvas.getByRole('link', { name: 'List Views' })).toHaveAttribute(
      'href',
      '/appointment?view=list&date=2026-11-23&calendar=my',
    );
    await expect(canvas.getByRole('link', { name: 'Practice Calendar' })).toHaveAttribute(
      'href',
      '/appointment?view=week&date=2026-11-23&calendar=practice',
    );
    await expect(canvas.getByRole('link', { name: 'Requested to Me' })).toHaveAttribute(
      'href',
      '/appointment?view=requested&date=2026-11-23&calendar=my',
    );
  },
};

export const ToolbarOnAList: Story = {
  render: () => (
    <CalendarToolbar
      query={{ view: 'invited', date: TODAY, calendar: 'my', page: 2 }}
      periodLabel="November 2026"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Changing the calendar from a list goes back to the List view; lists have no date steps.
    await expect(canvas.getByRole('link', { name: 'Practice Calendar' })).toHaveAttribute(
      'href',
      '/appointment?view=list&date=2026-11-23&calendar=practice',
    );
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Invited By Me' })).toBeVisible();
  },
};
