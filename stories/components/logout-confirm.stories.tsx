import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoutConfirm } from '@tele/remix-app/features/shell/logout-confirm.tsx';

const meta = {
  title: 'Modals/LogoutConfirm',
  component: LogoutConfirm,
  args: { isOpen: true, onCancel: fn() },
} satisfies Meta<typeof LogoutConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('alertdialog', { name: 'Log Out' });
    await expect(dialog).toHaveAccessibleDescription('Do you want to log out really?');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    await expect(cancel).toHaveFocus();

    // Focus stays inside the dialog.
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(ok).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ok' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
