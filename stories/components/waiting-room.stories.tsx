import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FINISHED_MESSAGE, WaitingRoom } from '@tele/remix-app/features/session-day/waiting-room.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';
import { PROVIDER_NAME, START_TIME } from '../support/session-day-fixtures.ts';

const PROVIDER_JOINED =
  "The provider has just joined for the session. You can join the session by clicking the 'Join' button below.";

const meta = {
  title: 'Session day/Waiting room',
  component: WaitingRoom,
  parameters: { route: { path: '/invited-room/65a1b2c3d4e5f60718293c01?key=k' } },
  args: {
    productName: PRODUCT_NAME,
    picture: 3,
    music: 3,
    providerName: PROVIDER_NAME,
    startTime: START_TIME,
    status: 'waiting',
    onDismissToast: fn(),
  },
} satisfies Meta<typeof WaitingRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectWaiting(canvasElement: HTMLElement, picture: number) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
    `Your session with ${PROVIDER_NAME}`,
  );
  await expect(canvas.getByTestId('waiting-room-picture')).toHaveAttribute('src', `/waiting/${picture}.png`);
  await expect(canvas.getByRole('status')).toHaveTextContent(
    `Please wait, ${PROVIDER_NAME} will let you in shortly`,
  );
  await expect(canvas.queryByRole('button', { name: 'Join' })).toBeNull();
}

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expectWaiting(canvasElement, 3);
    const canvas = within(canvasElement);
    // The start is written in the visitor's own zone (the tests run in UTC).
    await expect(canvas.getByText(/Monday, November 23 at 3:00\sPM UTC/)).toBeVisible();
    // The music always has a visible control, whether or not the browser let it start by itself.
    const toggle = canvas.getByRole('button', { name: /(Play|Pause) the music/ });
    await expect(toggle).toBeVisible();
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('src', '/waiting/3.mp3');
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('loop');
  },
};

export const Picture1: Story = {
  args: { picture: 1, music: 1 },
  play: ({ canvasElement }) => expectWaiting(canvasElement, 1),
};
export const Picture2: Story = {
  args: { picture: 2, music: 2 },
  play: ({ canvasElement }) => expectWaiting(canvasElement, 2),
};
export const Picture4: Story = {
  args: { picture: 4, music: 4 },
  play: ({ canvasElement }) => expectWaiting(canvasElement, 4),
};
export const Picture5: Story = {
  args: { picture: 5, music: 5 },
  play: ({ canvasElement }) => expectWaiting(canvasElement, 5),
};

export const Admitted: Story = {
  args: {
    status: 'admitted',
    toast: { id: 't1', type: 'info', description: PROVIDER_JOINED },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Session notifications' })).toHaveTextContent(
      PROVIDER_JOINED,
    );
    await expect(canvas.queryByText(/Please wait/)).toBeNull();
    await userEvent.type(canvas.getByLabelText('Your name (shown in the call)'), 'Jordan Alvarez');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ name: 'Jordan Alvarez', intent: 'join' });
  },
};

export const AdmittedSignedInClient: Story = {
  parameters: { route: { path: '/client-session/65a1b2c3d4e5f60718293c01?as=client' } },
  args: { status: 'admitted', memberName: 'Jordan Alvarez', homeHref: '/home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Signed in, the client has a way home and is not asked for a name: the call shows its own.
    await expect(canvas.getByRole('link', { name: 'Back to my home' })).toHaveAttribute('href', '/home');
    await expect(canvas.queryByLabelText('Your name (shown in the call)')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ intent: 'join' });
  },
};

export const Joining: Story = {
  args: { status: 'admitted', isJoining: true },
  play: async ({ canvasElement }) => {
    const join = within(canvasElement).getByRole('button', { name: 'Join' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAttribute('aria-busy', 'true');
  },
};

export const JoinRefused: Story = {
  args: { status: 'waiting', error: 'The provider has not joined yet. Please wait for him to join.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The provider has not joined yet. Please wait for him to join.',
    );
  },
};

export const TimePassed: Story = {
  args: { status: 'time-passed', statusMessage: 'The meeting time is already passed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The meeting time is already passed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join' })).toBeNull();
    await expect(canvas.queryByText(/Please wait/)).toBeNull();
  },
};

export const Finished: Story = {
  args: { status: 'finished' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FINISHED_MESSAGE)).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: { isReconnecting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reconnecting to the waiting room…')).toBeVisible();
  },
};
