import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintableInvite } from '@tele/remix-app/features/session-day/printable-invite.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';
import { CLIENT_LINK, PROVIDER_NAME, QR_SVG } from '../support/session-day-fixtures.ts';

const meta = {
  title: 'Session day/Printable invite',
  component: PrintableInvite,
  parameters: { route: { path: '/invite-print/65a1b2c3d4e5f60718293c01' } },
  args: {
    productName: PRODUCT_NAME,
    providerName: PROVIDER_NAME,
    link: CLIENT_LINK,
    qrSvg: QR_SVG,
    backHref: '/dashboard',
    onPrint: fn(),
  },
} satisfies Meta<typeof PrintableInvite>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: `Your video session with ${PROVIDER_NAME}` }),
    ).toBeVisible();
    await expect(canvas.getByText(PRODUCT_NAME)).toBeVisible();
    await expect(canvas.getByText(CLIENT_LINK)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('img', { name: 'QR code of the link to the waiting room' }).querySelector('svg'),
    ).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

export const BeforeHydration: Story = {
  args: { onPrint: undefined },
  play: async ({ canvasElement }) => {
    // Without a browser to print from, there is no Print button, only the way back.
    await expect(within(canvasElement).queryByRole('button', { name: 'Print' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
