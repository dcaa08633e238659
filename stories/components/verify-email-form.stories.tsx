import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { VerifyEmailForm } from '@tele/remix-app/features/identity/verify-email-form.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Auth/VerifyEmailForm',
  component: VerifyEmailForm,
  decorators: [
    (Story) => (
      <AuthLayout productName={PRODUCT_NAME}>
        <Story />
      </AuthLayout>
    ),
  ],
  parameters: { route: { path: '/success-verification/0f9c1e7a2b' } },
  args: { email: 'maya@example.com' },
} satisfies Meta<typeof VerifyEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// Opening the link shows this form; only submitting it (a POST) verifies the address.
export const SetPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(canvas.getByText('maya@example.com')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'a calm practice 2026{Enter}');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'a calm practice 2026{Enter}');
    await waitFor(() =>
      expect(window.__submissions?.[0]?.fields).toMatchObject({
        newPassword: 'a calm practice 2026',
        confirmPassword: 'a calm practice 2026',
      }),
    );
  },
};

export const Refused: Story = {
  args: {
    lastResult: {
      status: 'error',
      error: { '': ['Please set your password to finish verifying your email.'] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please set your password');
  },
};
