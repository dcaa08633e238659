import type { Migration } from './migration.js';
import { identity } from './2026.11.21T10.00.00.identity.js';
import { dashboardAndOutbox } from './2026.11.21T10.10.00.dashboard-and-outbox.js';
import { appointments } from './2026.11.21T13.00.00.appointments.js';
import { sessionsAndReminders } from './2026.11.21T15.00.00.sessions-and-reminders.js';
import { appointmentInviteeNames } from './2026.11.21T16.00.00.appointment-invitee-names.js';
import { notificationClaimToken } from './2026.11.21T17.00.00.notification-claim-token.js';
import { clientInvitations } from './2026.11.23T18.00.00.client-invitations.js';
import { canonicalEmails } from './2026.11.25T15.00.00.canonical-emails.js';
import { signUpWithoutPassword } from './2026.11.25T15.10.00.sign-up-without-password.js';
import { signInAddresses } from './2026.11.25T15.20.00.sign-in-addresses.js';
import { invitationsAsTyped } from './2026.11.25T15.30.00.invitations-as-typed.js';
import { waitingRoomUnchosen } from './2026.11.25T15.40.00.waiting-room-unchosen.js';
import { profiles } from './2026.11.26T10.00.00.profiles.js';
import { clientRequests } from './2026.11.26T10.10.00.client-requests.js';
import { storedFiles } from './2026.11.26T14.00.00.stored-files.js';
import { privateNotes } from './2026.11.26T14.10.00.private-notes.js';
import { clientListOrder } from './2026.11.26T16.00.00.client-list-order.js';
import { practiceBilling } from './2026.11.27T10.00.00.practice-billing.js';
import { invoicePayments } from './2026.11.27T12.00.00.invoice-payments.js';
import { appointmentAcceptedAt } from './2026.11.27T14.00.00.appointment-accepted-at.js';
import { messages } from './2026.11.28T10.00.00.messages.js';
import { documents } from './2026.11.28T12.00.00.documents.js';
import { articlesAndChatbot } from './2026.11.28T16.00.00.articles-and-chatbot.js';
import { articleImagesAndCategoryKeys } from './2026.11.28T16.10.00.article-images-and-category-keys.js';
import { articleCounts } from './2026.11.29T00.00.00.article-counts.js';
import { twoFactor } from './2026.11.29T01.00.00.two-factor.js';
import { auditLog } from './2026.11.30T00.00.00.audit-log.js';
import { availability } from './2026.11.30T01.00.00.availability.js';
import { deliveries } from './2026.11.30T02.00.00.deliveries.js';
import { bookingLinks } from './2026.11.30T03.00.00.booking-links.js';
import { offices } from './2026.11.30T04.00.00.offices.js';
import { appointmentTallies } from './2026.11.30T05.00.00.appointment-tallies.js';
import { appointmentsLiveByStart } from './2026.11.30T05.10.00.appointments-live-by-start.js';
import { linksFromElsewhere } from './2026.11.30T06.00.00.links-from-elsewhere.js';
import { dashboardCountsByIndex } from './2026.11.30T07.00.00.dashboard-counts-by-index.js';
import { appointmentMonths } from './2026.11.30T08.00.00.appointment-months.js';
import { appointmentHours } from './2026.11.30T09.00.00.appointment-hours.js';

/** Every migration, oldest first. A landed migration is never edited: add a new file and list it here. */
export const migrations: Migration[] = [
  identity,
  dashboardAndOutbox,
  appointments,
  sessionsAndReminders,
  appointmentInviteeNames,
  notificationClaimToken,
  clientInvitations,
  canonicalEmails,
  signUpWithoutPassword,
  signInAddresses,
  invitationsAsTyped,
  waitingRoomUnchosen,
  profiles,
  clientRequests,
  storedFiles,
  privateNotes,
  clientListOrder,
  practiceBilling,
  invoicePayments,
  appointmentAcceptedAt,
  messages,
  documents,
  articlesAndChatbot,
  articleImagesAndCategoryKeys,
  articleCounts,
  twoFactor,
  auditLog,
  availability,
  deliveries,
  bookingLinks,
  offices,
  appointmentTallies,
  appointmentsLiveByStart,
  linksFromElsewhere,
  dashboardCountsByIndex,
  appointmentMonths,
  appointmentHours,
];
