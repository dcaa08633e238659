import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '@tele/remix-app/features/shell/app-shell.tsx';
import { DashboardGreeting } from '@tele/remix-app/features/dashboard/dashboard-greeting.tsx';
import { SIDE_MENU, sideMenuFor } from '@tele/remix-app/features/shell/side-menu-items.ts';
import { account, PRODUCT_NAME } from '../support/fixtures.ts';

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { route: { path: '/dashboard' } },
  args: {
    account,
    menu: SIDE_MENU,
    productName: PRODUCT_NAME,
    children: (
      <DashboardGreeting name={account.name} now="2026-11-21T09:05:00Z" timeZone="UTC" isLive={false} />
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByText('Dr. Maya Patel')).toBeVisible();
    await expect(nav.getByText('Owner')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The Settings group is titled with the practice name and opens to its screens.
    const settings = nav.getByRole('button', { name: 'Harbor Light Counseling' });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    await expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/settings-security');
    await expect(nav.getByRole('link', { name: 'Drag and Drop' })).toHaveAttribute('href', '/settings-drag');
  },
};

/** Spec part 2's side menu: eight entries, then the Settings and Support groups; the help centre opens a new tab. */
export const TheWholeMenu: Story = {
  args: { menu: sideMenuFor({ helpCenterUrl: 'https://help.example.org/' }) },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const topLinks = [
      ['Dashboard', '/dashboard'],
      ['Account Users', '/provider-management'],
      ['Clients', '/client-management'],
      ['Appointments', '/appointment'],
      ['Message', '/view-messages'],
      ['Payments', '/payments'],
      ['Documents', '/documents'],
      ['Reports', '/reports'],
    ];
    for (const [name, href] of topLinks)
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    await userEvent.click(nav.getByRole('button', { name: 'Harbor Light Counseling' }));
    const settings = [
      ['Profile', '/settings-profile'],
      ['Practice', '/settings-practice'],
      ['Security', '/settings-security'],
      ['Waiting Room', '/settings-waiting'],
      ['Subscription', '/practice-subscription'],
      ['Scheduling', '/practice-scheduling'],
      ['Drag and Drop', '/settings-drag'],
    ];
    for (const [name, href] of settings)
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    await userEvent.click(nav.getByRole('button', { name: 'Support' }));
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/all-articles');
    await expect(nav.getByRole('link', { name: 'Help-Center' })).toHaveAttribute('href', '/help');
    await expect(nav.getByRole('link', { name: 'Add Chatbot Data' })).toHaveAttribute('href', '/add-chatbot');
    const external = nav.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(external).toHaveAttribute('href', 'https://help.example.org/');
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

export const InvitedAdministratorWithoutPractice: Story = {
  args: { account: { ...account, name: 'Alex Kim', roleLabel: 'Administrator', practiceName: '' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByText('Administrator')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Settings' })).toBeVisible();
  },
};

export const OnASettingsPage: Story = {
  parameters: { route: { path: '/settings-security' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('button', { name: 'Harbor Light Counseling' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LogOutAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logOut = canvas.getByRole('button', { name: 'Log Out' });
    await userEvent.click(logOut);
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Do you want to log out really?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(logOut).toHaveFocus();

    await userEvent.click(logOut);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(logOut);
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(window.__submissions?.[0]).toMatchObject({ action: '/logout', method: 'POST' }),
    );
  },
};

export const CollapsedMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Labels leave the screen but stay the links' accessible names.
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openMenu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toBeVisible();
    // On a phone the menu is a drawer, closed until asked for.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(openMenu);
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await expect(openMenu).toHaveFocus();
  },
};

export const AlsoAClient: Story = {
  args: { clientHomeHref: '/home' },
  play: async ({ canvasElement }) => {
    // Someone on the team who is also a client of a practice reaches its client home from the header.
    await expect(within(canvasElement).getByRole('link', { name: 'My client home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};

export const LogoutConfirmOpen: Story = {
  args: { isLogoutConfirmOpen: true },
};
