import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceModal } from '@tele/remix-app/features/payments/invoice-modal.tsx';
import {
  NO_INVOICES_MESSAGE,
  NO_PAYMENTS_MESSAGE,
  PaymentsListCard,
} from '@tele/remix-app/features/payments/payments-page.tsx';
import { PayoutNotice } from '@tele/remix-app/features/payments/payout-notice.tsx';
import type { InvoiceRow, PaymentRow } from '@tele/remix-app/features/payments/payments-page.server.ts';

const page = { page: 1, totalPages: 2, firstShown: 1, lastShown: 2, total: null };

const invoices: InvoiceRow[] = Array.from({ length: 6 }, (_, index) => ({
  id: `65a1b2c3d4e5f60718293c0${index}`,
  clients: index === 0 ? 'Sam Whitfield' : `Client ${index + 1}`,
  title: 'Follow-Up',
  sessionDate: `Mon, Nov ${23 + index}, 2026`,
  amount: '$120.00',
  price: 120,
  notes: index === 0 ? 'Weekly session' : '',
  state: index === 5 ? 'Finished' : 'Accepted',
  isEditable: index !== 5,
}));

const payments: PaymentRow[] = [
  {
    id: '65a1b2c3d4e5f60718293d01',
    clients: 'Riley Chen',
    title: 'Intake',
    sessionDate: 'Fri, Nov 20, 2026',
    paidDate: 'Thu, Nov 19, 2026',
    amount: '$150.00',
    refund: '',
    canRefund: true,
  },
  {
    id: '65a1b2c3d4e5f60718293d02',
    clients: 'Alex Moreno',
    title: 'Follow-Up',
    sessionDate: 'Wed, Nov 18, 2026',
    paidDate: 'Wed, Nov 18, 2026',
    amount: '$120.00',
    refund: 'Refunded $120.00',
    canRefund: false,
  },
];

const meta = {
  title: 'Payments/Invoices and payments',
  component: PaymentsListCard,
  parameters: { layout: 'padded', route: { path: '/payments' } },
  args: { tab: 'invoice', isAvailable: true, invoices, payments: [], page },
} satisfies Meta<typeof PaymentsListCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No',
      'Client',
      'Session',
      'Session date',
      'State',
      'Amount',
      'Action',
    ]);
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent('1Sam WhitfieldFollow-UpMon, Nov 23, 2026Accepted$120.00');
    await expect(
      canvas.getByRole('link', { name: 'Edit the invoice of Sam Whitfield for Mon, Nov 23, 2026' }),
    ).toHaveAttribute('href', `/payments?edit=${invoices[0]!.id}`);
    // An invoice that can no longer change opens read-only.
    await expect(canvas.getByRole('link', { name: /^View the invoice of Client 6/ })).toBeVisible();
    // Six rows: the column names repeat under them (table footers above 5 rows).
    await expect(canvasElement.querySelector('tfoot')).not.toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark the invoice of Sam Whitfield for Mon, Nov 23, 2026 as paid' }),
    );
    await waitFor(() =>
      expect(window.__submissions?.at(-1)?.fields).toEqual({ id: invoices[0]!.id, intent: 'mark-paid' }),
    );
  },
};

export const Payments: Story = {
  args: { tab: 'payment', invoices: [], payments, page: { ...page, totalPages: 1, lastShown: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, paid, refunded] = canvas.getAllByRole('row');
    await expect(paid).toHaveTextContent('Riley ChenIntake');
    await expect(canvas.getByRole('link', { name: /^Refund the payment of Riley Chen/ })).toHaveAttribute(
      'href',
      `/payments?tab=payment&refund=${payments[0]!.id}`,
    );
    await expect(refunded).toHaveTextContent('Refunded $120.00');
    await expect(canvasElement.querySelector('tfoot')).toBeNull();
  },
};

export const EmptyInvoices: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => expect(canvasElement).toHaveTextContent(NO_INVOICES_MESSAGE),
};

export const EmptyPayments: Story = {
  args: { tab: 'payment', invoices: [], payments: [] },
  play: async ({ canvasElement }) => expect(canvasElement).toHaveTextContent(NO_PAYMENTS_MESSAGE),
};

export const NoPayoutAccount: Story = {
  render: () => (
    <PayoutNotice payout={{ hasAccount: false, canTakePayments: false }} tab="invoice" isReturning={false} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No Stripe Connect account!');
    await expect(canvas.getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/payments?details=1',
    );
  },
};

export const EditInvoice: Story = {
  render: () => <InvoiceModal invoice={invoices[0]!} cancelHref="/payments" onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Edit Invoice' }));
    await expect(dialog.getByLabelText('Price (USD)')).toHaveValue(120);
    await expect(dialog.getByLabelText('Description')).toHaveValue('Weekly session');
    // A price of fractions of a cent is refused here, and nothing is sent.
    await userEvent.clear(dialog.getByLabelText('Price (USD)'));
    await userEvent.type(dialog.getByLabelText('Price (USD)'), '95.505');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await dialog.findByText('Please input the price correctly.')).toBeVisible();
    await expect(window.__submissions).toEqual([]);
    await userEvent.clear(dialog.getByLabelText('Price (USD)'));
    await userEvent.type(dialog.getByLabelText('Price (USD)'), '95.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(JSON.stringify(window.__submissions![0]!.fields)).toBe(
      JSON.stringify({
        id: invoices[0]!.id,
        price: '95.5',
        notes: 'Weekly session',
        intent: 'update-invoice',
      }),
    );
  },
};

export const ReadOnlyInvoice: Story = {
  render: () => <InvoiceModal invoice={invoices[5]!} cancelHref="/payments" onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Invoice' }));
    await expect(dialog.queryByLabelText('Price (USD)')).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Ok' })).toHaveAttribute('href', '/payments');
  },
};
