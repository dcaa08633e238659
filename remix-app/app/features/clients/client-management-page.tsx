import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { AddClientModal } from '#app/features/clients/add-client-modal.tsx';
import { ClientList } from '#app/features/clients/client-list.tsx';
import type {
  clientManagementAction,
  loadClientManagement,
} from '#app/features/clients/client-management-page.server.ts';
import { CLIENT_INTENTS, type ClientIntent } from '#app/features/clients/client-record.ts';
import { ClientRecordPanel } from '#app/features/clients/client-record-panel.tsx';

export const DELETE_CLIENT_QUESTION = 'Do you want to delete this client really?';

/**
 * Client Management (/client-management/{page}-{clientId}): the Client List with Add New Client, the open
 * client's record under it, and the dialogs the URL opens (Add Client, the delete confirmation). It reads the
 * route's loader and action data.
 */
export function ClientManagementPage() {
  const { list, record, listHref, addClientHref, isAddClientOpen, closeAddClientHref, deleteTarget } =
    useLoaderData<typeof loadClientManagement>();
  const actionData = useActionData<typeof clientManagementAction>();
  const navigation = useNavigation();
  const submitting =
    navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
      ? (Object.values(CLIENT_INTENTS).find((intent) => intent === navigation.formData?.get('intent')) ??
        null)
      : null;
  const resultFor = (intent: ClientIntent) =>
    actionData && 'intent' in actionData && actionData.intent === intent ? actionData.result : null;

  return (
    <div className={pageClass}>
      <PageHeader
        title="Clients"
        actions={
          <ButtonLink
            to={addClientHref}
            size="lg"
            icon={<Icon name="userPlus" size={18} />}
            preventScrollReset
          >
            Add New Client
          </ButtonLink>
        }
      />
      <Card as="section" variant="calendar" aria-labelledby="client-list-title">
        <h2 className={cardClasses.title} id="client-list-title">
          Client List
        </h2>
        <ClientList
          rows={list.rows}
          page={list.page}
          isAvailable={list.isAvailable}
          openClientId={record?.kind === 'record' ? record.id : null}
        />
      </Card>
      {record ? <ClientRecordPanel record={record} resultFor={resultFor} submitting={submitting} /> : null}
      {isAddClientOpen ? (
        <AddClientModal redirectTo={closeAddClientHref} cancelHref={closeAddClientHref} />
      ) : null}
      {deleteTarget ? (
        <ConfirmDialog
          title="Delete Client"
          question={DELETE_CLIENT_QUESTION}
          detail={deleteTarget.name}
          fields={{ clientId: deleteTarget.id }}
          intent={CLIENT_INTENTS.deleteClient}
          confirmLabel="Delete"
          cancelHref={listHref}
          isSubmitting={submitting === CLIENT_INTENTS.deleteClient}
        />
      ) : null}
    </div>
  );
}
