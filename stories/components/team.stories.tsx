import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddTeamMemberModal } from '@tele/remix-app/features/team/add-team-member-modal.tsx';
import { NO_TEAM_MESSAGE, TeamTable } from '@tele/remix-app/features/team/team-table.tsx';
import type { TeamMember } from '@tele/remix-app/features/team/team.ts';
import { ConfirmDialog } from '@tele/remix-app/ui/confirm-dialog.tsx';

const members: TeamMember[] = [
  {
    id: 'm-creator',
    name: 'Dana Whitaker',
    email: 'dana@example.com',
    phone: '15550100001',
    photo: null,
    invitedRole: null,
  },
  {
    id: 'm-owner',
    name: 'Omar Owner',
    email: 'omar@example.com',
    phone: '',
    photo: null,
    invitedRole: 'owner',
  },
  {
    id: 'm-admin',
    name: 'Ada Admin',
    email: 'ada@example.com',
    phone: '5550142',
    photo: null,
    invitedRole: 'administrator',
  },
  {
    id: 'm-provider',
    name: 'Pia Provider',
    email: 'pia@example.com',
    phone: '',
    photo: null,
    invitedRole: 'provider',
  },
];

const hrefFor = {
  profile: (id: string | null) => (id ? `/provider-management?member=${id}` : '/provider-management'),
  remove: (id: string) => `/provider-management?delete=${id}`,
};

const meta = {
  title: 'Team/Provider List',
  component: TeamTable,
  parameters: { layout: 'padded', route: { path: '/provider-management' } },
  args: {
    members,
    firstNumber: 1,
    hasRowActions: true,
    removable: new Set(['m-admin', 'm-provider']),
    hrefFor,
  },
} satisfies Meta<typeof TeamTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner's view: every column, the account creator as Owner, phones with dashes, Delete below their role. */
export const AsAnOwner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No',
      'Photo',
      'Name',
      'Email',
      'Phone Number',
      'Role',
      'Action',
    ]);
    const [, creator, owner, admin] = canvas.getAllByRole('row');
    await expect(creator).toHaveTextContent('1DWDana Whitakerdana@example.com155-501-00001Owner');
    await expect(owner).toHaveTextContent('Owner');
    await expect(admin).toHaveTextContent('555-014-2Administrator');
    await expect(canvas.queryByRole('link', { name: 'Delete Dana Whitaker' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Delete Omar Owner' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Delete Pia Provider' })).toHaveAttribute(
      'href',
      '/provider-management?delete=m-provider',
    );
    const profile = canvas.getByRole('link', { name: 'Show the profile of Ada Admin' });
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toHaveAttribute('href', '/provider-management?member=m-admin');
  },
};

/** A provider-role member sees the team and nothing to act on. */
export const AsAProvider: Story = {
  args: { hasRowActions: false, removable: new Set() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A member's profile opens under their row; the same link closes it. */
export const ProfileOpen: Story = {
  args: {
    opened: { memberId: 'm-admin', content: <p>Ada Admin’s profile</p> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('link', { name: 'Hide the profile of Ada Admin' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('href', '/provider-management');
    const panel = canvasElement.querySelector(`#${toggle.getAttribute('aria-controls')}`);
    await expect(panel).toHaveTextContent('Ada Admin’s profile');
  },
};

/** More than five rows repeat the headings under the table (spec part 2, section 9). */
export const LongPage: Story = {
  args: {
    members: [...members, ...members.map((member) => ({ ...member, id: `${member.id}-2` }))].slice(0, 6),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('tfoot')).toHaveTextContent(
      'NoPhotoNameEmailPhone NumberRoleAction',
    );
    await expect(canvasElement.querySelector('tfoot')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(NO_TEAM_MESSAGE);
  },
};

/** Add Provider: name, e-mail and a role; the role defaults to Provider; no password is asked for. */
export const AddProvider: Story = {
  render: () => <AddTeamMemberModal cancelHref="/provider-management" action="/provider-management?add=1" />,
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Add Provider' }));
    await expect(dialog.getByLabelText('Name')).toHaveFocus();
    await expect(dialog.getByLabelText('Role')).toHaveValue('provider');
    await expect(
      Array.from((dialog.getByLabelText('Role') as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(['Owner', 'Administrator', 'Provider']);
    await expect(canvasElement.querySelector('input[type="password"]')).toBeNull();

    await userEvent.type(dialog.getByLabelText('Name'), 'Fay Colleague');
    await userEvent.type(dialog.getByLabelText('Email'), 'fay@');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Provider' }));
    await expect(await dialog.findByText('Please input the valid email.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Email'), 'example.com');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'administrator');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Provider' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: { intent: 'add', name: 'Fay Colleague', email: 'fay@example.com', role: 'administrator' },
    });
  },
};

/** The plan's refusal shows in the modal, in the API's words. */
export const AddProviderRefused: Story = {
  render: () => (
    <AddTeamMemberModal
      cancelHref="/provider-management"
      action="/provider-management?add=1"
      lastResult={{ status: 'error', error: { '': ['Firstly, please create the subscription.'] } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Firstly, please create the subscription.',
    );
  },
};

/** Delete asks first; Cancel has the focus, as the safe choice. */
export const DeleteConfirmation: Story = {
  render: () => (
    <ConfirmDialog
      title="Delete Provider"
      question="Do you want to delete this team member really?"
      detail="Pia Provider will no longer sign in to your practice."
      fields={{ id: 'm-provider' }}
      intent="delete"
      confirmLabel="Delete"
      cancelHref="/provider-management"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('alertdialog', { name: 'Delete Provider' }));
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({ fields: { intent: 'delete', id: 'm-provider' } });
  },
};
