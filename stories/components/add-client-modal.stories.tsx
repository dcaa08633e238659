import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddClientModal } from '@tele/remix-app/features/clients/add-client-modal.tsx';

const meta = {
  title: 'Modals/AddClient',
  component: AddClientModal,
  parameters: { route: { path: '/dashboard?addClient=1' } },
  args: { redirectTo: '/dashboard', cancelHref: '/dashboard', onClose: fn() },
} satisfies Meta<typeof AddClientModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Add Client' }));
    await expect(dialog.getByLabelText('Name')).toHaveFocus();
    await expect(dialog.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric');
    // No password field: the client sets one from the e-mailed link.
    await expect(canvasElement.querySelector('input[type="password"]')).toBeNull();

    await userEvent.type(dialog.getByLabelText('Name'), 'Rosa Diaz');
    await userEvent.type(dialog.getByLabelText('Email'), 'rosa@');
    await userEvent.type(dialog.getByLabelText('Phone'), '555-0142');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Client' }));
    await expect(await dialog.findByText('Please input the valid email.')).toBeVisible();
    await expect(dialog.getByText('Please input the phone number correctly.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Email'), 'example.com');
    await userEvent.clear(dialog.getByLabelText('Phone'));
    await userEvent.type(dialog.getByLabelText('Phone'), '15550142231');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      action: '/add-client',
      fields: {
        name: 'Rosa Diaz',
        email: 'rosa@example.com',
        phone: '15550142231',
        redirectTo: '/dashboard',
      },
    });
  },
};

export const Refused: Story = {
  args: {
    lastResult: { status: 'error', error: { '': ['You have already connected with the client.'] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have already connected');
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
