import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ClientList,
  CLIENTS_UNAVAILABLE_MESSAGE,
  NO_CLIENTS_MESSAGE,
} from '@tele/remix-app/features/clients/client-list.tsx';
import { ConfirmDialog } from '@tele/remix-app/ui/confirm-dialog.tsx';
import { CLIENT_ID, clientRows, pageOf } from '../support/client-fixtures.ts';

const meta = {
  title: 'Clients/Client List',
  component: ClientList,
  parameters: { layout: 'padded', route: { path: '/client-management' } },
  args: { rows: clientRows, page: pageOf(1, 4), isAvailable: true },
} satisfies Meta<typeof ClientList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clients: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Client List' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No',
      'Photo',
      'Name',
      'Email',
      'Phone Number',
      'Action',
    ]);
    const [, first, , third] = canvas.getAllByRole('row');
    // The phone with dashes after the 3rd and 6th digits; view and delete for a connected client.
    await expect(first).toHaveTextContent('155-501-00001');
    await expect(within(first!).getByRole('link', { name: 'View Jordan Alvarez' })).toHaveAttribute(
      'href',
      `/client-management/1-${CLIENT_ID}`,
    );
    await expect(within(first!).getByRole('link', { name: 'Delete Jordan Alvarez' })).toHaveAttribute(
      'href',
      `/client-management?delete=${CLIENT_ID}`,
    );
    // Not connected: no view, no delete.
    await expect(third).toHaveTextContent('Not connected');
    await expect(within(third!).queryByRole('link')).toBeNull();
    // The pages are paths, two neighbours each side.
    const pager = canvas.getByRole('navigation', { name: 'Client list pages' });
    await expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/client-management/2',
    );
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/client-management/3',
    );
    await expect(within(pager).queryByRole('link', { name: 'Page 4' })).toBeNull();
  },
};

export const OpenRecordMarked: Story = {
  args: { openClientId: CLIENT_ID },
  play: async ({ canvasElement }) => {
    const [, first] = within(canvasElement).getAllByRole('row');
    await expect(first).toHaveAttribute('aria-current', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], page: pageOf(1, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_CLIENTS_MESSAGE)).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { rows: [], isAvailable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(CLIENTS_UNAVAILABLE_MESSAGE);
  },
};

/** The delete confirmation the list's Delete opens. */
export const DeleteConfirmation: Story = {
  render: () => (
    <ConfirmDialog
      title="Delete Client"
      question="Do you want to delete this client really?"
      detail="Jordan Alvarez"
      fields={{ clientId: CLIENT_ID }}
      intent="delete-client"
      confirmLabel="Delete"
      cancelHref="/client-management"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Delete Client',
    });
    await expect(dialog).toHaveTextContent('Do you want to delete this client really?');
    // The safe choice has the focus.
    await expect(within(dialog).getByRole('link', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/client-management',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ clientId: CLIENT_ID, intent: 'delete-client' });
  },
};
