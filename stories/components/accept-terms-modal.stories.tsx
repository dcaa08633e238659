import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AcceptTermsModal } from '@tele/remix-app/features/identity/accept-terms-modal.tsx';
import { PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Modals/AcceptTermsModal',
  component: AcceptTermsModal,
  parameters: { route: { path: '/dashboard' } },
  args: { isOpen: true, productName: PRODUCT_NAME, termsUrl: 'https://example.com/terms' },
} satisfies Meta<typeof AcceptTermsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Accept Terms and Conditions' });
    await expect(within(dialog).getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
    await expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeVisible();

    // A choice is required: Escape does not dismiss it.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to TeleTherapist' }));
    await waitFor(() =>
      expect(window.__submissions?.[0]).toMatchObject({
        action: '/dashboard',
        fields: { intent: 'accept-terms' },
      }),
    );
  },
};

export const WithoutTermsLink: Story = {
  args: { termsUrl: null },
};
