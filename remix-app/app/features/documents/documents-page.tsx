import { DOCUMENT_TEMPLATES } from '@tele/contract/documents';
import { PageTabs } from '#app/ui/page-tabs.tsx';
import { Card } from '#app/ui/card.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { DocumentList } from '#app/features/documents/document-list.tsx';
import { DocumentUploader } from '#app/features/documents/document-uploader.tsx';
import type { DocumentsLoaded, Recipient } from '#app/features/documents/documents.ts';
import styles from './document-list.module.css';

/**
 * Documents (spec part 2: /documents shared with me, /documents-mydoc owned by me with the upload-and-share
 * panel, /documents-shared the product's templates). Tab labels follow the invited role (me or the provider).
 */

export type DocumentsList = 'shared-with-me' | 'mine' | 'templates';

const PAGES: Array<{ list: DocumentsList; to: string; label: (isProviderRole: boolean) => string }> = [
  {
    list: 'shared-with-me',
    to: '/documents',
    label: (isProviderRole) => (isProviderRole ? 'Shared with the provider' : 'Shared with me'),
  },
  {
    list: 'mine',
    to: '/documents-mydoc',
    label: (isProviderRole) => (isProviderRole ? 'Owned by the provider' : 'Owned by me'),
  },
  { list: 'templates', to: '/documents-shared', label: () => 'Shared templates' },
];

const EMPTY: Record<Exclude<DocumentsList, 'templates'>, string> = {
  'shared-with-me': 'Nobody has shared a document with you yet.',
  mine: 'You have not shared a document yet',
};

const UNAVAILABLE = 'Documents could not be loaded right now. Please try again in a few minutes.';

type DocumentsPageProps =
  | { list: 'templates'; isProviderRole: boolean }
  | { list: 'shared-with-me'; isProviderRole: boolean; documents: DocumentsLoaded }
  | { list: 'mine'; isProviderRole: boolean; documents: DocumentsLoaded; recipients: Recipient[] };

export function DocumentsPage(props: DocumentsPageProps) {
  const { list, isProviderRole } = props;
  const current = PAGES.find((page) => page.list === list) ?? PAGES[0]!;
  return (
    <div className={pageClass}>
      <PageHeader title="Documents" description="Files you and your clients share: PDF, DOCX and TXT." />
      <PageTabs
        label="Documents"
        tabs={PAGES.map((page) => ({
          to: page.to,
          label: page.label(isProviderRole),
          isCurrent: page.list === list,
        }))}
      />
      {props.list === 'mine' ? (
        <Card as="section" variant="calendar" aria-label="Upload and share">
          <h2>Upload and share</h2>
          <DocumentUploader
            recipients={props.recipients}
            side="provider"
            recipientLabel="Client"
            afterShareHref="/documents-mydoc"
          />
        </Card>
      ) : null}
      <Card as="section" variant="calendar" aria-label={current.label(isProviderRole)}>
        {props.list === 'templates' ? (
          <TemplateList />
        ) : props.documents.isAvailable ? (
          <DocumentList
            documents={props.documents.list}
            show={props.list === 'mine' ? 'recipient' : 'sender'}
            empty={EMPTY[props.list]}
            label={current.label(isProviderRole)}
          />
        ) : (
          <Alert tone="error">{UNAVAILABLE}</Alert>
        )}
      </Card>
    </div>
  );
}

/** The product's templates: blank forms to download, adapt and share (ADR 0041). */
function TemplateList() {
  return (
    <ul className={styles.list} aria-label="Shared templates">
      {DOCUMENT_TEMPLATES.map((template) => (
        <li key={template.file} className={styles.row}>
          <div className={styles.text}>
            <div className={styles.name}>{template.title}</div>
            <div className={styles.meta}>{template.description}</div>
          </div>
          <a
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            href={`/documents-shared/${template.file}`}
            download
            aria-label={`Download ${template.title}`}
          >
            <Icon name="file" /> Download
          </a>
        </li>
      ))}
    </ul>
  );
}
