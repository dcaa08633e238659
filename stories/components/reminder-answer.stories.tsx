import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReminderAnswerView } from '@tele/remix-app/features/reminder-answers/reminder-answer-page.tsx';

const session = {
  title: 'Weekly Session',
  providerName: 'Dana Whitaker',
  startsAt: '2026-11-23T15:00:00.000Z',
  status: 'open',
};

/** The page a reminder e-mail's confirm/cancel link opens (ADR 0052): it asks before anything changes. */
const meta = {
  title: 'Appointments/Reminder Answer',
  component: ReminderAnswerView,
  parameters: { layout: 'fullscreen' },
  args: {
    loaded: { kind: 'session', session, suggested: 'confirm' },
    answer: null,
    isSubmitting: false,
  },
} satisfies Meta<typeof ReminderAnswerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your session' })).toBeVisible();
    await expect(canvas.getByText('With Dana Whitaker')).toBeVisible();
    await expect(canvas.getByText('Weekly Session')).toBeVisible();
    // Nothing was posted by opening the page; the confirm button posts the answer.
    await expect(window.__submissions).toHaveLength(0);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Confirm the session',
      'Cancel the session',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the session' }));
    await waitFor(() => expect(window.__submissions?.[0]?.fields).toEqual({ answer: 'confirm' }));
  },
};

export const CancelFirst: Story = {
  args: { loaded: { kind: 'session', session, suggested: 'cancel' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The link named cancel: it comes first, and still only a press of it answers.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Cancel the session',
      'Confirm the session',
    ]);
    await expect(window.__submissions).toHaveLength(0);
  },
};

export const Answered: Story = {
  args: { answer: { ok: true, msg: 'Thank you. Your session is confirmed.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you. Your session is confirmed.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const AlreadyAnswered: Story = {
  args: { loaded: { kind: 'session', session: { ...session, status: 'confirmed' }, suggested: 'cancel' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You confirmed this session. Thank you.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LinkNoLongerValid: Story = {
  args: {
    loaded: {
      kind: 'invalid',
      msg: 'This link is no longer valid. Please sign in or contact your provider.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This link is no longer valid/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
