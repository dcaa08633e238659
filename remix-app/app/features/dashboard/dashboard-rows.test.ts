import { describe, expect, test } from 'vitest';
import type { Appointment } from '#app/features/appointments/index.ts';
import {
  toAppointmentRow,
  toInvoiceRow,
  toPaymentRow,
  toClientRequestRow,
  toClientRow,
  toMessageRow,
} from '#app/features/dashboard/dashboard-rows.ts';

const appointment: Appointment = {
  id: '65a1b2c3d4e5f60718293a01',
  title: 'Intake',
  notes: 'First session',
  isAllDay: false,
  isRecurring: false,
  isOnline: true,
  providerId: 'p',
  providerName: 'Dr. Maya Patel',
  clients: [
    { id: 'c1', name: 'Jordan Alvarez', email: 'j@example.com' },
    { id: 'c2', name: 'Priya Raman', email: 'p@example.com' },
  ],
  isClientRequest: true,
  inviteEmail: null,
  invitePhone: null,
  // 04:30 UTC on the 24th is still the 23rd in New York.
  startTime: '2026-11-24T04:30:00.000Z',
  endTime: '2026-11-24T05:30:00.000Z',
  minutes: 60,
  repeatUntil: null,
  recurrenceFrequency: null,
  payment: 120,
  type: 'Intake',
  state: 1,
  roleUpdated: 'client',
  requestedDate: null,
  paidDate: '2026-11-20T12:00:00.000Z',
  isEditable: true,
  isReadOnly: false,
  actualStart: null,
  actualEnd: null,
  sessionNote: '',
  noteCreatedDate: null,
  isConfirmedByClient: false,
};

