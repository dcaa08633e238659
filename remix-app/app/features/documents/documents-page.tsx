import { PageTabs } from '#app/ui/page-tabs.tsx';
import { Card } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';

/**
 * Documents (spec part 2: /documents shared with me, /documents-mydoc owned by me, /documents-shared the
 * product's templates). Documents are kept by the documents issue's routes; until then every list is empty, and
 * each page says so in the spec's words.
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

const EMPTY: Record<DocumentsList, string> = {
  'shared-with-me': 'Nobody has shared a document with you yet.',
  mine: 'You have not shared a document yet',
  templates: 'There is no template to share yet.',
};

export function DocumentsPage({ list, isProviderRole }: { list: DocumentsList; isProviderRole: boolean }) {
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
      <Card as="section" variant="calendar" aria-label={current.label(isProviderRole)}>
        <EmptyState icon="file">{EMPTY[list]}</EmptyState>
      </Card>
    </div>
  );
}
