import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { PageTabs } from '#app/ui/page-tabs.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';

/**
 * The blog and the help centre (spec part 2: Blog articles, Help articles): their lists, and the detail of an
 * article. They are kept by later issues' routes; until then each list is empty and
 * says so, an article's detail says it cannot be found, and the editors lead to the author's list (no editor
 * that could not save is shown).
 */

export type Library = 'blog' | 'help';
export type LibraryList = 'all' | 'mine';

const LIBRARIES = {
  blog: {
    title: 'Blog',
    noun: 'articles',
    all: { to: '/all-articles', label: 'All articles' },
    mine: { to: '/published', label: 'Published by me' },
  },
  help: {
    title: 'Help-Center',
    noun: 'help articles',
    all: { to: '/help', label: 'All Helps' },
    mine: { to: '/help-published', label: 'Published by me' },
  },
} as const;

/** All articles or Published by me: '{n} articles found' and the list. */
export function LibraryListPage({ library, list }: { library: Library; list: LibraryList }) {
  const meta = LIBRARIES[library];
  return (
    <div className={pageClass}>
      <PageHeader title={meta.title} description={`0 ${meta.noun} found`} />
      <PageTabs
        label={meta.title}
        tabs={(['all', 'mine'] as const).map((key) => ({ ...meta[key], isCurrent: key === list }))}
      />
      <Card as="section" variant="calendar" aria-label={meta[list].label}>
        <EmptyState icon={library === 'blog' ? 'book' : 'help'}>
          {list === 'all'
            ? `There are no ${meta.noun} in your practice yet.`
            : `You have not published any ${meta.noun} yet.`}
        </EmptyState>
      </Card>
    </div>
  );
}

/** An article's detail: no article exists, so none can be found. */
export function ArticleNotFound({ library }: { library: Library }) {
  const meta = LIBRARIES[library];
  return (
    <div className={pageClass}>
      <PageHeader title={meta.title} />
      <Card as="section" variant="settings" aria-labelledby="article-missing-title">
        <h2 className={cardClasses.title} id="article-missing-title">
          This article could not be found
        </h2>
        <p>It may have been deleted, or the link may be wrong.</p>
        <div>
          <ButtonLink to={meta.all.to} variant="secondary">
            Back
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
