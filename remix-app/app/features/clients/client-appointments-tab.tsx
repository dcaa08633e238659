import { Link } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { AppointmentStateBadge, describeState } from '#app/features/appointments/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { TabLinks, TabPanel } from '#app/ui/tab-links.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { AppointmentsTabData, ClientAppointmentRow } from '#app/features/clients/client-record.ts';
import { SessionNoteDialog, SessionNoteRefused } from '#app/features/clients/session-note-dialog.tsx';
import styles from '#app/features/clients/client-record.module.css';

/** The spec's empty states of the record's appointment lists (part 2, section 8). */
export const CLIENT_EMPTY_MESSAGES = {
  appointments: 'There is no appointment made with this client, yet.',
  sessions: (name: string) => `There is no session with ${name}`,
  payments:
    'You do not have any payment history. Click the create button above and to the right to get started.',
  clinical: (name: string) => `There is no session with ${name}`,
} as const;

const UNAVAILABLE = 'These appointments could not be loaded right now. Please reload the page in a moment.';

type ClientAppointmentsTabProps = {
  data: AppointmentsTabData;
  clientName: string;
  sessionNoteResult?: SubmissionResult<string[]> | null;
  isSavingNote?: boolean;
};

/**
 * Tabs 1, 2, 3 and 7 of a client's record, one appointment list each: Appointments (filters Day, Week, Month,
 * Requested), Sessions (their notes open 'View the session note'), Payments (amounts in USD) and Clinical
 * Notes (each session with its note). 6 a page. A state icon of states 1, 2, 3, 4, 31 and 32 leads to the room;
 * 5 and 6 lead nowhere.
 */
export function ClientAppointmentsTab({
  data,
  clientName,
  sessionNoteResult,
  isSavingNote,
}: ClientAppointmentsTabProps) {
  const list = !data.isAvailable ? (
    <Alert tone="info">{UNAVAILABLE}</Alert>
  ) : data.rows.length === 0 ? (
    <EmptyState icon={data.kind === 'payments' ? 'card' : 'calendar'}>
      {emptyMessage(data.kind, clientName)}
    </EmptyState>
  ) : (
    <AppointmentTable data={data} />
  );
  const current = data.filters?.find((filter) => filter.isCurrent)?.key;
  return (
    <div className={styles.tabBody}>
      {data.filters && current ? (
        // Day, Week, Month and Requested: views of the list, as tabs (the list is their panel).
        <div className={styles.filtered}>
          <TabLinks
            label="Appointments of this client"
            idPrefix="appointment-filter"
            variant="segmented"
            tabs={data.filters}
            current={current}
          />
          <TabPanel idPrefix="appointment-filter" current={current}>
            {list}
          </TabPanel>
        </div>
      ) : (
        list
      )}
      {data.sessionNote ? (
        'msg' in data.sessionNote ? (
          <SessionNoteRefused msg={data.sessionNote.msg} closeHref={data.sessionNote.closeHref} />
        ) : (
          <SessionNoteDialog
            session={data.sessionNote}
            tab={data.kind === 'clinical' ? 'clinical' : 'sessions'}
            lastResult={sessionNoteResult}
            isSubmitting={isSavingNote}
          />
        )
      ) : null}
    </div>
  );
}

function emptyMessage(kind: AppointmentsTabData['kind'], name: string): string {
  switch (kind) {
    case 'appointments':
      return CLIENT_EMPTY_MESSAGES.appointments;
    case 'payments':
      return CLIENT_EMPTY_MESSAGES.payments;
    case 'sessions':
    case 'clinical':
      return CLIENT_EMPTY_MESSAGES.sessions(name);
  }
}

const CAPTIONS: Record<AppointmentsTabData['kind'], string> = {
  appointments: 'Appointments with this client',
  sessions: 'Sessions with this client',
  payments: 'Payments of this client',
  clinical: 'Clinical notes of this client',
};

const COLUMNS: Record<AppointmentsTabData['kind'], string[]> = {
  appointments: ['State', 'Date Requested', 'Start Time', 'Time Length', 'Amount', 'Type'],
  sessions: ['State', 'Client Name', 'Start Time', 'Time Length', 'Amount', 'Session Note'],
  payments: ['State', 'Start Time', 'Paid', 'Amount', 'Type'],
  clinical: ['Start Time', 'Client Name', 'Author', 'Session Note'],
};

function AppointmentTable({ data }: { data: AppointmentsTabData }) {
  return (
    <DataTable
      caption={CAPTIONS[data.kind]}
      columns={COLUMNS[data.kind]}
      footer={<Pager page={data.page} param="tabPage" label={`${CAPTIONS[data.kind]}: pages`} />}
    >
      {data.rows.map((row) => (
        <tr key={row.id}>
          {data.kind !== 'clinical' ? (
            <td>
              <StateCell row={row} />
            </td>
          ) : null}
          <Cells kind={data.kind} row={row} />
        </tr>
      ))}
    </DataTable>
  );
}

/** The state icon: a link to the session's room while it can still be held, else the icon alone. */
function StateCell({ row }: { row: ClientAppointmentRow }) {
  if (!row.sessionHref) return <AppointmentStateBadge state={row.state} />;
  return (
    <Link
      to={row.sessionHref}
      className={styles.stateLink}
      aria-label={`${describeState(row.state).label}: go to the session ${row.title}`}
    >
      <AppointmentStateBadge state={row.state} />
    </Link>
  );
}

/** The note's preview (or 'No note yet'), opening 'View the session note'; its name says which session's. */
function NoteCell({ row }: { row: ClientAppointmentRow }) {
  return (
    <Link to={row.noteHref} preventScrollReset>
      {row.notePreview || <span className={styles.muted}>No note yet</span>}
      <span className="visually-hidden">: view the session note of {row.start}</span>
    </Link>
  );
}

function Cells({ kind, row }: { kind: AppointmentsTabData['kind']; row: ClientAppointmentRow }) {
  const type = (
    <>
      {row.isClientRequest ? <Tag tone="requested">Requested</Tag> : null} {row.type}
    </>
  );
  switch (kind) {
    case 'appointments':
      return (
        <>
          <td>{row.requestedDate}</td>
          <td>{row.start}</td>
          <td>{row.length}</td>
          <td className={tableClasses.number}>{row.amount}</td>
          <td>{type}</td>
        </>
      );
    case 'sessions':
      return (
        <>
          <td>{row.clientNames}</td>
          <td>{row.start}</td>
          <td>{row.length}</td>
          <td className={tableClasses.number}>{row.amount}</td>
          <td>
            <NoteCell row={row} />
          </td>
        </>
      );
    case 'payments':
      return (
        <>
          <td>{row.start}</td>
          <td>{row.paidDate}</td>
          <td className={tableClasses.number}>{row.amount}</td>
          <td>{type}</td>
        </>
      );
    case 'clinical':
      return (
        <>
          <td>{row.start}</td>
          <td>{row.clientNames}</td>
          <td>{row.author}</td>
          <td>
            <NoteCell row={row} />
          </td>
        </>
      );
  }
}
