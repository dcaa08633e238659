import type { SubmissionResult } from '@conform-to/react';
import { Alert } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { TabLinks, TabPanel } from '#app/ui/tab-links.tsx';
import { PrivateNotesTab } from '#app/features/notes/index.ts';
import { ClientAddressForm } from '#app/features/clients/client-address-form.tsx';
import { ClientAppointmentsTab } from '#app/features/clients/client-appointments-tab.tsx';
import { ClientInfoForm } from '#app/features/clients/client-info-form.tsx';
import {
  CLIENT_INTENTS,
  type ClientIntent,
  type ClientRecordView,
  type SummaryTabData,
  type TabData,
} from '#app/features/clients/client-record.ts';
import { ClientSummaryTab } from '#app/features/clients/client-summary-tab.tsx';
import { DocumentList } from '#app/features/documents/index.ts';
import styles from '#app/features/clients/client-record.module.css';

type ClientRecordPanelProps = {
  record: ClientRecordView;
  /** A refused form's reply, by the intent of the form it answers. */
  resultFor?: (intent: ClientIntent) => SubmissionResult<string[]> | null;
  /** The intent of the form being sent, while it is. */
  submitting?: ClientIntent | null;
};

/**
 * One client's record under the Client List: the name and photo, Close, and the eight tabs (0 User Info ... 7
 * Clinical Notes) as a tab list whose tabs are links (`?tab=notes`). A record the viewer may not open shows why
 * (not connected, or the API's refusal, e.g. an invitation not yet accepted).
 */
export function ClientRecordPanel({
  record,
  resultFor = () => null,
  submitting = null,
}: ClientRecordPanelProps) {
  if (record.kind === 'refused') {
    return (
      <Card as="section" variant="calendar" aria-label="Client details" className={styles.record}>
        <Alert tone="error">{record.msg}</Alert>
        <div>
          <ButtonLink to={record.closeHref} variant="secondary" preventScrollReset>
            Back to the client list
          </ButtonLink>
        </div>
      </Card>
    );
  }
  const { data } = record;
  return (
    <Card as="section" variant="calendar" aria-labelledby="client-record-title" className={styles.record}>
      <header className={styles.header}>
        <Avatar name={record.name} photo={record.photo} size="lg" />
        <h2 id="client-record-title" className={styles.title}>
          {record.name}
        </h2>
        <ButtonLink
          to={record.closeHref}
          variant="ghost"
          size="sm"
          icon={<Icon name="close" size={16} />}
          className={styles.close}
          aria-label={`Close the details of ${record.name}`}
          preventScrollReset
        >
          Close
        </ButtonLink>
      </header>
      <TabLinks
        label={`Details of ${record.name}`}
        idPrefix="client-record"
        tabs={record.tabs}
        current={record.tab}
      />
      <TabPanel idPrefix="client-record" current={record.tab}>
        {data.kind === 'info' ? (
          <div className={styles.tabBody}>
            <ClientInfoForm
              key={record.id}
              name={record.name}
              photo={record.photo}
              values={data.values}
              lastResult={resultFor(CLIENT_INTENTS.updateInfo)}
              isSubmitting={submitting === CLIENT_INTENTS.updateInfo}
            />
            <ClientAddressForm
              key={`address-${record.id}`}
              address={data.address}
              lastResult={resultFor(CLIENT_INTENTS.updateAddress)}
              isSubmitting={submitting === CLIENT_INTENTS.updateAddress}
            />
          </div>
        ) : isSummaryTab(data) ? (
          <ClientSummaryTab data={data} clientName={record.name} />
        ) : data.kind === 'client-documents' ? (
          data.documents === null ? (
            <Alert tone="error">
              The documents could not be loaded right now. Please try again in a moment.
            </Alert>
          ) : (
            <DocumentList
              documents={data.documents}
              show="both"
              empty={`There is no document shared with ${record.name}`}
              label={`Documents shared with ${record.name}`}
            />
          )
        ) : data.kind === 'notes' ? (
          <PrivateNotesTab
            data={data}
            intents={{ save: CLIENT_INTENTS.saveNote, delete: CLIENT_INTENTS.deleteNote }}
            saveResult={resultFor(CLIENT_INTENTS.saveNote)}
            isSubmitting={submitting === CLIENT_INTENTS.saveNote || submitting === CLIENT_INTENTS.deleteNote}
          />
        ) : (
          <ClientAppointmentsTab
            data={data}
            clientName={record.name}
            sessionNoteResult={resultFor(CLIENT_INTENTS.saveSessionNote)}
            isSavingNote={submitting === CLIENT_INTENTS.saveSessionNote}
          />
        )}
      </TabPanel>
    </Card>
  );
}

function isSummaryTab(data: TabData): data is SummaryTabData {
  return data.kind === 'messages';
}
