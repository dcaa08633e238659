import { Form, Link } from '@remix-run/react';
import { AppointmentStateBadge } from '#app/features/appointments/appointment-state.tsx';
import { buttonClass, buttonClasses } from '#app/ui/button.tsx';
import { IntentButtons } from '#app/ui/intent-buttons.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { Appointment } from '#app/features/appointments/appointment.ts';
import {
  describeState,
  formatDateTime,
  formatLength,
  formatUsd,
  getDecisionButtons,
  getProviderDecision,
  joinClientNames,
} from '#app/features/appointments/appointment.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import styles from '#app/features/appointments/appointment-requests.module.css';

export const NO_REQUESTS_MESSAGE = 'You do not have any appointment requests.';

type DecisionProps = {
  appointment: Pick<Appointment, 'id' | 'title' | 'state' | 'roleUpdated' | 'isClientRequest'>;
  /** Where Approve and Decline post (the screen's own action). */
  formAction?: string;
};

/**
 * Approve and Decline when the provider side must answer, 'Created' when it is waiting for the client; nothing
 * for other states. Approve accepts; Decline cancels.
 */
export function AppointmentDecision({ appointment, formAction }: DecisionProps) {
  const decision = getProviderDecision(appointment);
  if (decision === 'created') return <Tag>Created</Tag>;
  const buttons = getDecisionButtons(appointment);
  if (buttons.length === 0) return null;
  return (
    // One form, two submit buttons: the pressed one sends its intent (works without JavaScript too).
    <Form method="post" action={formAction} preventScrollReset className={buttonClasses.group}>
      <input type="hidden" name="id" value={appointment.id} />
      <IntentButtons buttons={buttons} />
    </Form>
  );
}

function EmptyRequests() {
  return <EmptyState icon="userPlus">{NO_REQUESTS_MESSAGE}</EmptyState>;
}

type RequestedListProps = {
  appointments: Appointment[];
  page: PageInfo;
  timeZone: string;
  hrefForAppointment: (appointment: Appointment) => string;
  /** Session states (1, 2, 3, 4, 31, 32) lead to the room or the waiting screen; 5 and 6 lead nowhere. */
  hrefForSession?: (appointment: Appointment) => string | null;
  formAction?: string;
};

/** Requested to Me: appointments clients asked for, with their state and Approve / Decline. */
export function RequestedList({
  appointments,
  page,
  timeZone,
  hrefForAppointment,
  hrefForSession,
  formAction,
}: RequestedListProps) {
  if (appointments.length === 0) return <EmptyRequests />;
  return (
    <DataTable
      caption="Appointments requested to me"
      columns={[
        'State',
        'Date Requested',
        'Time Length',
        'Amount',
        'Client Name',
        'Provider Name',
        'Type',
        <span key="action" className="visually-hidden">
          Action
        </span>,
      ]}
      footer={<Pager page={page} label="Requested appointments pages" />}
    >
      {appointments.map((appointment) => {
        const session = hrefForSession?.(appointment) ?? null;
        return (
          <tr key={appointment.id}>
            <td>
              {session ? (
                <Link
                  to={session}
                  className={styles.stateLink}
                  aria-label={`${describeState(appointment.state).label}: go to the session ${appointment.title}`}
                >
                  <AppointmentStateBadge state={appointment.state} />
                </Link>
              ) : (
                <AppointmentStateBadge state={appointment.state} />
              )}
            </td>
            <td>
              <Link to={hrefForAppointment(appointment)} preventScrollReset>
                {appointment.requestedDate ? formatDateTime(appointment.requestedDate, timeZone) : '—'}
              </Link>
            </td>
            <td>{formatLength(appointment.minutes)}</td>
            <td className={tableClasses.number}>{formatUsd(appointment.payment)}</td>
            <td>{joinClientNames(appointment) || '—'}</td>
            <td>{appointment.providerName || '—'}</td>
            <td>{appointment.type ?? '—'}</td>
            <td>
              <AppointmentDecision appointment={appointment} formAction={formAction} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

type InvitedListProps = {
  appointments: Appointment[];
  page: PageInfo;
  pageSize: number;
  timeZone: string;
  /** Opens the delete confirmation. */
  hrefForDelete: (appointment: Appointment) => string;
};

/** Invited By Me: invitations sent by e-mail or text; a row leads to its session, Delete asks first. */
export function InvitedList({ appointments, page, pageSize, timeZone, hrefForDelete }: InvitedListProps) {
  if (appointments.length === 0) return <EmptyRequests />;
  const firstNumber = (page.page - 1) * pageSize + 1;
  return (
    <DataTable
      caption="Invitations sent by me"
      columns={['No', 'Date Requested', 'Invite via', 'Action']}
      footer={<Pager page={page} label="Invitation pages" />}
    >
      {appointments.map((appointment, index) => {
        const via = appointment.inviteEmail ?? appointment.invitePhone ?? '—';
        return (
          <tr key={appointment.id}>
            <td className={tableClasses.number}>{firstNumber + index}</td>
            <td>{appointment.requestedDate ? formatDateTime(appointment.requestedDate, timeZone) : '—'}</td>
            <td>
              <Link to={`/room/${appointment.id}`} aria-label={`Open the session for ${via}`}>
                {via}
              </Link>
            </td>
            <td>
              <Link
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                to={hrefForDelete(appointment)}
                preventScrollReset
                aria-label={`Delete the invitation to ${via}`}
              >
                <Icon name="trash" size={16} />
                <span>Delete</span>
              </Link>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
