import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadClientDocuments } from '#app/features/client-home/client-pages.server.ts';
import { DocumentList, DocumentUploader } from '#app/features/documents/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Panel } from '#app/ui/card.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('My documents', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadClientDocuments(request);
}

const UNAVAILABLE = 'Your documents could not be loaded right now. Please reload the page in a moment.';

/** /home/documents: the client's documents both ways, and sharing one with a provider (spec part 2). */
export default function ClientDocumentsRoute() {
  const { received, sent, recipients } = useLoaderData<typeof loader>();
  return (
    <div className={pageClass}>
      <PageHeader title="My documents" description="Forms and worksheets you and your providers share." />
      <Panel id="share" title="Upload and share">
        <DocumentUploader
          recipients={recipients}
          side="client"
          recipientLabel="Provider"
          afterShareHref="/home/documents"
        />
      </Panel>
      <Panel id="received" title="Shared with you">
        {received === null ? (
          <Alert tone="error">{UNAVAILABLE}</Alert>
        ) : (
          <DocumentList
            documents={received}
            show="sender"
            empty="Nobody has shared a document with you yet."
            label="Documents shared with you"
          />
        )}
      </Panel>
      <Panel id="sent" title="Shared by you">
        {sent === null ? (
          <Alert tone="error">{UNAVAILABLE}</Alert>
        ) : (
          <DocumentList
            documents={sent}
            show="recipient"
            empty="You have not shared a document yet"
            label="Documents shared by you"
          />
        )}
      </Panel>
    </div>
  );
}
