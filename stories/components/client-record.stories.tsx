import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientRecordPanel } from '@tele/remix-app/features/clients/client-record-panel.tsx';
import { CLIENT_EMPTY_MESSAGES } from '@tele/remix-app/features/clients/client-appointments-tab.tsx';
import {
  appointmentRows,
  CLIENT_ID,
  infoTab,
  pageOf,
  RECORD_PATH,
  recordWith,
  SESSION_ID,
} from '../support/client-fixtures.ts';

const meta = {
  title: 'Clients/Client record',
  component: ClientRecordPanel,
  parameters: { layout: 'padded', route: { path: RECORD_PATH } },
  args: { record: recordWith('info', infoTab) },
} satisfies Meta<typeof ClientRecordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a file as a person does: the input's real file list (FormData reads it), then its change event. */
function chooseFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const appointmentsTab = (kind: 'appointments' | 'sessions' | 'payments' | 'clinical', extra = {}) =>
  recordWith(kind, {
    kind,
    isAvailable: true,
    rows: appointmentRows,
    page: pageOf(1, 2),
    sessionNote: null,
    ...extra,
  });

export const UserInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Jordan Alvarez' })).toBeVisible();
    // The eight tabs, in the spec's order; User Info is selected and the only one in the Tab order.
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'User Info',
      'Appointments',
      'Sessions',
      'Payments',
      'Messages',
      'Documents',
      'Private Notes',
      'Clinical Notes',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await expect(tabs[6]).toHaveAttribute('href', `${RECORD_PATH}?tab=notes`);
    await expect(canvas.getByRole('tabpanel', { name: 'User Info' })).toBeVisible();
    // Left and Right move between the tabs, wrapping; End and Home jump.
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tabs[7]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();

    // The stored values; Repeat Reminders has the spec's fifteen choices.
    await expect(canvas.getByLabelText('Name')).toHaveValue('Jordan Alvarez');
    await expect(canvas.getByLabelText('Age')).toHaveValue(36);
    await expect(canvas.getByLabelText('Gender')).toHaveValue('Female');
    const reminders = canvas.getByLabelText('Repeat Reminders');
    await expect(within(reminders).getAllByRole('option')).toHaveLength(15);
    await expect(reminders).toHaveValue('1.5');
    await expect(within(reminders).getByRole('option', { selected: true })).toHaveTextContent(
      '1 Hour 30 Mins',
    );

    await userEvent.selectOptions(reminders, '3 Hours');
    await userEvent.clear(canvas.getByLabelText('Age'));
    await userEvent.type(canvas.getByLabelText('Age'), '37');
    await userEvent.click(canvas.getByRole('button', { name: 'Update User Info' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      intent: 'update-info',
      name: 'Jordan Alvarez',
      age: '37',
      repeatReminders: '3',
      gender: 'Female',
      phone: '15550100001',
    });
  },
};

export const UserInfoRefusesFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Age'));
    await userEvent.type(canvas.getByLabelText('Age'), '121');
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'jordan@');
    const photo = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    chooseFile(canvas.getByLabelText('Photo') as HTMLInputElement, photo);
    await userEvent.click(canvas.getByRole('button', { name: 'Update User Info' }));
    await expect(await canvas.findByText('Please input the age from 0 to 120.')).toBeVisible();
    await expect(canvas.getByText('Please input the valid email.')).toBeVisible();
    await expect(
      canvas.getByText('The file size have to be smaller than 2MB. Please choose the file again.'),
    ).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);
  },
};

export const AddressShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByText('Show more');
    await expect(canvas.getByLabelText('City')).not.toBeVisible();
    await userEvent.click(more);
    await expect(canvas.getByLabelText('City')).toBeVisible();
    // The US: the state is a choice of the US states.
    const state = canvas.getByLabelText('State/Province/Region');
    await expect(state.tagName).toBe('SELECT');
    await expect(state).toHaveValue('Alabama');
    await expect(canvas.getByLabelText('Country')).toHaveValue('US');
    // Elsewhere it is free text.
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'CA');
    const region = canvas.getByLabelText('State/Province/Region');
    await expect(region.tagName).toBe('INPUT');
    await userEvent.type(region, 'Ontario');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Address Info' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      intent: 'update-address',
      address1: '12 Harbor St',
      city: 'Mobile',
      stateProvince: 'Ontario',
      zipCode: '36602',
      country: 'CA',
    });
  },
};

