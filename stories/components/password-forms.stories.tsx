import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { ForgotPasswordForm } from '@tele/remix-app/features/identity/forgot-password-form.tsx';
import { ResetPasswordSchema } from '@tele/remix-app/features/identity/form-schemas.ts';
import { ResetPasswordForm } from '@tele/remix-app/features/identity/reset-password-form.tsx';
import { formChecksOf } from '@tele/remix-app/utils/form-checks.server.ts';
import { PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Auth/Password',
  component: ForgotPasswordForm,
  decorators: [
    (Story) => (
      <AuthLayout productName={PRODUCT_NAME}>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;

const resetChecks = formChecksOf(ResetPasswordSchema);
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  parameters: { route: { path: '/forgot-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/login');
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(window.__submissions?.[0]?.fields.email).toBe('maya@example.com'));
  },
};

export const ForgotPasswordSent: Story = {
  parameters: { route: { path: '/forgot-password' } },
  args: { successMessage: 'Your email has sent successfully. Please check your mailbox.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Please check your mailbox.');
  },
};

export const ResetPassword: Story = {
  parameters: { route: { path: '/reset-password/0f9c1e7a2b' } },
  render: () => <ResetPasswordForm checks={resetChecks} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New Password'), 'a new passphrase{Enter}');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'CHANGE' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'BACK' })).toBeVisible();
  },
};

export const ResetPasswordRefused: Story = {
  parameters: { route: { path: '/reset-password/expired' } },
  render: () => (
    <ResetPasswordForm
      checks={resetChecks}
      lastResult={{ status: 'error', error: { '': ['This link has expired. Please request a new one.'] } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This link has expired.');
  },
};
