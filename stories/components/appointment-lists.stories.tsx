import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  InvitedList,
  NO_REQUESTS_MESSAGE,
  RequestedList,
} from '@tele/remix-app/features/appointments/appointment-requests.tsx';
import {
  clients,
  hrefForAppointment,
  makeAppointment,
  page,
  TIME_ZONE,
} from '../support/appointment-fixtures.ts';

const requested = [
  makeAppointment({
    title: 'Requested intake',
    isClientRequest: true,
    roleUpdated: 'client',
    clients: [clients[2]!],
    minutes: 60,
    payment: 120,
    type: 'Intake',
  }),
  makeAppointment({ title: 'Changed by me', isClientRequest: true, roleUpdated: 'provider', minutes: 40 }),
  makeAppointment({ title: 'Accepted one', isClientRequest: true, state: 2, payment: 80, minutes: 80 }),
  makeAppointment({ title: 'Session soon', isClientRequest: true, state: 31 }),
];

const invited = [
  makeAppointment({ title: 'Share Link', state: 0, inviteEmail: 'new.client@example.com', clients: [] }),
  makeAppointment({ title: 'Share Link', state: 0, invitePhone: '15550142231', clients: [] }),
];

const meta = {
  title: 'Appointments/Requests and invitations',
  component: RequestedList,
  parameters: { layout: 'padded', route: { path: '/appointment?view=requested&calendar=my' } },
  args: {
    appointments: requested,
    page: page(1, 1),
    timeZone: TIME_ZONE,
    hrefForAppointment,
    formAction: '/appointment?view=requested&calendar=my',
  },
} satisfies Meta<typeof RequestedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'State',
      'Date Requested',
      'Time Length',
      'Amount',
      'Client Name',
      'Provider Name',
      'Type',
      'Action',
    ]);
    const [, first, second, third, fourth] = canvas.getAllByRole('row');
    // Made by the client: Approve and Decline. Last changed by the provider: Created.
    await expect(within(first!).getByRole('button', { name: 'Approve Requested intake' })).toBeVisible();
    await expect(within(first!).getByRole('button', { name: 'Decline Requested intake' })).toBeVisible();
    await expect(first).toHaveTextContent('1 h');
    await expect(first).toHaveTextContent('$120.00');
    await expect(first).toHaveTextContent('Samuel Okafor');
    await expect(first).toHaveTextContent('Dr. Maya Patel');
    await expect(second).toHaveTextContent('Created');
    await expect(within(second!).queryByRole('button')).toBeNull();
    // State icons: 2 and the shared 3/31/32/4 icon.
    await expect(third).toHaveTextContent('Accepted');
    await expect(within(third!).getByText('Accepted').closest('[data-state]')).toHaveAttribute(
      'data-state',
      '2',
    );
    await expect(within(fourth!).getByText('Join').closest('[data-state]')).toHaveAttribute(
      'data-state',
      '31',
    );

    await userEvent.click(within(first!).getByRole('button', { name: 'Approve Requested intake' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ id: requested[0]!.id, intent: 'approve' });
  },
};

export const RequestedPaged: Story = {
  parameters: { route: { path: '/appointment?view=requested&calendar=my&page=2' } },
  args: { page: page(2, 5) },
  play: async ({ canvasElement }) => {
    const pager = within(
      within(canvasElement).getByRole('navigation', { name: 'Requested appointments pages' }),
    );
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/appointment?view=requested&calendar=my&page=3',
    );
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/appointment?view=requested&calendar=my',
    );
    await expect(pager.getByText('Page 2 of 5')).toBeVisible();
  },
};

export const RequestedEmpty: Story = {
  args: { appointments: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(NO_REQUESTS_MESSAGE);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Invited: Story = {
  render: () => (
    <InvitedList
      appointments={invited}
      page={page(2, 2)}
      pageSize={10}
      timeZone={TIME_ZONE}
      hrefForDelete={(appointment) =>
        `/appointment?view=invited&calendar=my&appointment=${appointment.id}&delete=1`
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No',
      'Date Requested',
      'Invite via',
      'Action',
    ]);
    const [, first, second] = canvas.getAllByRole('row');
    // Numbered across pages (page 2 of 10 per page starts at 11); the date in the viewer's zone.
    await expect(first).toHaveTextContent('11');
    await expect(first).toHaveTextContent('Nov 20, 2026, 9:05 AM');
    await expect(
      within(first!).getByRole('link', { name: 'Open the session for new.client@example.com' }),
    ).toHaveAttribute('href', `/room/${invited[0]!.id}`);
    await expect(second).toHaveTextContent('15550142231');
    await expect(
      within(second!).getByRole('link', { name: 'Delete the invitation to 15550142231' }),
    ).toHaveAttribute('href', expect.stringContaining('delete=1'));
  },
};

export const InvitedEmpty: Story = {
  render: () => (
    <InvitedList
      appointments={[]}
      page={page(1, 0)}
      pageSize={10}
      timeZone={TIME_ZONE}
      hrefForDelete={() => '/'}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(NO_REQUESTS_MESSAGE);
  },
};
