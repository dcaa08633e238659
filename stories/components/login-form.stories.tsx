import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { LoginSchema } from '@tele/remix-app/features/identity/form-schemas.ts';
import { LoginForm } from '@tele/remix-app/features/identity/login-form.tsx';
import { formChecksOf } from '@tele/remix-app/utils/form-checks.server.ts';
import { PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  // The checks the login page's loader derives from the form's schema.
  args: { checks: formChecksOf(LoginSchema) },
  parameters: { route: { path: '/login' } },
  decorators: [
    (Story) => (
      <AuthLayout productName={PRODUCT_NAME}>
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login as provider' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'New to here? Join now' })).toHaveAttribute(
      'href',
      '/register-provider',
    );
  },
};

export const EnterMovesToPasswordThenSubmits: Story = {
  name: 'Enter moves to password, then submits',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(email, 'maya@example.com{Enter}');
    await expect(password).toHaveFocus();

    // An empty password does not submit.
    await userEvent.keyboard('{Enter}');
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(password, 'correct horse{Enter}');
    await waitFor(() => expect(window.__submissions?.length).toBe(1));
    const [submission] = window.__submissions ?? [];
    await expect(submission?.fields).toMatchObject({ email: 'maya@example.com', password: 'correct horse' });
    // The browser's zone travels with the login so the server renders times in it.
    await expect(submission?.fields.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  },
};

export const ValidatesInTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'LOGIN' }));
    await expect(await canvas.findByText('Please input your email.')).toBeVisible();
    await expect(canvas.getByText('Please input your password.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(window.__submissions).toHaveLength(0);
  },
};

export const ServerMessage: Story = {
  args: {
    lastResult: {
      status: 'error',
      initialValue: { email: 'maya@example.com' },
      error: { '': ['Please verify your email address first.'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please verify your email address first.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya@example.com');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'LOGIN' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
