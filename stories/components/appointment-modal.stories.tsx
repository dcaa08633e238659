import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppointmentModal } from '@tele/remix-app/features/appointments/appointment-modal.tsx';
import { DeleteAppointmentConfirm } from '@tele/remix-app/features/appointments/delete-appointment-confirm.tsx';
import {
  appointmentToFormValues,
  createAppointmentDefaults,
} from '@tele/remix-app/features/appointments/appointment-form-model.ts';
import {
  appointmentTypes,
  clients,
  makeAppointment,
  TIME_ZONE,
  TODAY,
} from '../support/appointment-fixtures.ts';

const CALENDAR = `/appointment?view=list&date=${TODAY}&calendar=my`;

const meta = {
  title: 'Appointments/Appointment modal',
  component: AppointmentModal,
  parameters: { route: { path: `${CALENDAR}&create=1` } },
  args: {
    mode: 'create',
    initialValues: createAppointmentDefaults({
      start: { date: TODAY, time: '09:40' },
      providerName: 'Dr. Maya Patel',
    }),
    types: appointmentTypes,
    clients,
    today: TODAY,
    action: `${CALENDAR}&create=1`,
    cancelHref: CALENDAR,
    addClientHref: `${CALENDAR}&create=1&addClient=1`,
    onClose: fn(),
  },
} satisfies Meta<typeof AppointmentModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoClients = [clients[0]!, clients[1]!];
const booked = makeAppointment({
  title: 'Intake',
  type: 'Intake',
  clients: twoClients,
  startTime: '2026-11-24T15:00:00.000Z',
  endTime: '2026-11-24T16:00:00.000Z',
  minutes: 60,
  payment: 120,
});

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' }));
    // The defaults: the given start, 20 minutes long, online, titled after the provider, free.
    await expect(dialog.getByLabelText('Title')).toHaveValue('Meeting with Dr. Maya Patel');
    await expect(dialog.getByLabelText('Start date')).toHaveValue(TODAY);
    await expect(dialog.getByLabelText('Start time')).toHaveValue('09:40');
    await expect(dialog.getByLabelText('End time')).toHaveValue('10:00');
    await expect(dialog.getByLabelText('Online session')).toBeChecked();
    await expect(dialog.getByLabelText('All day')).not.toBeChecked();
    await expect(dialog.getByLabelText('Payment (USD)')).toHaveValue(0);
    // The date pickers refuse days before today; the time step is 20 minutes.
    await expect(dialog.getByLabelText('Start date')).toHaveAttribute('min', TODAY);
    await expect(dialog.getByLabelText('Start time')).toHaveAttribute('step', '1200');
    await expect(dialog.getByRole('link', { name: 'Add Client' })).toHaveAttribute(
      'href',
      args.addClientHref,
    );
    await expect(dialog.queryByRole('link', { name: 'Delete' })).toBeNull();
  },
};

export const RecurringFillsRepeatUntil: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' }));
    await userEvent.click(dialog.getByLabelText('Recurring'));
    // 14 days after the start, every 7 days.
    await expect(dialog.getByLabelText('Repeat until')).toHaveValue('2026-12-07');
    await expect(dialog.getByLabelText('Repeat every (days)')).toHaveValue(7);
    await expect(dialog.getByLabelText('Repeat until')).toHaveAttribute('min', TODAY);
    await userEvent.click(dialog.getByLabelText('Recurring'));
    await expect(dialog.queryByLabelText('Repeat until')).toBeNull();
  },
};

export const TypeSetsLengthAndPayment: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' }));
    await userEvent.selectOptions(dialog.getByLabelText('Appointment type'), 'Intake');
    // Intake lasts 60 minutes and costs 120 USD: the end moves, the payment follows, the step is an hour.
    await expect(dialog.getByLabelText('End time')).toHaveValue('10:40');
    await expect(dialog.getByLabelText('Payment (USD)')).toHaveValue(120);
    await expect(dialog.getByLabelText('Start time')).toHaveAttribute('step', '3600');
    // A start that is not before the end moves the end by the type's length.
    await userEvent.clear(dialog.getByLabelText('Start date'));
    await userEvent.type(dialog.getByLabelText('Start date'), '2026-11-25');
    await expect(dialog.getByLabelText('End date')).toHaveValue('2026-11-25');
    await expect(dialog.getByLabelText('End time')).toHaveValue('10:40');
  },
};

export const AllDayClearsTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' }));
    await userEvent.click(dialog.getByLabelText('All day'));
    await expect(dialog.getByLabelText('End date')).toHaveValue('');
    await expect(dialog.getByLabelText('End time')).toBeDisabled();
  },
};

