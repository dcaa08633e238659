import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InviteModal } from '@tele/remix-app/features/session-day/invite-modal.tsx';
import { ShareLinkCard } from '@tele/remix-app/features/session-day/share-link-card.tsx';
import { CLIENT_LINK, SHARE_LINK_ID } from '../support/session-day-fixtures.ts';

const UPGRADE = 'Please upgrade your account to invite by text or email message';

const meta = {
  title: 'Session day/Invite',
  component: InviteModal,
  parameters: { route: { path: '/dashboard?invite=email' } },
  args: {
    channel: 'email',
    appointmentId: SHARE_LINK_ID,
    canInvite: true,
    cancelHref: '/dashboard',
    onClose: fn(),
  },
} satisfies Meta<typeof InviteModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Invite via Email' }));
    await expect(dialog.queryByText(UPGRADE)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Please input the email address.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText("Client's email"), 'jordan@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Please input the valid email.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText("Client's email"), 'example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      channel: 'email',
      appointmentId: SHARE_LINK_ID,
      email: 'jordan@example.com',
      intent: 'invite',
    });
  },
};

export const ByText: Story = {
  args: { channel: 'text' },
  parameters: { route: { path: '/dashboard?invite=text' } },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Invite via Text Message' }));
    const phone = dialog.getByLabelText("Client's phone number");
    await expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '555 010 4477');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      await dialog.findByText(
        'Please input the phone number in full international form, with + and the country code (like +15551234567).',
      ),
    ).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 (555) 010-4477');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      channel: 'text',
      phone: '+1 (555) 010-4477',
    });
  },
};

export const PlanGate: Story = {
  args: { canInvite: false, channel: 'text' },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Invite via Text Message' }));
    // Said before anything is sent, and nothing can be.
    await expect(dialog.getByText(UPGRADE)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(dialog.getByLabelText("Client's phone number")).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  },
};

export const LinkUsedUp: Story = {
  args: {
    lastResult: { status: 'error', error: { '': ['Please refresh once more and try again.'] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please refresh once more and try again.',
    );
  },
};

export const ServerRefusal: Story = {
  args: {
    channel: 'text',
    lastResult: {
      status: 'error',
      error: { phone: ["Please input the client's phone number."] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Please input the client's phone number.")).toBeVisible();
  },
};

export const ShareLink: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <ShareLinkCard
        roomUrl={`https://app.teletherapist.example/room/${SHARE_LINK_ID}`}
        roomHref={`/room/${SHARE_LINK_ID}`}
        clientLink={CLIENT_LINK}
        emailHref="/dashboard?invite=email"
        textHref="/dashboard?invite=text"
        printHref={`/invite-print/${SHARE_LINK_ID}`}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Your waiting room' }));
    await expect(card.getByLabelText('Your room')).toHaveValue(
      `https://app.teletherapist.example/room/${SHARE_LINK_ID}`,
    );
    await expect(card.getByLabelText('Client join link')).toHaveValue(CLIENT_LINK);
    await expect(card.getByRole('link', { name: 'Invite via Email' })).toHaveAttribute(
      'href',
      '/dashboard?invite=email',
    );
    await expect(card.getByRole('link', { name: 'Text Message' })).toHaveAttribute(
      'href',
      '/dashboard?invite=text',
    );
    await expect(card.getByRole('link', { name: 'Prints' })).toHaveAttribute(
      'href',
      `/invite-print/${SHARE_LINK_ID}`,
    );
  },
};
