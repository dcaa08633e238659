import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SessionsChart } from '@tele/remix-app/features/reports/sessions-chart.tsx';
import { MonthFigures, NO_SESSIONS_THIS_MONTH } from '@tele/remix-app/features/reports/month-figures.tsx';
import { NO_SESSIONS, ReportTable } from '@tele/remix-app/features/reports/report-table.tsx';
import type { ReportFigures, ReportRow } from '@tele/remix-app/features/reports/report-view.ts';

const meta = {
  title: 'Reports/Number of Sessions',
  component: SessionsChart,
  parameters: { layout: 'padded' },
  args: {
    month: 'November 2026',
    sessionsByDay: [0, 2, 1, 0, 4, ...Array.from({ length: 25 }, () => 0)],
    hasLiveChart: false,
  },
} satisfies Meta<typeof SessionsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The server's drawing (the first paint, and the page without JavaScript): a bar a day, the tallest filling the
 * height, hidden from screen readers, which read each day's count from a table.
 */
export const ChartFallback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(
      'Number of Sessions, November 2026: 7',
    );
    const drawing = canvas.getByTestId('sessions-drawing');
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    const bars = canvas.getByTestId('sessions-bars').querySelectorAll('li');
    await expect(bars).toHaveLength(30);
    await expect((bars[4]!.firstElementChild as HTMLElement).style.height).toBe('100%');
    const table = canvas.getByRole('table', { name: 'Sessions per day, November 2026' });
    const day5 = within(table).getByRole('rowheader', { name: 'Day 5' }).closest('tr')!;
    await expect(within(day5).getByRole('cell')).toHaveTextContent('4');
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** In the browser ApexCharts draws the month (lazily loaded); the counts table stays for screen readers. */
export const LiveChart: Story = {
  args: { hasLiveChart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByTestId('sessions-drawing');
    await waitFor(() => expect(drawing.querySelector('svg.apexcharts-svg')).not.toBeNull(), {
      timeout: 10_000,
    });
    await expect(drawing.querySelector('[data-testid="sessions-bars"]')).toBeNull();
    await expect(drawing.querySelectorAll('.apexcharts-bar-area').length).toBeGreaterThan(0);
    await expect(drawing.querySelectorAll('[tabindex]:not([tabindex="-1"]), button, a[href]')).toHaveLength(
      0,
    );
    await expect(canvas.getByRole('table', { name: 'Sessions per day, November 2026' })).toBeInTheDocument();
  },
};

const rows: ReportRow[] = [
  {
    id: 'r1',
    providerName: 'Maya Patel',
    clients: 'Sam Client, Ria Client',
    isOnline: true,
    start: 'Nov 23, 2026, 3:00 PM',
    end: 'Nov 23, 2026, 4:00 PM',
    actualStart: 'Nov 23, 2026, 3:02 PM',
    actualEnd: 'Nov 23, 2026, 3:58 PM',
    type: 'Intake',
    isRequested: true,
    requestedDate: 'Nov 20, 2026, 12:00 PM',
    paid: '$95.00',
  },
  {
    id: 'r2',
    providerName: 'Leo Grant',
    clients: 'Ava Stone',
    isOnline: false,
    start: 'Nov 12, 2026, 10:00 AM',
    end: 'All day',
    actualStart: '',
    actualEnd: '',
    type: '',
    isRequested: false,
    requestedDate: 'Nov 1, 2026, 8:00 AM',
    paid: '',
  },
];

const tableArgs = {
  query: { page: 2, size: 10 as const, sort: { column: 'start_time' as const, direction: -1 as const } },
  rows,
  page: { page: 2, totalPages: 3, firstShown: 1, lastShown: 3, total: 22 },
  summary: 'Showing 11 to 12 of 22 entries',
  isAvailable: true,
};

