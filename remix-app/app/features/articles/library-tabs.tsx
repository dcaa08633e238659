import { PageTabs } from '#app/ui/page-tabs.tsx';
import { LIBRARIES, type Library, type LibraryList } from '#app/features/articles/library.ts';

/** The tab bar of the blog and the help centre: All, Published by me, New (spec part 2). */
export function LibraryTabs({ library, current }: { library: Library; current: LibraryList | 'new' | null }) {
  const meta = LIBRARIES[library];
  return (
    <PageTabs
      label={meta.title}
      tabs={[
        { to: meta.allHref, label: meta.tabs.all, isCurrent: current === 'all', icon: 'book' },
        { to: meta.mineHref, label: meta.tabs.mine, isCurrent: current === 'mine', icon: 'user' },
        { to: meta.newHref, label: meta.tabs.new, isCurrent: current === 'new', icon: 'plus' },
      ]}
    />
  );
}
