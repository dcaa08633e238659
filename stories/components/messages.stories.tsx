import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageComposer } from '@tele/remix-app/features/messages/message-composer.tsx';
import { MessageThread } from '@tele/remix-app/features/messages/message-thread.tsx';
import { PersonPicker } from '@tele/remix-app/features/messages/person-picker.tsx';
import type { ThreadDay } from '@tele/remix-app/features/messages/thread-days.ts';

const CLIENT = '65a1b2c3d4e5f60718293a01';
const THREAD = `/view-messages/${CLIENT}`;

const days: ThreadDay[] = [
  {
    day: 'Monday, November 23, 2026',
    messages: [
      {
        id: '65a1b2c3d4e5f60718293b01',
        text: 'Can we move Tuesday? <b>I have a late shift</b>',
        sentAt: '2026-11-23T15:04:00.000Z',
        time: '10:04 AM',
        isMine: false,
        isEdited: false,
      },
    ],
  },
  {
    day: 'Tuesday, November 24, 2026',
    messages: [
      {
        id: '65a1b2c3d4e5f60718293b02',
        text: 'Of course. Wednesday at ten?\nI will send the link.',
        sentAt: '2026-11-24T14:00:00.000Z',
        time: '9:00 AM',
        isMine: true,
        isEdited: true,
      },
    ],
  },
];

const meta = {
  title: 'Messages/Thread',
  component: MessageThread,
  parameters: { layout: 'padded', route: { path: THREAD } },
  args: { partnerName: 'Jordan Alvarez', days, threadUrl: THREAD, olderBefore: null, isOlderPage: false },
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Monday, November 23, 2026',
      'Tuesday, November 24, 2026',
    ]);
    // A message is text: what looks like markup is shown as typed, never rendered.
    await expect(canvas.getByText('Can we move Tuesday? <b>I have a late shift</b>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    // Edit and Delete only on one's own message; the partner's has neither.
    const theirs = canvas.getByRole('listitem', { name: 'Jordan Alvarez, 10:04 AM' });
    await expect(within(theirs).queryByRole('link', { name: 'Edit' })).toBeNull();
    const mine = canvas.getByRole('listitem', { name: 'You, 9:00 AM' });
    await expect(mine).toHaveTextContent('edited');
    await expect(within(mine).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${THREAD}?edit=65a1b2c3d4e5f60718293b02`,
    );
    await expect(within(mine).getByRole('link', { name: 'Delete' })).toHaveAttribute(
      'href',
      `${THREAD}?delete=65a1b2c3d4e5f60718293b02`,
    );
  },
};

export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('There is no the message with Jordan Alvarez'),
    ).toBeVisible();
  },
};

export const WithOlderMessages: Story = {
  args: { olderBefore: '65a1b2c3d4e5f60718293b01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Show older messages' })).toHaveAttribute(
      'href',
      `${THREAD}?before=65a1b2c3d4e5f60718293b01`,
    );
  },
};

export const Composer: StoryObj<typeof MessageComposer> = {
  render: () => <MessageComposer threadUrl={THREAD} editing={null} isSubmitting={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Your message');
    await userEvent.click(input);
    // Shift+Enter is a new line; Enter sends.
    await userEvent.type(input, 'See you then{Shift>}{Enter}{/Shift}Take care');
    await expect(input).toHaveValue('See you then\nTake care');
    await expect(window.__submissions).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(window.__submissions?.[0]?.fields).toEqual({ intent: 'send', text: 'See you then\nTake care' }),
    );
  },
};

export const ComposerEditing: StoryObj<typeof MessageComposer> = {
  render: () => (
    <MessageComposer
      threadUrl={THREAD}
      editing={{ id: '65a1b2c3d4e5f60718293b02', text: 'Of course. Wednesday at ten?' }}
      isSubmitting={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Edit your message')).toHaveValue('Of course. Wednesday at ten?');
    await expect(canvas.getByRole('link', { name: 'Cancel editing' })).toHaveAttribute('href', THREAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(window.__submissions?.[0]?.fields).toEqual({
        intent: 'update',
        id: '65a1b2c3d4e5f60718293b02',
        text: 'Of course. Wednesday at ten?',
      }),
    );
  },
};

export const People: StoryObj<typeof PersonPicker> = {
  render: () => (
    <PersonPicker
      label="Clients"
      base="/view-messages"
      chosenId={CLIENT}
      people={[
        { id: CLIENT, name: 'Jordan Alvarez' },
        { id: '65a1b2c3d4e5f60718293a02', name: 'Priya Raman' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Clients' });
    await expect(within(nav).getByRole('link', { name: 'Jordan Alvarez' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Jordan Alvarez' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      '/view-messages/65a1b2c3d4e5f60718293a02',
    );
  },
};