/** The table: sortable headings (the sorted one says so), 'Requested', what was paid, the summary and pager. */
export const Table: StoryObj<typeof ReportTable> = {
  render: (args) => <ReportTable {...args} />,
  parameters: { route: { path: '/reports?page=2&sort=start_time&dir=-1' } },
  args: tableArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointment report' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The sorted column turns round on a click; another column starts ascending, on page 1.
    await expect(
      canvas.getByRole('link', { name: 'Start, sorted descending: sort ascending' }),
    ).toHaveAttribute('href', '/reports?sort=start_time');
    await expect(canvas.getByRole('link', { name: 'Clients: sort ascending' })).toHaveAttribute(
      'href',
      '/reports?sort=attendees',
    );
    await expect(canvas.getByText('Requested')).toBeInTheDocument();
    await expect(canvas.getByText('$95.00')).toBeInTheDocument();
    await expect(canvas.getByText('In office')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 11 to 12 of 22 entries');
    await expect(canvas.getByRole('navigation', { name: 'Report pages' })).toBeInTheDocument();
    const size = canvas.getByLabelText('Entries per page');
    await expect(Array.from((size as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
  },
};

/** A practice with no session yet: the spec's words, no table. */
export const EmptyTable: StoryObj<typeof ReportTable> = {
  render: (args) => <ReportTable {...args} />,
  args: {
    ...tableArgs,
    query: { page: 1, size: 10, sort: null },
    rows: [],
    page: { page: 1, totalPages: 0, firstShown: 1, lastShown: 1, total: 0 },
    summary: 'Showing 0 to 0 of 0 entries',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_SESSIONS)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const figures: ReportFigures = {
  held: 3,
  noShow: 2,
  lateCancel: 1,
  noShowRate: '40%',
  lateCancelRate: '16.7%',
  acceptedRequests: 3,
  medianAccept: '2 h',
  paid: '$130.25',
  paidSessions: 2,
  providers: [
    {
      id: 'p1',
      name: 'Ana Owner',
      held: 2,
      noShow: 1,
      lateCancel: 1,
      booked: '3 h',
      heldTime: '1 h 20 min',
      utilisation: '44.4%',
    },
    {
      id: 'p2',
      name: 'Ben Colleague',
      held: 1,
      noShow: 1,
      lateCancel: 0,
      booked: '1 h 40 min',
      heldTime: '50 min',
      utilisation: '50%',
    },
  ],
};

/** The month at a glance: the rates, the wait from request to accept, what was paid, each provider's share. */
export const MonthAtAGlance: StoryObj<typeof MonthFigures> = {
  render: (args) => <MonthFigures {...args} />,
  args: { figures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (label: string) => canvas.getByText(label).closest('div')!;
    await expect(value('No-show rate')).toHaveTextContent('40%');
    await expect(value('No-show rate')).toHaveTextContent('2 of 5 confirmed sessions');
    await expect(value('Late cancellation rate')).toHaveTextContent('16.7%');
    await expect(value('Request to accept (median)')).toHaveTextContent('2 h');
    await expect(value('Paid')).toHaveTextContent('$130.25');
    const providers = canvas.getByRole('table', { name: 'Utilisation per provider this month' });
    await expect(within(providers).getAllByRole('row')).toHaveLength(3);
    await expect(within(providers).getByText('44.4%')).toBeInTheDocument();
  },
};

/** A new practice: zeros and dashes with the reason, not an error. */
export const EmptyMonth: StoryObj<typeof MonthFigures> = {
  render: (args) => <MonthFigures {...args} />,
  args: {
    figures: {
      held: 0,
      noShow: 0,
      lateCancel: 0,
      noShowRate: null,
      lateCancelRate: null,
      acceptedRequests: 0,
      medianAccept: null,
      paid: '$0.00',
      paidSessions: 0,
      providers: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_SESSIONS_THIS_MONTH)).toBeInTheDocument();
    await expect(canvas.getAllByText('—')).toHaveLength(3);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
