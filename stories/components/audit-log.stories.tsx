import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuditLogCard, NO_ENTRIES } from '@tele/remix-app/features/audit/audit-log-card.tsx';
import type { AuditLogView } from '@tele/remix-app/features/audit/audit-view.ts';

const CLIENT = '0123456789abcdef01234567';

const view: AuditLogView = {
  query: { person: null, client: null, from: null, to: null, page: 1 },
  isWholePractice: true,
  isAvailable: true,
  refusal: null,
  rows: [
    {
      id: 'a1',
      at: 'Nov 30, 2026, 9:12 AM',
      person: 'Sam Colleague',
      role: 'provider',
      action: 'Opened the client’s profile',
      clientId: CLIENT,
      client: 'Rowan Audit',
      address: '203.0.113.7',
    },
    {
      id: 'a2',
      at: 'Nov 30, 2026, 9:00 AM',
      person: 'Audra Keane',
      role: 'super_owner',
      action: 'Signed in',
      clientId: null,
      client: '',
      address: '198.51.100.4',
    },
  ],
  page: { page: 1, totalPages: 3, firstShown: 1, lastShown: 2, total: 52 },
  people: [
    { id: 'p1', name: 'Audra Keane' },
    { id: 'p2', name: 'Sam Colleague' },
  ],
  clients: [{ id: CLIENT, name: 'Rowan Audit' }],
  timeZone: 'America/New_York',
};

const meta = {
  title: 'Settings/Audit log',
  component: AuditLogCard,
  parameters: { layout: 'padded', route: { path: '/settings-security' } },
  args: { view },
} satisfies Meta<typeof AuditLogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An owner's view: the person and client filters, dates, Export CSV with the same filters, a table of who did
 * what to which client from where (a client's name filters by it), and the pager.
 */
export const WholePractice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    await expect(canvas.getByText(/Times are in America\/New_York/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Person')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Client')).toBeInTheDocument();
    await expect(canvas.getByLabelText('From')).toHaveAttribute('type', 'date');
    const table = canvas.getByRole('table', { name: 'Audit log' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Only entries about Rowan Audit' })).toHaveAttribute(
      'href',
      `/settings-security?client=${CLIENT}#audit-log-title`,
    );
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/settings-security/audit.csv',
    );
    await expect(canvas.getByRole('navigation', { name: 'Audit log pages' })).toBeInTheDocument();
  },
};

/** A provider reads only its own entries: no person filter; the filters it set carry into the CSV link. */
export const OwnEntriesFiltered: Story = {
  args: {
    view: {
      ...view,
      isWholePractice: false,
      query: { person: null, client: CLIENT, from: '2026-11-01', to: '2026-11-30', page: 1 },
      rows: view.rows.slice(0, 1),
      page: { page: 1, totalPages: 1, firstShown: 1, lastShown: 1, total: 1 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Person')).toBeNull();
    await expect(canvas.getByText(/What you opened or changed/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/settings-security/audit.csv?client=${CLIENT}&from=2026-11-01&to=2026-11-30`,
    );
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  },
};

/** Filters that match nothing: the words for it, no table. */
export const Empty: Story = {
  args: {
    view: {
      ...view,
      query: { ...view.query, from: '2020-01-01' },
      rows: [],
      page: { page: 1, totalPages: 0, firstShown: 1, lastShown: 1, total: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_ENTRIES)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A date the API refused: its message, no table. */
export const Refused: Story = {
  args: {
    view: { ...view, rows: [], isAvailable: false, refusal: 'Please choose dates as YYYY-MM-DD.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please choose dates as YYYY-MM-DD.')).toBeInTheDocument();
  },
};
