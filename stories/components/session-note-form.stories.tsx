import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionNoteForm } from '@tele/remix-app/features/session-day/session-note-form.tsx';

const meta = {
  title: 'Session day/Session note',
  component: SessionNoteForm,
  parameters: { route: { path: '/session-note/65a1b2c3d4e5f60718293c01' } },
  args: {
    sessionTitle: 'Meeting with Dr. Maya Patel',
    actualStart: 'Nov 23, 2026, 10:02 AM',
    actualEnd: 'Nov 23, 2026, 10:49 AM',
    cancelHref: '/dashboard',
  },
  decorators: [
    (Story) => (
      // The centred column of the public pages' main area (features/identity/auth-layout.module.css).
      <div style={{ display: 'grid', placeItems: 'start center', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionNoteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Write: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Note for Session' })).toBeVisible();
    await expect(canvas.getByText('Nov 23, 2026, 10:02 AM')).toBeVisible();
    await expect(canvas.getByText('Nov 23, 2026, 10:49 AM')).toBeVisible();
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await expect(note).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please input the note.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(note, 'Talked about sleep. Next session in two weeks.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      note: 'Talked about sleep. Next session in two weeks.',
    });
  },
};

export const Saved: Story = {
  args: {
    defaultNote: 'Talked about sleep.',
    savedMessage: 'The session note has saved successfully.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The session note has saved successfully.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    lastResult: { status: 'error', error: { '': ['Only the provider of this session can write its note.'] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Only the provider of this session can write its note.',
    );
  },
};
