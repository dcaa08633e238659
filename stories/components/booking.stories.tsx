import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { BookingPage } from '@tele/remix-app/features/booking/booking-page.tsx';
import type { BookingPageData } from '@tele/remix-app/features/booking/booking.ts';
import { PRODUCT_NAME } from '../support/fixtures.ts';

/** The public booking page (`/book/{slug}`, ADR 0054): type, free time in the visitor's zone, contact, sent. */
const page: BookingPageData = {
  slug: 'maya-patel-7k2q',
  providerName: 'Maya Patel',
  providerZone: 'America/New_York',
  isKnownClient: false,
  types: [
    { id: '65a1b2c3d4e5f60718293a01', name: 'Intake', lengthMinutes: 50 },
    { id: '65a1b2c3d4e5f60718293a02', name: 'Follow-up', lengthMinutes: 30 },
  ],
  typeId: '65a1b2c3d4e5f60718293a01',
  zone: 'Australia/Sydney',
  hasZoneParam: true,
  timeZones: ['America/New_York', 'Australia/Sydney'],
  first: '2026-11-24',
  previousWeek: null,
  nextWeek: '2026-12-01',
  days: [
    {
      date: '2026-11-24',
      slots: [
        { start: '2026-11-23T14:00:00.000Z', label: '1:00 AM', inPerson: false, office: null },
        { start: '2026-11-23T14:15:00.000Z', label: '1:15 AM', inPerson: false, office: null },
      ],
    },
    { date: '2026-11-25', slots: [] },
    {
      date: '2026-11-26',
      slots: [
        { start: '2026-11-25T18:00:00.000Z', label: '5:00 AM', inPerson: true, office: 'Harbor Street' },
      ],
    },
  ],
  slotsMsg: null,
};

const meta = {
  title: 'Booking/Booking page',
  component: BookingPage,
  decorators: [
    (Story) => (
      <AuthLayout productName={PRODUCT_NAME}>
        <Story />
      </AuthLayout>
    ),
  ],
  parameters: { route: { path: '/book/maya-patel-7k2q' } },
  args: { page, answer: undefined },
} satisfies Meta<typeof BookingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor picks a time with the keyboard, types their details and sends; the honeypot is out of reach. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Book a session with Maya Patel' })).toBeVisible();
    await expect(
      canvas.getByText(/Times in Australia\/Sydney; Maya Patel works in America\/New_York/),
    ).toBeVisible();
    const first = canvas.getByRole('radio', { name: '1:00 AM' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '1:15 AM' })).toBeChecked();
    await expect(canvas.getByText(/Harbor Street/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), 'Jordan Lee');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'jordan@example.test');
    await userEvent.type(canvas.getByLabelText('Phone'), '+61 2 9999 0000');
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request this time' }));
    await waitFor(() =>
      expect(window.__submissions?.at(-1)?.fields).toMatchObject({
        slot: '2026-11-23T14:15:00.000Z',
        zone: 'Australia/Sydney',
        name: 'Jordan Lee',
        email: 'jordan@example.test',
        website: '',
      }),
    );
  },
};

/** A signed-in client of the practice is asked no contact fields. */
export const SignedInClient: Story = {
  args: { page: { ...page, isKnownClient: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are signed in/)).toBeVisible();
    await expect(canvas.queryByLabelText('E-mail')).toBeNull();
  },
};

/** The time was taken meanwhile: the message, the typed details and the chosen time kept. */
export const TimeTaken: Story = {
  args: {
    answer: {
      ok: false,
      msg: 'This time is no longer free. Please choose another one.',
      slot: '2026-11-23T14:00:00.000Z',
      typed: { name: 'Jordan Lee', email: 'jordan@example.test', phone: '+61 2 9999 0000', notes: '' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This time is no longer free.');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Jordan Lee');
    await expect(canvas.getByRole('radio', { name: '1:00 AM' })).toBeChecked();
  },
};

/** Sent: what was asked for, in the visitor's zone. */
export const Sent: Story = {
  args: {
    answer: {
      ok: true,
      msg: 'Your request has been sent. You will get an e-mail when the provider answers it.',
      when: { date: '2026-11-24', time: '1:00 AM', zone: 'Australia/Sydney' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(canvas.getByText(/1:00 AM \(Australia\/Sydney\)/)).toBeVisible();
  },
};
