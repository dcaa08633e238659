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
        delivery: null,
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
        delivery: { status: 'queued', deliveredAt: null, answer: null, answeredAt: null },
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
        delivery: null,
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
    // Recipients are masked: the country code and the last four digits, the first letter and the domain.
    await expect(items[0]).toHaveTextContent('Invitation by text to +1 ••• 4477');
    await expect(items[0]).toHaveTextContent('Failed');
    await expect(items[0]).toHaveTextContent('The number cannot receive text messages.');
    await expect(items[1]).toHaveTextContent('Waiting to send');
    // Times in the viewer's zone: 13:00:02 UTC is 8:00 AM in New York.
    await expect(items[2]).toHaveTextContent(/Invitation by e-mail to j•••@example\.com.*8:00\sAM.*Sent/);
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

/** The delivery log (ADR 0052): what SendGrid and Twilio said of each reminder, a failed one visible. */
export const DeliveryLog: Story = {
  args: {
    messages: [
      {
        id: 'd4',
        channel: 'sms',
        recipient: '+15550104477',
        template: 'appointment-reminder-sms',
        status: 'sent',
        createdAt: '2026-11-21T14:00:00.000Z',
        sentAt: '2026-11-21T14:00:01.000Z',
        error: null,
        delivery: {
          status: 'answered',
          deliveredAt: '2026-11-21T14:00:05.000Z',
          answer: 'confirmed',
          answeredAt: '2026-11-21T14:20:00.000Z',
        },
      },
      {
        id: 'd3',
        channel: 'email',
        recipient: 'jordan@example.com',
        template: 'appointment-reminder',
        status: 'sent',
        createdAt: '2026-11-21T14:00:00.000Z',
        sentAt: '2026-11-21T14:00:01.000Z',
        error: null,
        delivery: {
          status: 'delivered',
          deliveredAt: '2026-11-21T14:00:09.000Z',
          answer: null,
          answeredAt: null,
        },
      },
      {
        id: 'd2',
        channel: 'sms',
        recipient: '+15550108899',
        template: 'appointment-reminder-sms',
        status: 'sent',
        createdAt: '2026-11-21T14:00:00.000Z',
        sentAt: '2026-11-21T14:00:01.000Z',
        error: 'Twilio: undelivered (error 30003)',
        delivery: { status: 'failed', deliveredAt: null, answer: null, answeredAt: null },
      },
      {
        id: 'd1',
        channel: 'email',
        recipient: 'riley@example.com',
        template: 'appointment-reminder',
        status: 'sent',
        createdAt: '2026-11-21T14:00:00.000Z',
        sentAt: '2026-11-21T14:00:01.000Z',
        error: null,
        delivery: { status: 'sent', deliveredAt: null, answer: null, answeredAt: null },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('region', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    // Answered: the reply's time (9:20 AM in New York) and what the client answered.
    await expect(items[0]).toHaveTextContent(
      /Reminder by text to \+1 ••• 4477.*9:20\sAM.*Confirmed by the client/,
    );
    await expect(items[1]).toHaveTextContent(/Reminder by e-mail to j•••@example\.com.*Delivered/);
    // A failed reminder is visible, with the provider's reason.
    await expect(items[2]).toHaveTextContent('Not delivered');
    await expect(items[2]).toHaveTextContent('Twilio: undelivered (error 30003)');
    await expect(items[3]).toHaveTextContent(/Reminder by e-mail to r•••@example\.com.*Sent/);
    await expect(items[3]).not.toHaveTextContent('riley@');
  },
};
