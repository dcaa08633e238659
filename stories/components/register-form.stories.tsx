import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { RegisterForm } from '@tele/remix-app/features/identity/register-form.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  parameters: { route: { path: '/register-provider' } },
  decorators: [
    (Story) => (
      <AuthLayout productName={PRODUCT_NAME}>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This form is for providers/)).toBeVisible();
    await expect(canvas.getByText(/need an invitation/)).toBeVisible();
    for (const label of ['Practice Name', 'Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label, { exact: true })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const EnterWalksThroughTheFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (label: string) => canvas.getByLabelText(label, { exact: true });
    await userEvent.type(field('Practice Name'), 'Harbor Light Counseling{Enter}');
    await expect(field('Name')).toHaveFocus();
    await userEvent.type(field('Name'), 'Maya Patel{Enter}');
    await expect(field('Email')).toHaveFocus();
    await userEvent.type(field('Email'), 'maya@example.com{Enter}');
    await expect(field('Password')).toHaveFocus();
    await userEvent.type(field('Password'), 'correct horse{Enter}');
    await expect(field('Confirm Password')).toHaveFocus();
    await userEvent.type(field('Confirm Password'), 'correct horse{Enter}');
    await waitFor(() => expect(window.__submissions?.length).toBe(1));
    await expect(window.__submissions?.[0]?.fields).toMatchObject({
      practiceName: 'Harbor Light Counseling',
      name: 'Maya Patel',
      email: 'maya@example.com',
    });
  },
};

export const MismatchedConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Practice Name'), 'Harbor Light Counseling');
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'Maya Patel');
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'one');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'two');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Please input the confirm password correctly.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);
  },
};

export const Sent: Story = {
  args: { successMessage: 'An email sent. Please check your mailbox.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'An email sent. Please check your mailbox.',
    );
  },
};

export const Sending: Story = {
  args: { isSubmitting: true },
};
