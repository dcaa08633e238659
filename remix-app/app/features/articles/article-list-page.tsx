import { Form, Link, useLocation, useSubmit } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { ArticlePager } from '#app/features/articles/article-pager.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { LibraryTabs } from '#app/features/articles/library-tabs.tsx';
import {
  ARTICLE_INTENTS,
  ARTICLE_SCREEN_MESSAGES,
  DELETE_ARTICLE,
  describeFound,
  FOOTER_ROW_AFTER,
  LIBRARIES,
  LIST_PARAMS,
  type ArticleRow,
  type HelpCategory,
  type LibraryListData,
  type LibraryMeta,
} from '#app/features/articles/library.ts';
import styles from '#app/features/articles/articles.module.css';

type LibraryListPageProps = LibraryListData & { isSubmitting?: boolean };

/**
 * All articles and Published by me, of the blog or the help centre (spec part 2): the tab bar, the category
 * filter, '{n} articles found', the table (View always; Edit and Delete on the articles the person may manage)
 * with first / numbered / last pages, and the delete modal. The help centre's home (All Helps) also shows its
 * six categories with their counts and a search box; search and category are in the URL, so Back works.
 */
export function LibraryListPage({
  library,
  list,
  categories,
  categoryKey,
  help,
  articles,
  deleting,
  isSubmitting = false,
}: LibraryListPageProps) {
  const meta = LIBRARIES[library];
  const location = useLocation();
  const search = help?.search ?? '';
  const helpCategory = help && categoryKey ? help.categories.find((item) => item.key === categoryKey) : null;
  const listLabel = search
    ? `Search results for “${search}”`
    : helpCategory
      ? helpCategory.name
      : meta.tabs[list];
  return (
    <div className={pageClass}>
      <PageHeader
        title={meta.title}
        description={articles.isAvailable ? describeFound(articles.total) : undefined}
        actions={
          <ButtonLink to={meta.newHref} icon={<Icon name="plus" size={18} />}>
            {meta.tabs.new}
          </ButtonLink>
        }
      />
      <LibraryTabs library={library} current={list} />
      {help ? <HelpCentreHome categories={help.categories} currentKey={categoryKey} search={search} /> : null}
      <Card as="section" variant="calendar" aria-label={listLabel}>
        <div className={styles.toolbar}>
          {help ? (
            <h2 className={styles.sectionTitle}>{listLabel}</h2>
          ) : (
            <CategoryFilter categories={categories} categoryKey={categoryKey} />
          )}
          {articles.isAvailable ? <p className={styles.found}>{describeFound(articles.total)}</p> : null}
        </div>
        {!articles.isAvailable ? (
          <Alert tone="error">{ARTICLE_SCREEN_MESSAGES.listUnavailable}</Alert>
        ) : articles.rows.length === 0 ? (
          <EmptyState icon={library === 'blog' ? 'book' : 'help'}>
            {search
              ? `No ${meta.noun} match “${search}”.`
              : categoryKey
                ? `There are no ${meta.noun} in this category yet.`
                : list === 'all'
                  ? `There are no ${meta.noun} in your practice yet.`
                  : `You have not published any ${meta.noun} yet.`}
          </EmptyState>
        ) : (
          <ArticleTable
            meta={meta}
            rows={articles.rows}
            caption={listLabel}
            deleteHrefFor={(id) => hrefWithParam(location, LIST_PARAMS.remove, id)}
            footer={<ArticlePager page={articles.page} label={`${listLabel} pages`} />}
          />
        )}
      </Card>
      {deleting ? (
        <ConfirmDialog
          title={DELETE_ARTICLE.title}
          question={DELETE_ARTICLE.question}
          detail={deleting.title}
          fields={{ articleId: deleting.id }}
          intent={ARTICLE_INTENTS.remove}
          confirmLabel={DELETE_ARTICLE.confirm}
          cancelHref={hrefWithParam(location, LIST_PARAMS.remove, null)}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </div>
  );
}

function ArticleTable({
  meta,
  rows,
  caption,
  deleteHrefFor,
  footer,
}: {
  meta: LibraryMeta;
  rows: ArticleRow[];
  caption: string;
  deleteHrefFor: (id: string) => string;
  footer: React.ReactNode;
}) {
  return (
    <DataTable
      caption={caption}
      columns={[
        'Title',
        'Author',
        'Categories',
        'Date',
        'Comments',
        'Readers',
        <span key="actions" className="visually-hidden">
          Actions
        </span>,
      ]}
      hasFooterRow={rows.length > FOOTER_ROW_AFTER}
      footer={footer}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <div className={styles.titleCell}>
              <Link to={meta.detailHref(row.id)}>{row.title}</Link>
              {row.excerpt ? <span className={styles.excerpt}>{row.excerpt}</span> : null}
            </div>
          </td>
          <td>
            <span className={styles.person}>
              <Avatar name={row.authorName} photo={row.authorPhoto} size="sm" />
              {row.authorName}
            </span>
          </td>
          <td>{row.categoryName}</td>
          <td>
            <span className={styles.dateCell}>
              <span>Published</span>
              <time dateTime={row.writtenAt}>{row.writtenDate}</time>
            </span>
          </td>
          <td className={tableClasses.number}>{row.comments}</td>
          <td className={tableClasses.number}>{row.readers}</td>
          <td>
            <span className={styles.actions}>
              <ButtonLink
                to={meta.detailHref(row.id)}
                variant="secondary"
                size="sm"
                aria-label={`View ${row.title}`}
              >
                View
              </ButtonLink>
              {row.canManage ? (
                <>
                  <ButtonLink
                    to={meta.editHref(row.id)}
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${row.title}`}
                  >
                    Edit
                  </ButtonLink>
                  <ButtonLink
                    to={deleteHrefFor(row.id)}
                    variant="ghost"
                    size="sm"
                    preventScrollReset
                    aria-label={`Delete ${row.title}`}
                  >
                    Delete
                  </ButtonLink>
                </>
              ) : null}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** All, plus the categories: a GET form (works without JavaScript), sent as soon as the choice changes. */
function CategoryFilter({
  categories,
  categoryKey,
}: {
  categories: LibraryListData['categories'];
  categoryKey: string | null;
}) {
  const submit = useSubmit();
  return (
    <Form method="get" className={styles.filter} onChange={(event) => submit(event.currentTarget)}>
      <SelectField
        label="Category"
        selectProps={{
          id: 'article-category-filter',
          name: LIST_PARAMS.category,
          defaultValue: categoryKey ?? '',
        }}
      >
        <option value="">All</option>
        {(categories ?? []).map((category) => (
          <option key={category.key} value={category.key}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <noscript>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </noscript>
    </Form>
  );
}

/** The help centre's six categories with their counts, and its search (help-center, help-center-search). */
function HelpCentreHome({
  categories,
  currentKey,
  search,
}: {
  categories: HelpCategory[];
  currentKey: string | null;
  search: string;
}) {
  return (
    <Card as="section" variant="calendar" aria-label="Help categories">
      <Form method="get" role="search" className={styles.search}>
        <TextField
          label="Search the help centre"
          inputProps={{
            id: 'help-search',
            name: LIST_PARAMS.search,
            type: 'search',
            defaultValue: search,
            maxLength: 500,
            placeholder: 'Type a few words',
          }}
        />
        <Button type="submit" icon={<Icon name="search" size={18} />}>
          Search
        </Button>
      </Form>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.key}>
            <Link
              to={`?${LIST_PARAMS.category}=${category.key}`}
              className={styles.category}
              aria-current={category.key === currentKey && !search ? 'true' : undefined}
            >
              <span className={styles.categoryName}>{category.name}</span>
              <span className={styles.categoryCount}>
                {category.count} {category.count === 1 ? 'article' : 'articles'}
              </span>
              <span className={styles.categoryDescription}>{category.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {currentKey || search ? (
        <div>
          <ButtonLink to={LIBRARIES.help.allHref} variant="ghost" size="sm">
            Show all help articles
          </ButtonLink>
        </div>
      ) : null}
    </Card>
  );
}

/** A link that keeps the page's other search parameters and sets or drops one. */
function hrefWithParam(location: { pathname: string; search: string }, name: string, value: string | null) {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}