export const NeedsAClient: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Please choose the invitees.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    // Search narrows the list; the chosen clients are summed up.
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search clients' }), 'pri');
    await expect(dialog.getByLabelText(/Jordan Alvarez/)).not.toBeVisible();
    await userEvent.click(dialog.getByLabelText(/Priya Raman/));
    await userEvent.clear(dialog.getByRole('searchbox', { name: 'Search clients' }));
    await userEvent.click(dialog.getByLabelText(/Jordan Alvarez/));
    await expect(dialog.getByText('Chosen: Jordan Alvarez, Priya Raman')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    const submission = window.__submissions![0]!;
    await expect(submission.fields).toMatchObject({
      intent: 'save',
      title: 'Meeting with Dr. Maya Patel',
      startDate: TODAY,
      startTime: '09:40',
      endDate: TODAY,
      endTime: '10:00',
      online: 'on',
      payment: '0',
    });
    await expect(
      submission.entries.filter(([key]) => key === 'inviteesId').map(([, value]) => value),
    ).toEqual([clients[0]!.id, clients[1]!.id]);
  },
};

export const OverlapRefused: Story = {
  args: {
    overlap: {
      msg: 'This time overlaps "Intake" on Mon, Nov 23, 2026, 10:00 AM - 11:00 AM. Choose another time or book it anyway.',
    },
    initialValues: {
      ...createAppointmentDefaults({ start: { date: TODAY, time: '10:20' }, providerName: 'Dr. Maya Patel' }),
      inviteesId: [clients[0]!.id],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' }));
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toHaveTextContent('This time overlaps "Intake"');
    // Next to the time fields.
    await expect(dialog.getByRole('group', { name: 'When' })).toContainElement(refusal);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({ allowOverlap: 'on', startTime: '10:20' });
  },
};

export const Edit: Story = {
  parameters: { route: { path: `${CALENDAR}&appointment=${booked.id}` } },
  args: {
    mode: 'edit',
    appointment: booked,
    appointmentId: booked.id,
    initialValues: appointmentToFormValues(booked, TIME_ZONE),
    deleteHref: `${CALENDAR}&appointment=${booked.id}&delete=1`,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Edit Appointment' }));
    // Client names joined by commas; times in the viewer's zone (15:00 UTC is 10:00 AM in New York).
    await expect(dialog.getByText('Jordan Alvarez, Priya Raman')).toBeVisible();
    await expect(dialog.getByLabelText('Start time')).toHaveValue('10:00');
    await expect(dialog.getByLabelText('End time')).toHaveValue('11:00');
    await expect(dialog.getByLabelText('Appointment type')).toHaveValue('Intake');
    await expect(dialog.getByLabelText(/Jordan Alvarez/)).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Delete' })).toHaveAttribute(
      'href',
      expect.stringContaining('delete=1'),
    );
    await userEvent.clear(dialog.getByLabelText('Title'));
    await userEvent.type(dialog.getByLabelText('Title'), 'Intake, rescheduled');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      id: booked.id,
      title: 'Intake, rescheduled',
    });
  },
};

const othersAppointment = makeAppointment({
  title: 'Another provider’s session',
  isReadOnly: true,
  providerName: 'Dr. Lee',
});

export const ViewReadOnly: Story = {
  args: {
    mode: 'view',
    appointment: othersAppointment,
    appointmentId: othersAppointment.id,
    initialValues: appointmentToFormValues(othersAppointment, TIME_ZONE),
    deleteHref: null,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'View Appointment' }));
    await expect(dialog.getByLabelText('Title')).toBeDisabled();
    await expect(dialog.getByLabelText(/Jordan Alvarez/)).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: /Save|Update/ })).toBeNull();
    // Another provider's appointment (permission 1): no Delete.
    await expect(dialog.queryByRole('link', { name: 'Delete' })).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Close' })).toHaveAttribute('href', CALENDAR);
  },
};

const finished = makeAppointment({
  title: 'Last week’s session',
  state: 5,
  isEditable: false,
  startTime: '2026-11-16T15:00:00.000Z',
  endTime: '2026-11-16T15:40:00.000Z',
});

export const Finished: Story = {
  args: {
    mode: 'view',
    appointment: finished,
    appointmentId: finished.id,
    initialValues: appointmentToFormValues(finished, TIME_ZONE),
    finishedOn: 'Nov 16, 2026, 10:40 AM',
    deleteHref: `${CALENDAR}&appointment=${finished.id}&delete=1`,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'View Appointment' }));
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'This appointment has already finished on Nov 16, 2026, 10:40 AM',
    );
    await expect(dialog.getByText('Finished')).toBeVisible();
    // Not editable, but still the provider's own: Delete stays.
    await expect(dialog.getByLabelText('Start date')).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Delete' })).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Create Appointment' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const DeleteConfirmation: Story = {
  render: () => (
    <DeleteAppointmentConfirm
      appointmentId={booked.id}
      description="Intake"
      action={`${CALENDAR}&appointment=${booked.id}&delete=1`}
      cancelHref={`${CALENDAR}&appointment=${booked.id}`}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Delete Appointment' });
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Do you want to delete this appointment really?'),
    );
    const cancel = within(dialog).getByRole('link', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      action: '/appointment',
      fields: { intent: 'delete', id: booked.id },
    });
  },
};
