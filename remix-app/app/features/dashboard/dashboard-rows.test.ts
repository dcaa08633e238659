import { describe, expect, test } from 'vitest';
import type { Appointment } from '#app/features/appointments/index.ts';
import {
  toAppointmentRow,
  toInvoiceRow,
  toPaymentRow,
  toRequestRow,
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
};

describe('dashboard rows', () => {
  test('an appointment links to its day in the viewer’s zone, with the modal open', () => {
    const row = toAppointmentRow(appointment, 'America/New_York');
    expect(row.href).toBe(`/appointment?view=day&date=2026-11-23&calendar=my&appointment=${appointment.id}`);
    expect(row.secondary).toBe('Nov 23, 2026, 11:30 PM · Jordan Alvarez, Priya Raman');
    expect(row.badge).toBe('Pending');
  });

  test('a request waiting for the provider offers Approve and Decline; one made by the provider says Created', () => {
    expect(toRequestRow(appointment, 'UTC').actions?.map((action) => action.intent)).toEqual([
      'approve',
      'decline',
    ]);
    const created = toRequestRow({ ...appointment, roleUpdated: 'provider' }, 'UTC');
    expect(created.actions).toBeUndefined();
    expect(created.badge).toBe('Created');
    expect(toRequestRow({ ...appointment, state: 2 }, 'UTC').badge).toBe('Accepted');
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