describe('dashboard rows', () => {
  const providerMade: Appointment = { ...appointment, isClientRequest: false, roleUpdated: 'provider' };
  const viewer = { id: 'p', now: new Date('2026-11-20T12:00:00Z') };

  test('an appointment links to its day in the viewer’s zone, with the modal open', () => {
    const row = toAppointmentRow(providerMade, 'America/New_York');
    expect(row.href).toBe(`/appointment?view=day&date=2026-11-23&calendar=my&appointment=${appointment.id}`);
    expect(row.secondary).toBe('Nov 23, 2026, 11:30 PM · Jordan Alvarez, Priya Raman');
    expect(row.badge).toBe('Created');
    expect(row.tags).toBeUndefined();
    expect(row.actions).toBeUndefined();
  });

  test('a session its client confirmed from a reminder has the calendar’s green Confirmed tag (ADR 0052)', () => {
    const row = toAppointmentRow(
      { ...providerMade, state: 31, isConfirmedByClient: true },
      'America/New_York',
    );
    expect(row.badge).toBe('Join');
    expect(row.tags).toEqual([{ label: 'Confirmed', tone: 'confirmed' }]);
  });

  test('a client’s request awaiting the provider offers Approve and Decline, as the Requested view does (ADR 0054)', () => {
    const row = toAppointmentRow(appointment, 'America/New_York', viewer);
    expect(row.actions).toEqual([
      { label: 'Approve', intent: 'approve', variant: 'primary', accessibleLabel: 'Approve Intake' },
      { label: 'Decline', intent: 'decline', variant: 'secondary', accessibleLabel: 'Decline Intake' },
    ]);
    // Not 'Created' (the provider did not make it), and no Join before it is agreed.
    expect(row.badge).toBeUndefined();
    expect(row.link).toBeUndefined();
    expect(row.tags).toEqual([{ label: 'Requested', tone: 'requested' }]);
  });

  test('once approved, the booked session shows its state, Requested and Join, and no more buttons', () => {
    const row = toAppointmentRow({ ...appointment, state: 3, isConfirmedByClient: true }, 'UTC', viewer);
    expect(row.actions).toBeUndefined();
    expect(row.badge).toBe('Wait');
    expect(row.tags).toEqual([
      { label: 'Requested', tone: 'requested' },
      { label: 'Confirmed', tone: 'confirmed' },
    ]);
    expect(row.link?.label).toBe('Join');
  });

  test('a request the provider changed last waits for the client: Created, no buttons', () => {
    const row = toAppointmentRow({ ...appointment, roleUpdated: 'provider' }, 'UTC', viewer);
    expect(row.badge).toBe('Created');
    expect(row.actions).toBeUndefined();
  });

  test('a pending client request offers Approve (posting its name and e-mail) and Decline (its confirmation)', () => {
    const row = toClientRequestRow(
      {
        id: '65a1b2c3d4e5f60718293e01',
        name: 'Samuel Okafor',
        email: 'samuel@example.com',
        message: 'I would like to start sessions about anxiety at work, weekly if possible.',
        requestDate: '2026-11-24T18:00:00.000Z',
        isAccepted: false,
      },
      { timeZone: 'America/New_York', deleteHref: '/dashboard?deleteRequest=65a1b2c3d4e5f60718293e01' },
    );
    expect(row).toEqual({
      id: '65a1b2c3d4e5f60718293e01',
      primary: 'Samuel Okafor',
      secondary: 'samuel@example.com · Nov 24, 2026, 1:00 PM',
      meta: 'I would like to start sessions about anxiety at w…',
      fields: { name: 'Samuel Okafor', email: 'samuel@example.com' },
      actions: [
        {
          label: 'Approve',
          intent: 'approve-request',
          accessibleLabel: 'Approve the request of Samuel Okafor',
        },
      ],
      actionLinks: [
        {
          label: 'Decline',
          to: '/dashboard?deleteRequest=65a1b2c3d4e5f60718293e01',
          accessibleLabel: 'Decline the request of Samuel Okafor',
        },
      ],
    });
  });

  test('an accepted request says Accepted and can only be deleted', () => {
    const row = toClientRequestRow(
      { id: 'r', name: '', email: 'priya@example.com', message: '', requestDate: null, isAccepted: true },
      { timeZone: 'UTC', deleteHref: '/dashboard?deleteRequest=r' },
    );
    expect(row).toMatchObject({
      primary: 'priya@example.com',
      badge: 'Accepted',
      secondary: 'priya@example.com',
    });
    expect(row.actions).toBeUndefined();
    expect(row.actionLinks?.map((link) => link.label)).toEqual(['Delete']);
  });

  test('a client shows the phone with its dashes and links to their record at the same page', () => {
    expect(
      toClientRow(
        {
          id: '65a1b2c3d4e5f60718293a01',
          name: 'Jordan Alvarez',
          email: 'j@example.com',
          phone: '15550100001',
        },
        2,
      ),
    ).toEqual({
      id: '65a1b2c3d4e5f60718293a01',
      primary: 'Jordan Alvarez',
      secondary: 'j@example.com',
      meta: '155-501-00001',
      href: '/client-management/2-65a1b2c3d4e5f60718293a01',
    });
  });

  test('invoices and payments show the amount in USD', () => {
    expect(toInvoiceRow({ ...appointment, state: 2 }, 'UTC')).toMatchObject({
      primary: 'Jordan Alvarez, Priya Raman',
      meta: '$120.00',
      badge: 'Accepted',
    });
    expect(toPaymentRow({ ...appointment, state: 5 }, 'UTC').secondary).toBe(
      'Paid Fri, Nov 20, 2026 · Intake',
    );
  });
});

describe('Message Center rows', () => {
  const long = 'I slept better this week, but the train mornings are still hard for me.';
  const base = {
    partnerId: '65a1b2c3d4e5f60718293a09',
    partnerName: 'Jordan Alvarez',
    sentAt: '2026-11-24T04:30:00.000Z',
    isUnread: true,
  };

  test('shows a client’s message over 50 characters as 49 and an ellipsis, the whole of it behind More', () => {
    const row = toMessageRow(
      { ...base, text: long, preview: `${long.slice(0, 29)}…`, isFromPartner: true },
      'America/New_York',
    );
    expect(row.secondary).toBe(`${Array.from(long).slice(0, 49).join('')}…`);
    expect(row.more).toBe(long);
    expect(row).toMatchObject({
      primary: 'Jordan Alvarez',
      badge: 'New',
      href: `/view-messages/${base.partnerId}`,
    });
    expect(row.meta).toContain('Nov 23, 2026');
  });

  test('shows a short message whole, and the provider’s own as the API previews it', () => {
    expect(
      toMessageRow({ ...base, text: 'Thanks!', preview: 'Thanks!', isFromPartner: true }, 'UTC'),
    ).not.toHaveProperty('more');
    const own = toMessageRow(
      { ...base, text: long, preview: `${long.slice(0, 29)}…`, isFromPartner: false, isUnread: false },
      'UTC',
    );
    expect(own.secondary).toBe(`You: ${long.slice(0, 29)}…`);
    expect(own).not.toHaveProperty('more');
    expect(own).not.toHaveProperty('badge');
  });
});
