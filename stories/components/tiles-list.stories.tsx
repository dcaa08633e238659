import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TilesList } from '@tele/remix-app/features/dashboard/tiles-list.tsx';
import { getDefaultTiles } from '@tele/remix-app/features/dashboard/dashboard-tiles.ts';

const tiles = getDefaultTiles().map((tile) => ({
  id: tile.legacyTitle,
  title: tile.title,
  color: tile.color,
}));

const meta = {
  title: 'Settings/TilesList',
  component: TilesList,
  parameters: { layout: 'padded' },
  args: { tiles, onOrderChange: fn() },
} satisfies Meta<typeof TilesList>;
export default meta;
type Story = StoryObj<typeof meta>;

function order(canvasElement: HTMLElement): string[] {
  return Array.from(
    canvasElement.querySelectorAll<HTMLInputElement>('input[type="hidden"][name$=".title"]'),
  ).map((input) => input.value);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
    await expect(order(canvasElement)[0]).toBe('Client List');
  },
};

export const ReorderWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Clients' });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Clients picked up, position 1 of 7.');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Clients moved to position 3 of 7.');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Reorder Clients' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await expect(order(canvasElement).slice(0, 3)).toEqual([
      'Message Center',
      'Appointment List',
      'Client List',
    ]);
    await expect(args.onOrderChange).toHaveBeenCalledTimes(2);
  },
};

export const EscapeCancelsAMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder Documents' }).focus();
    await userEvent.keyboard(' {ArrowUp}{ArrowUp}{Escape}');
    await expect(order(canvasElement).at(-1)).toBe('Document List');
    await expect(canvas.getByRole('status')).toHaveTextContent('Reordering cancelled.');
  },
};

export const MoveButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Documents up' }));
    await expect(order(canvasElement).slice(-2)).toEqual(['Document List', 'Client Requested List']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Documents moved to position 6 of 7.');

    await userEvent.click(canvas.getByRole('button', { name: 'Move Clients up' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Clients is already first.');
  },
};

export const ReorderWithTheMouse: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const source = items[0]!;
    const target = items[3]!;
    const dataTransfer = new DataTransfer();
    source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer }));
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    source.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer }));
    await waitFor(() => expect(order(canvasElement).indexOf('Client List')).toBe(3));
  },
};
