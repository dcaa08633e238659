import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppointmentTypeModal } from '@tele/remix-app/features/appointments/appointment-type-modal.tsx';
import {
  AppointmentTypesTable,
  NO_APPOINTMENT_TYPES_MESSAGE,
} from '@tele/remix-app/features/appointments/appointment-types-table.tsx';
import { appointmentTypes } from '../support/appointment-fixtures.ts';

const meta = {
  title: 'Appointments/Appointment types',
  component: AppointmentTypesTable,
  parameters: { layout: 'padded', route: { path: '/appointment-type' } },
  args: { types: appointmentTypes, hrefForEdit: (order: number) => `/appointment-type?edit=${order}` },
} satisfies Meta<typeof AppointmentTypesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No',
      'Name and Description',
      'Default Length',
      'Default Amount',
      'Action',
    ]);
    const [, intake, checkIn] = canvas.getAllByRole('row');
    await expect(intake).toHaveTextContent('1IntakeFirst session with a new client1 h$120.00');
    await expect(checkIn).toHaveTextContent('40 min');
    await expect(canvas.getByRole('link', { name: 'Edit Check-in' })).toHaveAttribute(
      'href',
      '/appointment-type?edit=1',
    );
  },
};

export const Empty: Story = {
  args: { types: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(NO_APPOINTMENT_TYPES_MESSAGE);
  },
};

export const CreateModal: Story = {
  render: () => (
    <AppointmentTypeModal cancelHref="/appointment-type" onClose={fn()} action="/appointment-type?create=1" />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment Type' }));
    // A new type starts at 60 minutes and 100 USD.
    await expect(dialog.getByLabelText('Default Length (minutes)')).toHaveValue(60);
    await expect(dialog.getByLabelText('Default Amount (USD)')).toHaveValue(100);
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();

    // An empty or zero length is refused here and nothing is sent.
    await userEvent.type(dialog.getByLabelText('Name'), 'Couples session');
    await userEvent.type(dialog.getByLabelText('Description'), 'Two clients together');
    await userEvent.clear(dialog.getByLabelText('Default Length (minutes)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Please input the default length correctly.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Default Length (minutes)'), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Please input the default length correctly.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.clear(dialog.getByLabelText('Default Length (minutes)'));
    await userEvent.type(dialog.getByLabelText('Default Length (minutes)'), '90');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      intent: 'save',
      name: 'Couples session',
      description: 'Two clients together',
      length: '90',
      amount: '100',
    });
  },
};

export const EditModal: Story = {
  render: () => (
    <AppointmentTypeModal
      editing={{ order: 1, type: appointmentTypes[1]! }}
      cancelHref="/appointment-type"
      onClose={fn()}
      action="/appointment-type?edit=1"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Edit Appointment Type' }));
    await expect(dialog.getByLabelText('Name')).toHaveValue('Check-in');
    await expect(dialog.getByLabelText('Default Length (minutes)')).toHaveValue(40);
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/appointment-type');
    // Delete needs no valid fields: it names the type by its position.
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      intent: 'delete',
      order: '1',
      id: appointmentTypes[1]!.id,
    });
  },
};

export const EnterSavesNeverDeletes: Story = {
  render: () => (
    <AppointmentTypeModal
      editing={{ order: 0, type: appointmentTypes[0]! }}
      cancelHref="/appointment-type"
      onClose={fn()}
      action="/appointment-type?edit=0"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Edit Appointment Type' }));
    await userEvent.type(dialog.getByLabelText('Name'), ' plus{Enter}');
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      intent: 'save',
      name: 'Intake plus',
      order: '0',
    });
  },
};
