import { DASHBOARD_MESSAGE_CUT, STATE } from '@tele/contract/constants';
import type { PanelItem } from '#app/features/dashboard/dashboard-panel.tsx';
import type { Appointment } from '#app/features/appointments/index.ts';
import {
  describeState,
  formatDate,
  formatDateTime,
  formatUsd,
  getDecisionButtons,
  isFinished,
  joinClientNames,
} from '#app/features/appointments/index.ts';
import { calendarHref } from '#app/features/appointments/index.ts';
import { sessionHref } from '#app/features/appointments/index.ts';
import { civilDateOf } from '#app/utils/zoned-time.ts';
import { formatPhone } from '#app/utils/phone.ts';
import { cutWithEllipsis } from '#app/utils/text.ts';
import { clientListHref, type ClientRequest } from '#app/features/clients/index.ts';
import { CLIENT_REQUEST_INTENTS } from '#app/features/dashboard/form-schemas.ts';
import type { LastMessage } from '#app/features/messages/index.server.ts';
import type { DocumentRow } from '#app/features/documents/index.ts';

/**
 * The dashboard's rows, made from the API's lists: appointments, client requests (Client Enrollment), clients,
 * invoices and payments. Times are written in the viewer's zone.
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
 * A client's request awaiting the provider offers Approve and Decline, posted to the dashboard's action as the
 * Requested view posts them (ADR 0054); its tags are the calendar's: 'Requested' for what a client asked for,
 * 'Confirmed' for a session its client confirmed from the reminder (ADR 0052).
 */
export function toAppointmentRow(
  appointment: Appointment,
  timeZone: string,
  viewer?: { id: string; now: Date },
): PanelItem {
  const names = joinClientNames(appointment);
  const decision = getDecisionButtons(appointment);
  // Join once the session is agreed: a request still waiting for the answer has its two buttons instead.
  const session =
    viewer && !decision.length && !isFinished(appointment, viewer.now)
      ? sessionHref(appointment, viewer.id)
      : null;
  const tags: NonNullable<PanelItem['tags']> = [
    ...(appointment.isClientRequest ? [{ label: 'Requested', tone: 'requested' as const }] : []),
    ...(appointment.isConfirmedByClient ? [{ label: 'Confirmed', tone: 'confirmed' as const }] : []),
  ];
  return {
    id: appointment.id,
    primary: appointment.title,
    secondary: [formatDateTime(appointment.startTime, timeZone), names].filter(Boolean).join(' · '),
    // A request awaiting the answer is not 'Created': its buttons say what it waits for.
    ...(decision.length ? {} : { badge: describeState(appointment.state).label }),
    ...(tags.length ? { tags } : {}),
    href: appointmentHref(appointment, timeZone),
    ...(session
      ? { link: { label: 'Join', to: session, accessibleLabel: `Join ${appointment.title}` } }
      : {}),
    ...(decision.length ? { actions: decision } : {}),
  };
}

/**
 * A client's request to join the practice (Client Enrollment): pending ones offer Approve (which e-mails the
 * person a link to register) and Decline, which asks first; accepted ones say 'Accepted' and may be deleted.
 */
export function toClientRequestRow(
  clientRequest: ClientRequest,
  { timeZone, deleteHref }: { timeZone: string; deleteHref: string },
): PanelItem {
  const name = clientRequest.name || clientRequest.email;
  const base = {
    id: clientRequest.id,
    primary: name,
    secondary: [
      clientRequest.email,
      clientRequest.requestDate ? formatDateTime(clientRequest.requestDate, timeZone) : null,
    ]
      .filter(Boolean)
      .join(' · '),
    ...(clientRequest.message
      ? { meta: cutWithEllipsis(clientRequest.message, REQUEST_MESSAGE_PREVIEW) }
      : {}),
  };
  if (clientRequest.isAccepted) {
    return {
      ...base,
      badge: 'Accepted',
      actionLinks: [{ label: 'Delete', to: deleteHref, accessibleLabel: `Delete the request of ${name}` }],
    };
  }
  return {
    ...base,
    fields: { name: clientRequest.name, email: clientRequest.email },
    actions: [
      {
        label: 'Approve',
        intent: CLIENT_REQUEST_INTENTS.approve,
        accessibleLabel: `Approve the request of ${name}`,
      },
    ],
    actionLinks: [{ label: 'Decline', to: deleteHref, accessibleLabel: `Decline the request of ${name}` }],
  };
}

/**
 * A conversation's latest message (Message Center), opening the conversation. A client's message over 50
 * characters shows 49 and an ellipsis, the whole of it behind More (spec part 2, section 9); the provider's own
 * messages are shown as the API previews them.
 */
export function toMessageRow(message: LastMessage, timeZone: string): PanelItem {
  const isCut = message.isFromPartner && Array.from(message.text).length > DASHBOARD_MESSAGE_CUT.longerThan;
  return {
    id: message.partnerId,
    primary: message.partnerName,
    secondary: message.isFromPartner
      ? cutWithEllipsis(message.text, DASHBOARD_MESSAGE_CUT.longerThan)
      : `You: ${message.preview}`,
    meta: formatDateTime(message.sentAt, timeZone),
    href: `/view-messages/${message.partnerId}`,
    ...(message.isUnread ? { badge: 'New' } : {}),
    ...(isCut ? { more: message.text } : {}),
  };
}

/** What a request's message shows in the panel; the rest is in the person's e-mail to the practice. */
const REQUEST_MESSAGE_PREVIEW = 50;

/**
 * An invoice still owed, opening its modal on /payments (the panel and the Invoice tab page by the same 6, so
 * the panel's page is the tab's).
 */
export function toInvoiceRow(appointment: Appointment, timeZone: string, page = 1): PanelItem {
  return {
    id: appointment.id,
    href: `/payments?${page > 1 ? `page=${page}&` : ''}edit=${appointment.id}`,
    primary: who(appointment),
    secondary: [appointment.notes || appointment.title, formatDate(appointment.startTime, timeZone)].join(
      ' · ',
    ),
    meta: formatUsd(appointment.payment),
    // Invoices are priced sessions awaiting payment: accepted, or held and not yet paid.
    badge: appointment.state === STATE.accepted ? 'Accepted' : describeState(appointment.state).label,
  };
}

export function toPaymentRow(appointment: Appointment, timeZone: string, page = 1): PanelItem {
  return {
    id: appointment.id,
    href: `/payments?tab=payment${page > 1 ? `&page=${page}` : ''}`,
    primary: who(appointment),
    secondary: `Paid ${formatDate(appointment.paidDate ?? appointment.startTime, timeZone)} · ${appointment.title}`,
    meta: formatUsd(appointment.payment),
  };
}

/** A client, linking to their record in Client Management (its list has the same pages of 6 as the panel). */
export function toClientRow(
  client: { id: string; name: string; email: string; phone: string },
  page: number,
): PanelItem {
  return {
    id: client.id,
    primary: client.name || client.email,
    secondary: client.email,
    meta: formatPhone(client.phone) || undefined,
    href: clientListHref({ page, clientId: client.id }),
  };
}

/**
 * A document shared with the viewer (the Documents panel): its name, who sent it, and when; it opens the viewer's
 * received documents (`/documents`, the spec's link).
 */
export function toDocumentRow(document: DocumentRow, timeZone: string): PanelItem {
  return {
    id: document.id,
    primary: document.filename,
    secondary: `From ${document.senderName}`,
    ...(document.sharedDate ? { meta: formatDate(document.sharedDate, timeZone) } : {}),
    href: '/documents',
  };
}
