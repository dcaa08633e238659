import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WaitingRoomPicker } from '@tele/remix-app/features/session-day/waiting-room-picker.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';
import { PROVIDER_NAME } from '../support/session-day-fixtures.ts';

const meta = {
  title: 'Session day/Waiting room settings',
  component: WaitingRoomPicker,
  parameters: { route: { path: '/settings-waiting' } },
  args: {
    productName: PRODUCT_NAME,
    providerName: PROVIDER_NAME,
    saved: { picture: 3, music: 3 },
    cancelHref: '/settings-practice',
  },
} satisfies Meta<typeof WaitingRoomPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Waiting Room' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Picture/ })).toHaveTextContent('3 of 5');
    await expect(canvas.getByRole('group', { name: /Music/ })).toHaveTextContent('3 of 5');
    await expect(canvas.getByRole('img', { name: 'Waiting room scene 3 of 5' })).toHaveAttribute(
      'src',
      '/waiting/3.png',
    );
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/settings-practice');
    await expect(canvas.getByText(`Please wait, ${PROVIDER_NAME} will let you in shortly`)).toBeVisible();
  },
};

export const ArrowsWrap: Story = {
  parameters: { route: { path: '/settings-waiting?picture=5&music=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = within(canvas.getByRole('group', { name: /Picture/ }));
    const music = within(canvas.getByRole('group', { name: /Music/ }));
    await expect(picture.getByText('5 of 5')).toBeVisible();
    // 5 → 1 forwards, 1 → 5 backwards.
    await userEvent.click(picture.getByRole('link', { name: 'Next picture' }));
    await expect(await picture.findByText('1 of 5')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Waiting room scene 1 of 5' })).toHaveAttribute(
      'src',
      '/waiting/1.png',
    );
    await userEvent.click(music.getByRole('link', { name: 'Previous music' }));
    await expect(await music.findByText('5 of 5')).toBeVisible();
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('src', '/waiting/5.mp3');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ picture: '1', music: '5' });
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = within(canvas.getByRole('group', { name: /Picture/ }));
    picture.getByRole('link', { name: 'Next picture' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await picture.findByText('4 of 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await picture.findByText('5 of 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await picture.findByText('1 of 5')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await picture.findByText('5 of 5')).toBeVisible();
  },
};

export const SaveRefused: Story = {
  args: { error: 'Please choose a picture and a music track from 1 to 5.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('from 1 to 5');
  },
};
