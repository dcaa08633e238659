import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardGreeting } from '@tele/remix-app/features/dashboard/dashboard-greeting.tsx';
import { DashboardPanel } from '@tele/remix-app/features/dashboard/dashboard-panel.tsx';
import { account, emptyPanels, sampleRows } from '../support/fixtures.ts';
import pageStyles from '@tele/remix-app/features/dashboard/dashboard-page.module.css';

const meta = {
  title: 'Dashboard/Panels',
  component: DashboardPanel,
  parameters: { layout: 'padded', route: { path: '/dashboard' } },
  args: { panel: emptyPanels()[0]! },
} satisfies Meta<typeof DashboardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllEmpty: Story = {
  render: () => (
    <div className={pageStyles.dashboard}>
      <div className={pageStyles.grid}>
        {emptyPanels().map((panel) => (
          <DashboardPanel key={panel.key} panel={panel} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Clients',
      'Message Center',
      'Appointments',
      'Client Invoices',
      'Client Payments',
      'Client Enrollment',
      'Documents',
    ]);
    await expect(canvas.getByRole('region', { name: 'Documents' })).toHaveTextContent(
      'You have not shared a document yet',
    );
    await expect(canvas.getByRole('region', { name: 'Client Enrollment' })).toHaveTextContent(
      'You do not have any appointment requests.',
    );
  },
};

export const ClientsFilled: Story = {
  args: { panel: { ...emptyPanels()[0]!, items: sampleRows.clients ?? [] } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Clients' }));
    await expect(region.getAllByRole('listitem')).toHaveLength(3);
    // A client opens their record in Client Management.
    await expect(region.getByRole('link', { name: 'Jordan Alvarez' })).toHaveAttribute(
      'href',
      '/client-management/1-65a1b2c3d4e5f60718293a01',
    );
    await expect(region.queryByText(/You do not have any clients/)).toBeNull();
  },
};

export const AppointmentsFilled: Story = {
  args: { panel: { ...emptyPanels()[2]!, items: sampleRows.appointments ?? [] } },
};

export const Greeting: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DashboardGreeting name={account.name} now="2026-11-21T09:05:00Z" timeZone="UTC" isLive={false} />
      <DashboardGreeting
        name={account.name}
        now="2026-11-21T09:05:00Z"
        timeZone="Asia/Tokyo"
        isLive={false}
      />
      <DashboardGreeting
        name={account.name}
        now="2026-11-21T09:05:00Z"
        timeZone="Europe/Berlin"
        isLive={false}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement)
      .getAllByRole('heading', { level: 1 })
      .map((heading) => heading.textContent);
    // 09:05 UTC is 18:05 in Tokyo and 10:05 in Berlin.
    await expect(titles).toEqual([
      'Good Morning, Dr. Maya Patel',
      'Good Evening, Dr. Maya Patel',
      'Good Morning, Dr. Maya Patel',
    ]);
    await expect(canvasElement).toHaveTextContent('Saturday · November 21, 2026 · 9:05 AM');
  },
};

