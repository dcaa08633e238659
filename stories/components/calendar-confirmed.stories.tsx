import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MonthAgenda } from '@tele/remix-app/features/appointments/month-agenda.tsx';
import { MonthGrid } from '@tele/remix-app/features/appointments/month-grid.tsx';
import { TimeGrid } from '@tele/remix-app/features/appointments/time-grid.tsx';
import { buildCalendarDays, displayedDays } from '@tele/remix-app/features/appointments/calendar.ts';
import type { Appointment } from '@tele/remix-app/features/appointments/appointment.ts';
import { Card } from '@tele/remix-app/ui/card.tsx';
import {
  hrefForAppointment,
  hrefForDay,
  makeAppointment,
  TIME_ZONE,
  TODAY,
} from '../support/appointment-fixtures.ts';

/**
 * A session its client confirmed from a reminder (ADR 0052) beside one not yet answered, in each calendar view:
 * a green "Confirmed" tag (a ✓ in the month grid, with the words for assistive technology).
 */
function daysOf(view: 'list' | 'month' | 'week') {
  const dates = displayedDays(view, TODAY);
  const buckets = dates.map(() => [] as Appointment[]);
  buckets[dates.indexOf(TODAY)]!.push(
    makeAppointment({
      id: '65a1b2c3d4e5f60718293c01',
      title: 'Confirmed session',
      startTime: '2026-11-23T14:00:00.000Z',
      endTime: '2026-11-23T15:00:00.000Z',
      isConfirmedByClient: true,
    }),
    makeAppointment({
      id: '65a1b2c3d4e5f60718293c02',
      title: 'Unanswered session',
      startTime: '2026-11-23T17:00:00.000Z',
      endTime: '2026-11-23T17:50:00.000Z',
    }),
  );
  return buildCalendarDays({ dates, buckets, anchor: TODAY, today: TODAY });
}

const meta = {
  title: 'Appointments/Calendar/Confirmed by the client',
  component: TimeGrid,
  parameters: { layout: 'padded', route: { path: `/appointment?view=week&date=${TODAY}&calendar=my` } },
  args: {
    days: daysOf('week'),
    timeZone: TIME_ZONE,
    label: 'Nov 22 – 28, 2026',
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
} satisfies Meta<typeof TimeGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Confirmed session/ })).toHaveTextContent('Confirmed');
    await expect(canvas.getByRole('link', { name: /Unanswered session/ })).not.toHaveTextContent('Confirmed');
  },
};

export const Month: Story = {
  render: () => (
    <MonthGrid
      days={daysOf('month')}
      timeZone={TIME_ZONE}
      caption="November 2026"
      hrefForAppointment={hrefForAppointment}
      hrefForDay={hrefForDay}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /Confirmed session, confirmed by the client/ }),
    ).toHaveTextContent('✓');
    await expect(canvas.getByRole('link', { name: /Unanswered session$/ })).not.toHaveTextContent('✓');
  },
};

export const List: Story = {
  render: () => (
    <MonthAgenda days={daysOf('list')} timeZone={TIME_ZONE} hrefForAppointment={hrefForAppointment} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Confirmed session/ })).toHaveTextContent('Confirmed');
    await expect(canvas.getByRole('link', { name: /Unanswered session/ })).not.toHaveTextContent('Confirmed');
  },
};
