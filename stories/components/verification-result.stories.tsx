import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { VerificationResult } from '@tele/remix-app/features/identity/verification-result.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Auth/VerificationResult',
  component: VerificationResult,
  decorators: [
    (Story) => (
      <AuthLayout productName={PRODUCT_NAME}>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof VerificationResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  args: { outcome: { status: 'verified', email: 'maya@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/has been verified/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  },
};

export const LinkExpired: Story = {
  args: { outcome: { status: 'failed', message: 'The provider requests can not find.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The provider requests can not find.');
    await expect(canvas.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/register-provider',
    );
  },
};
