import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from '@tele/remix-app/features/identity/change-password-form.tsx';
import { ChangePasswordSchema } from '@tele/remix-app/features/identity/form-schemas.ts';
import { formChecksOf } from '@tele/remix-app/utils/form-checks.server.ts';
import { Alert } from '@tele/remix-app/ui/alert.tsx';
import { Avatar } from '@tele/remix-app/ui/avatar.tsx';
import { Button } from '@tele/remix-app/ui/button.tsx';
import { Modal, modalClasses } from '@tele/remix-app/ui/modal.tsx';
import { Spinner } from '@tele/remix-app/ui/spinner.tsx';
import { TextField } from '@tele/remix-app/ui/text-field.tsx';
import { ToastItem, Toaster } from '@tele/remix-app/ui/toast.tsx';

const meta = {
  title: 'UI/Primitives',
  component: Button,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Delete</Button>
      <Button isLoading>Saving</Button>
      <Button size="sm">Small</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};

export const Fields: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <TextField label="Email" inputProps={{ id: 'email', name: 'email', type: 'email' }} />
      <TextField
        label="Password"
        inputProps={{ id: 'password', name: 'password', type: 'password' }}
        errors={['Please input your password.']}
      />
      <TextField label="Name" inputProps={{ id: 'name', name: 'name' }} hint="As your clients will see it." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Please input your password.');
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('As your clients will see it.');
  },
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Alert tone="error">The login has failed. Please try again.</Alert>
      <Alert tone="success">An email sent. Please check your mailbox.</Alert>
      <Alert tone="info">Your changes are saved automatically.</Alert>
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Maya Patel" size="sm" />
      <Avatar name="Maya Patel" />
      <Avatar name="Jordan Alvarez" size="lg" />
    </div>
  ),
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, color: 'var(--color-primary)' }}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" label="Loading" />
    </div>
  ),
};

function ModalDemo() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open dialog</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Delete this request?"
        footer={
          <div className={modalClasses.actions}>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setIsOpen(false)}>
              Ok
            </Button>
          </div>
        }
      >
        <p>Do you want to delete this request really?</p>
      </Modal>
    </>
  );
}

export const ModalDialog: Story = {
  render: () => <ModalDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog', { name: 'Delete this request?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const Toasts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 400 }}>
      <ToastItem
        isPersistent
        onDismiss={() => {}}
        toast={{ id: '1', type: 'success', description: 'The customizing list has updated successfully.' }}
      />
      <ToastItem
        isPersistent
        onDismiss={() => {}}
        toast={{ id: '2', type: 'error', description: 'Please input the current password correctly.' }}
      />
      <ToastItem
        isPersistent
        onDismiss={() => {}}
        toast={{ id: '3', type: 'info', title: 'Heads up', description: 'Your session ends in 5 minutes.' }}
      />
      <ToastItem
        isPersistent
        onDismiss={() => {}}
        toast={{
          id: '4',
          type: 'error',
          description:
            'You already had 5 online sessions this month. Please upgrade your account to create more appointments.',
          link: { href: '/practice-subscription', label: 'See the plans' },
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // A refusal by the plan says where to go.
    await expect(within(canvasElement).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/practice-subscription',
    );
  },
};

export const ToasterDismiss: Story = {
  render: () => (
    <Toaster toast={{ id: 't1', type: 'success', description: 'The password reset successfully.' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The password reset successfully.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ChangePassword: Story = {
  parameters: { route: { path: '/settings-security' } },
  render: () => <ChangePasswordForm checks={formChecksOf(ChangePasswordSchema)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Please input the current password.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old secret');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new secret');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'new secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(window.__submissions?.[0]?.fields).toMatchObject({
        currentPassword: 'old secret',
        newPassword: 'new secret',
        confirmPassword: 'new secret',
      }),
    );
  },
};
