import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppointmentMessages } from '@tele/remix-app/features/appointments/appointment-messages.tsx';

const meta = {
  title: 'Appointments/Messages',
  component: AppointmentMessages,
  parameters: { layout: 'padded' },
  args: {
    timeZone: 'America/New_York',
    messages: [
      {
        id: 'n3',
        channel: 'sms',
        recipient: '+15550104477',
        template: 'appointment-invite-sms',
        status: 'failed',
        createdAt: '2026-11-20T15:00:00.000Z',
        sentAt: null,
        error: 'The number cannot receive text messages.',
      },
      {
        id: 'n2',
        channel: 'email',
        recipient: 'jordan@example.com',
        template: 'appointment-reminder',
        status: 'pending',
        createdAt: '2026-11-20T14:00:00.000Z',
        sentAt: null,
        error: null,
      },
      {
        id: 'n1',
        channel: 'email',
        recipient: 'jordan@example.com',
        template: 'appointment-invite',
        status: 'sent',
        createdAt: '2026-11-20T13:00:00.000Z',
        sentAt: '2026-11-20T13:00:02.000Z',
        error: null,
      },
    ],
  },
} satisfies Meta<typeof AppointmentMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Messages' }));
    const items = section.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Invitation by text to +15550104477');
    await expect(items[0]).toHaveTextContent('Failed');
    await expect(items[0]).toHaveTextContent('The number cannot receive text messages.');
    await expect(items[1]).toHaveTextContent('Waiting to send');
    // Times in the viewer's zone: 13:00:02 UTC is 8:00 AM in New York.
    await expect(items[2]).toHaveTextContent(/Invitation by e-mail to jordan@example\.com.*8:00\sAM.*Sent/);
  },
};

export const Nothing: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing has been sent about this appointment yet.'),
    ).toBeVisible();
  },
};
