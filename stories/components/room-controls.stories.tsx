import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoomControls } from '@tele/remix-app/features/session-day/room-controls.tsx';
import roomStyles from '@tele/remix-app/features/session-day/room.module.css';

const meta = {
  title: 'Session day/Room controls',
  component: RoomControls,
  parameters: { layout: 'padded' },
  args: { isAllowed: false, onToggleAllow: fn(), onEndCall: fn() },
  decorators: [
    (Story) => (
      <div className={roomStyles.room} style={{ height: 'auto' }}>
        <div className={roomStyles.bar}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof RoomControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The room keeps whether the client is let in; the controls only show it and ask to change it. */
function ToggleHarness({ onEndCall }: { onEndCall: () => void }) {
  const [isAllowed, setIsAllowed] = useState(false);
  return (
    <RoomControls
      isAllowed={isAllowed}
      onToggleAllow={() => setIsAllowed(!isAllowed)}
      onEndCall={onEndCall}
    />
  );
}

export const AllowToggles: Story = {
  render: (args) => <ToggleHarness onEndCall={args.onEndCall} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const allow = canvas.getByRole('button', { name: 'Allow' });
    await expect(allow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(allow);
    await expect(canvas.getByRole('button', { name: 'Allowed' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Allowed' }));
    await expect(canvas.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'End call' }));
    await expect(args.onEndCall).toHaveBeenCalledOnce();
  },
};

export const Allowed: Story = {
  args: { isAllowed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Allowed' }));
    await expect(args.onToggleAllow).toHaveBeenCalledOnce();
  },
};

export const Ending: Story = {
  args: { isAllowed: true, isEnding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'End call' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Allowed' })).toBeDisabled();
  },
};

export const BeforeJoining: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Allow' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'End call' })).toBeDisabled();
  },
};

/** A colleague who came in beside the provider: who is admitted and when it ends stay the provider's. */
export const Colleague: Story = {
  args: { isRunningSession: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Allow/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'End call' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(args.onEndCall).toHaveBeenCalledOnce();
  },
};
