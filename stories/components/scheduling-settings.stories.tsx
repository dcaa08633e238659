import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchedulingSettingsForm } from '@tele/remix-app/features/settings/scheduling-settings-form.tsx';

const meta = {
  title: 'Session day/Scheduling settings',
  component: SchedulingSettingsForm,
  parameters: { layout: 'padded', route: { path: '/practice-scheduling' } },
  args: { initial: { allowRequests: false, reminders: true, leadTime: '2' } },
} satisfies Meta<typeof SchedulingSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SavesEachChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requests = canvas.getByRole('switch', { name: 'Allow appointment requests' });
    const reminders = canvas.getByRole('switch', { name: 'Reminders' });
    const lead = canvas.getByRole('combobox', { name: 'Send reminders' });
    await expect(requests).not.toBeChecked();
    await expect(reminders).toBeChecked();
    await expect(lead).toHaveValue('2');
    await expect(lead).toBeEnabled();
    // The first load saves nothing; with JavaScript there is no Save button.
    await expect(window.__submissions).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();

    await userEvent.click(requests);
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      allowRequests: 'on',
      reminders: 'on',
      leadTime: '2',
    });

    await userEvent.selectOptions(lead, '72 hours before');
    await waitFor(() => expect(window.__submissions).toHaveLength(2));
    await expect(window.__submissions![1]!.fields).toEqual({
      allowRequests: 'on',
      reminders: 'on',
      leadTime: '3',
    });
  },
};

export const RemindersOffDisablesTheLeadTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = canvas.getByRole('combobox', { name: 'Send reminders' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Reminders' }));
    // Off resets the lead time to 24 hours and disables it.
    await expect(lead).toBeDisabled();
    await expect(lead).toHaveValue('1');
    await expect(canvas.getByText('Turn reminders on to choose when they go out.')).toBeVisible();
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({});

    await userEvent.click(canvas.getByRole('switch', { name: 'Reminders' }));
    await expect(lead).toBeEnabled();
    await expect(lead).toHaveValue('1');
    await waitFor(() => expect(window.__submissions).toHaveLength(2));
    await expect(window.__submissions![1]!.fields).toEqual({ reminders: 'on', leadTime: '1' });
  },
};

export const Saved: Story = {
  args: { lastAnswer: { ok: true, msg: 'The appointment setting has updated successfully.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The appointment setting has updated successfully.',
    );
  },
};

export const Refused: Story = {
  args: { lastAnswer: { ok: false, msg: 'Please choose when reminders go out: 24, 48 or 72 hours before.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('24, 48 or 72 hours');
  },
};
