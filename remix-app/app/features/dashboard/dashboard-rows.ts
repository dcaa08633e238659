import { STATE } from '@tele/contract/constants';
import type { PanelItem } from '#app/features/dashboard/dashboard-panel.tsx';
import type { Appointment } from '#app/features/appointments/index.ts';
import {
  describeState,
  formatDate,
  formatDateTime,
  formatLength,
  formatUsd,
  getProviderDecision,
  isFinished,
  joinClientNames,
} from '#app/features/appointments/index.ts';
import { calendarHref } from '#app/features/appointments/index.ts';
import { sessionHref } from '#app/features/appointments/index.ts';
import { civilDateOf } from '#app/utils/zoned-time.ts';

/**
 * The dashboard's rows, made from the API's lists: appointments, appointment requests (Client Enrollment),
 * clients, invoices and payments. Times are written in the viewer's zone.
 */

/** Opens the appointment over the Day view of its date. */
export function appointmentHref(appointment: Appointment, timeZone: string): string {
  return calendarHref(
    { view: 'day', date: civilDateOf(new Date(appointment.startTime), timeZone), calendar: 'my' },
    { appointment: appointment.id },
  );
}

function who(appointment: Appointment): string {
  return joinClientNames(appointment) || appointment.title;
}

/**
 * An appointment; with the viewer and "now", a Join link to its room (or waiting screen) while it is not over.
 */
export function toAppointmentRow(
  appointment: Appointment,
  timeZone: string,
  viewer?: { id: string; now: Date },
): PanelItem {
  const names = joinClientNames(appointment);
  const session = viewer && !isFinished(appointment, viewer.now) ? sessionHref(appointment, viewer.id) : null;
  return {
    id: appointment.id,
    primary: appointment.title,
    secondary: [formatDateTime(appointment.startTime, timeZone), names].filter(Boolean).join(' · '),
    badge: describeState(appointment.state).label,
    href: appointmentHref(appointment, timeZone),
    ...(session
      ? { link: { label: 'Join', to: session, accessibleLabel: `Join ${appointment.title}` } }
      : {}),
  };
}

/** A request: Approve and Decline when it waits for the provider, otherwise its state ('Created' when pending). */
export function toRequestRow(appointment: Appointment, timeZone: string): PanelItem {
  const decision = getProviderDecision(appointment);
  const name = who(appointment);
  return {
    id: appointment.id,
    primary: name,
    secondary: `${formatDateTime(appointment.startTime, timeZone)} · ${appointment.type ?? formatLength(appointment.minutes)}`,
    href: appointmentHref(appointment, timeZone),
    ...(decision === 'approve'
      ? {
          actions: [
            {
              label: 'Approve',
              intent: 'approve',
              accessibleLabel: `Approve the request of ${name}`,
            },
            {
              label: 'Decline',
              intent: 'decline',
              variant: 'secondary' as const,
              accessibleLabel: `Decline the request of ${name}`,
            },
          ],
        }
      : { badge: decision === 'created' ? 'Created' : describeState(appointment.state).label }),
  };
}

export function toInvoiceRow(appointment: Appointment, timeZone: string): PanelItem {
  return {
    id: appointment.id,
    primary: who(appointment),
    secondary: [appointment.notes || appointment.title, formatDate(appointment.startTime, timeZone)].join(
      ' · ',
    ),
    meta: formatUsd(appointment.payment),
    // Invoices are accepted appointments awaiting payment (state 2).
    badge: appointment.state === STATE.accepted ? 'Accepted' : describeState(appointment.state).label,
  };
}

export function toPaymentRow(appointment: Appointment, timeZone: string): PanelItem {
  return {
    id: appointment.id,
    primary: who(appointment),
    secondary: `Paid ${formatDate(appointment.paidDate ?? appointment.startTime, timeZone)} · ${appointment.title}`,
    meta: formatUsd(appointment.payment),
  };
}

export function toClientRow(client: { id: string; name: string; email: string; phone: string }): PanelItem {
  return {
    id: client.id,
    primary: client.name || client.email,
    secondary: client.email,
    meta: client.phone || undefined,
    href: '/client-management',
  };
}