export const EnrollmentWithDecisions: Story = {
  args: {
    panel: {
      ...emptyPanels()[5]!,
      items: [
        {
          id: '65a1b2c3d4e5f60718293e01',
          primary: 'Samuel Okafor',
          secondary: 'samuel.okafor@example.com · Nov 24, 2026, 1:00 PM',
          meta: 'Weekly sessions about anxiety at work, please.',
          fields: { name: 'Samuel Okafor', email: 'samuel.okafor@example.com' },
          actions: [
            {
              label: 'Approve',
              intent: 'approve-request',
              accessibleLabel: 'Approve the request of Samuel Okafor',
            },
          ],
          actionLinks: [
            {
              label: 'Decline',
              to: '/dashboard?deleteRequest=65a1b2c3d4e5f60718293e01',
              accessibleLabel: 'Decline the request of Samuel Okafor',
            },
          ],
        },
        {
          id: '65a1b2c3d4e5f60718293e02',
          primary: 'Priya Raman',
          secondary: 'priya.raman@example.com · Nov 22, 2026, 9:00 AM',
          badge: 'Accepted',
          actionLinks: [
            {
              label: 'Delete',
              to: '/dashboard?deleteRequest=65a1b2c3d4e5f60718293e02',
              accessibleLabel: 'Delete the request of Priya Raman',
            },
          ],
        },
      ],
      page: { page: 1, totalPages: 3, firstShown: 1, lastShown: 2, total: 14 },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Client Enrollment' }));
    // Pending: Approve and Decline; accepted: 'Accepted'.
    await expect(region.getByText('Accepted')).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Approve the request of Priya Raman' })).toBeNull();
    // Paged by 6: the pager keeps each panel's page in its own parameter.
    await expect(region.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/dashboard?enrollment=2',
    );
    // Decline asks first: it opens the confirmation.
    await expect(region.getByRole('link', { name: 'Decline the request of Samuel Okafor' })).toHaveAttribute(
      'href',
      '/dashboard?deleteRequest=65a1b2c3d4e5f60718293e01',
    );
    // Approve posts the request back.
    await userEvent.click(region.getByRole('button', { name: 'Approve the request of Samuel Okafor' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      id: '65a1b2c3d4e5f60718293e01',
      name: 'Samuel Okafor',
      email: 'samuel.okafor@example.com',
      intent: 'approve-request',
    });
  },
};

export const AppointmentsWithRequest: Story = {
  args: {
    panel: {
      ...emptyPanels()[2]!,
      items: [
        {
          id: '65a1b2c3d4e5f60718293c01',
          primary: 'Intake',
          secondary: 'Dec 2, 2026, 8:30 PM · Jordan Lee',
          href: '/appointment?view=day&date=2026-12-02&calendar=my&appointment=65a1b2c3d4e5f60718293c01',
          tags: [{ label: 'Requested', tone: 'requested' }],
          actions: [
            { label: 'Approve', intent: 'approve', variant: 'primary', accessibleLabel: 'Approve Intake' },
            { label: 'Decline', intent: 'decline', variant: 'secondary', accessibleLabel: 'Decline Intake' },
          ],
        },
        {
          id: '65a1b2c3d4e5f60718293c02',
          primary: 'Weekly check-in',
          secondary: 'Nov 30, 2026, 10:00 AM · Tomas Reyes',
          href: '/appointment?view=day&date=2026-11-30&calendar=my&appointment=65a1b2c3d4e5f60718293c02',
          badge: 'Join',
          tags: [{ label: 'Confirmed', tone: 'confirmed' }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Appointments' }));
    const [request, confirmed] = region.getAllByRole('listitem');
    // A client's request waits for the answer: the calendar's Requested tag, Approve and Decline (ADR 0054).
    await expect(within(request!).getByText('Requested')).toBeVisible();
    await expect(within(request!).getByRole('button', { name: 'Decline Intake' })).toBeVisible();
    // A session its client confirmed from the reminder: the calendar's Confirmed tag, no buttons (ADR 0052).
    await expect(within(confirmed!).getByText('Confirmed')).toBeVisible();
    await expect(within(confirmed!).queryByRole('button')).toBeNull();
    // Approve posts the appointment's id with the Requested view's intent.
    await userEvent.click(within(request!).getByRole('button', { name: 'Approve Intake' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      id: '65a1b2c3d4e5f60718293c01',
      intent: 'approve',
    });
  },
};

export const ClientsWithAddClient: Story = {
  args: {
    panel: {
      ...emptyPanels()[0]!,
      items: sampleRows.clients ?? [],
      page: { page: 1, totalPages: 1, firstShown: 1, lastShown: 1, total: 3 },
      action: { label: 'Add Client', to: '/dashboard?addClient=1', icon: 'userPlus' },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Clients' }));
    await expect(region.getByRole('link', { name: 'Add Client' })).toHaveAttribute(
      'href',
      '/dashboard?addClient=1',
    );
    // One page: no pager.
    await expect(region.queryByRole('navigation')).toBeNull();
  },
};