export const Appointments: Story = {
  args: {
    record: appointmentsTab('appointments', {
      filters: [
        { key: 'day', label: 'Day', href: `${RECORD_PATH}?tab=appointments`, isCurrent: true },
        { key: 'week', label: 'Week', href: `${RECORD_PATH}?tab=appointments&filter=week`, isCurrent: false },
        {
          key: 'month',
          label: 'Month',
          href: `${RECORD_PATH}?tab=appointments&filter=month`,
          isCurrent: false,
        },
        {
          key: 'requested',
          label: 'Requested',
          href: `${RECORD_PATH}?tab=appointments&filter=requested`,
          isCurrent: false,
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
    const filters = within(canvas.getByRole('tablist', { name: 'Appointments of this client' }));
    await expect(filters.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Day',
      'Week',
      'Month',
      'Requested',
    ]);
    await expect(filters.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');
    await expect(filters.getByRole('tab', { name: 'Week' })).toHaveAttribute(
      'href',
      `${RECORD_PATH}?tab=appointments&filter=week`,
    );
    const [, live, finished] = canvas.getAllByRole('row');
    // An accepted session leads to its room; a finished one leads nowhere.
    await expect(
      within(live!).getByRole('link', { name: 'Accepted: go to the session Intake' }),
    ).toHaveAttribute('href', `/room/${SESSION_ID}`);
    await expect(within(finished!).queryByRole('link')).toBeNull();
    await expect(finished).toHaveTextContent('Requested');
    await expect(live).toHaveTextContent('$120.00');
    await expect(canvas.getByRole('navigation', { name: /pages/ })).toBeVisible();
  },
};

export const AppointmentsEmpty: Story = {
  args: { record: appointmentsTab('appointments', { rows: [], page: pageOf(1, 0) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CLIENT_EMPTY_MESSAGES.appointments)).toBeVisible();
  },
};

export const Sessions: Story = {
  args: { record: appointmentsTab('sessions') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, first, second] = canvas.getAllByRole('row');
    await expect(within(first!).getByRole('link', { name: /view the session note of/ })).toHaveTextContent(
      'No note yet',
    );
    // The preview is cut at 40 characters.
    await expect(second).toHaveTextContent('Talked about sleep and the new routine …');
  },
};

export const SessionsEmpty: Story = {
  args: { record: appointmentsTab('sessions', { rows: [], page: pageOf(1, 0) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no session with Jordan Alvarez')).toBeVisible();
  },
};

export const SessionNote: Story = {
  args: {
    record: appointmentsTab('sessions', {
      sessionNote: {
        id: SESSION_ID,
        author: 'Dr. Maya Patel',
        client: 'Invited Session',
        start: 'Nov 23, 2026, 10:02 AM',
        end: 'Nov 23, 2026, 10:49 AM',
        createdDate: 'Nov 23, 2026, 11:10 AM',
        note: '',
        closeHref: `${RECORD_PATH}?tab=sessions`,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'View the session note' }),
    );
    for (const text of [
      'Dr. Maya Patel',
      'Invited Session',
      'Nov 23, 2026, 10:02 AM',
      'Nov 23, 2026, 11:10 AM',
    ])
      await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `${RECORD_PATH}?tab=sessions`,
    );
    // The note is required: nothing is sent without one.
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await dialog.findByText('Please input the note.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Slept better this week.');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      intent: 'save-session-note',
      sessionId: SESSION_ID,
      tab: 'sessions',
      note: 'Slept better this week.',
    });
  },
};

export const SessionNoteRefused: Story = {
  args: {
    record: appointmentsTab('clinical', {
      sessionNote: { msg: 'This appointment could not be read.', closeHref: `${RECORD_PATH}?tab=clinical` },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'View the session note' }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('This appointment could not be read.');
    await expect(dialog.getByRole('link', { name: 'Close' })).toHaveAttribute(
      'href',
      `${RECORD_PATH}?tab=clinical`,
    );
  },
};

export const Payments: Story = {
  args: { record: appointmentsTab('payments') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'State',
      'Start Time',
      'Paid',
      'Amount',
      'Type',
    ]);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('$120.00');
  },
};

export const PaymentsEmpty: Story = {
  args: { record: appointmentsTab('payments', { rows: [], page: pageOf(1, 0) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CLIENT_EMPTY_MESSAGES.payments)).toBeVisible();
  },
};

export const Messages: Story = {
  args: { record: recordWith('messages', { kind: 'messages', href: `/view-messages/${CLIENT_ID}` }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There is no the message with Jordan Alvarez')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Open the conversation with Jordan Alvarez' }),
    ).toHaveAttribute('href', `/view-messages/${CLIENT_ID}`);
  },
};

export const Documents: Story = {
  args: { record: recordWith('documents', { kind: 'client-documents', documents: [] }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('There is no document shared with Jordan Alvarez'),
    ).toBeVisible();
  },
};

export const ClinicalNotes: Story = {
  args: { record: appointmentsTab('clinical') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Start Time',
      'Client Name',
      'Author',
      'Session Note',
    ]);
    await expect(canvas.getAllByRole('row')[2]).toHaveTextContent('Dr. Maya Patel');
  },
};

export const NotConnected: Story = {
  args: {
    record: {
      kind: 'refused',
      msg: 'You can not see or edit his/her detailed information because you did not still connect with this client.',
      closeHref: '/client-management',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('you did not still connect with this client');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
