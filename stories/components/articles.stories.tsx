import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LibraryListPage } from '@tele/remix-app/features/articles/article-list-page.tsx';
import { ArticleDetailPage } from '@tele/remix-app/features/articles/article-detail-page.tsx';
import { LibraryTabs } from '@tele/remix-app/features/articles/library-tabs.tsx';
import { ArticleEditorPage } from '@tele/remix-app/features/articles/article-editor-page.tsx';
import type {
  ArticleRow,
  ArticleView,
  HelpCategory,
  LibraryListData,
} from '@tele/remix-app/features/articles/library.ts';
import { CommentSchema } from '@tele/remix-app/features/articles/form-schemas.ts';
import { formChecksOf } from '@tele/remix-app/utils/form-checks.server.ts';
import { pageOf } from '../support/client-fixtures.ts';

const ID = (n: number) => `6750a1b2c3d4e5f6a7b8c${String(n).padStart(3, '0')}`;

function rowOf(n: number, overrides: Partial<ArticleRow> = {}): ArticleRow {
  return {
    id: ID(n),
    title: `Sleep and anxiety, part ${n}`,
    excerpt: 'Small changes to the evening routine help more than most people expect...',
    authorName: n % 2 ? 'Robin Owner' : 'Alex Colleague',
    authorPhoto: null,
    categoryName: 'Anxiety',
    writtenDate: 'Nov 24, 2026',
    writtenAt: '2026-11-24T15:30:00.000Z',
    comments: n,
    readers: 10 + n,
    likes: n % 3,
    cover: null,
    canManage: n % 2 === 1,
    ...overrides,
  };
}

const rows = Array.from({ length: 9 }, (_, index) => rowOf(index + 1));

const base: LibraryListData = {
  library: 'blog',
  list: 'all',
  categories: [
    { key: '1', name: 'Anxiety' },
    { key: '2', name: 'Sleep' },
  ],
  categoryKey: null,
  help: null,
  articles: { isAvailable: true, rows, page: { ...pageOf(1, 3), total: 21 }, total: 21 },
  deleting: null,
};

const meta = {
  title: 'Articles/Article list',
  component: LibraryListPage,
  parameters: { layout: 'padded', route: { path: '/all-articles' } },
  args: base,
} satisfies Meta<typeof LibraryListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All articles (spec part 2): the tabs, the filter, '{n} articles found', the columns and the actions. */
export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('navigation', { name: 'Blog' }));
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All articles',
      'Published by me',
      'New article',
    ]);
    await expect(tabs.getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('21 articles found').length).toBeGreaterThan(0);
    const filter = canvas.getByRole('combobox', { name: 'Category' });
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Anxiety', 'Sleep']);

    const table = canvas.getByRole('table', { name: 'All articles' });
    const headings = within(table).getAllByRole('columnheader');
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Title',
      'Author',
      'Categories',
      'Date',
      'Comments',
      'Readers',
      'Actions',
    ]);
    // More than 7 rows: the header row is repeated under them.
    await expect(table.querySelector('tfoot')).not.toBeNull();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent('Published');
    await expect(first).toHaveTextContent('Nov 24, 2026');
    // The author's (or an owner's) article: View, Edit, Delete; another's: View only.
    await expect(
      within(first!).getByRole('link', { name: 'Edit Sleep and anxiety, part 1' }),
    ).toHaveAttribute('href', `/new-article/${ID(1)}`);
    await expect(
      within(first!).getByRole('link', { name: 'Delete Sleep and anxiety, part 1' }),
    ).toHaveAttribute('href', `/all-articles?delete=${ID(1)}`);
    await expect(
      within(second!).getByRole('link', { name: 'View Sleep and anxiety, part 2' }),
    ).toHaveAttribute('href', `/article-details/${ID(2)}`);
    await expect(within(second!).queryByRole('link', { name: /^Edit/ })).toBeNull();
    await expect(within(second!).queryByRole('link', { name: /^Delete/ })).toBeNull();

    // First, numbered pages and Last.
    await expect(canvas.getByRole('navigation', { name: 'All articles pages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/all-articles?page=3');
    await expect(canvas.getByText('First')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: {
    list: 'mine',
    categories: [],
    articles: { isAvailable: true, rows: [], page: pageOf(1, 0), total: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not published any articles yet.')).toBeVisible();
    await expect(canvas.getAllByText('0 articles found').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const DeleteConfirmation: Story = {
  args: { deleting: rows[0]! },
  parameters: { route: { path: `/all-articles?delete=${ID(1)}` } },
  play: async ({ canvasElement }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete Article' }),
    );
    await expect(dialog.getByText('Do you want to delete this article really?')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/all-articles');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ articleId: ID(1), intent: 'delete-article' });
  },
};

const helpCategories: HelpCategory[] = [
  { key: '1', name: 'General', description: 'Getting started.', count: 3 },
  { key: '2', name: 'Clients', description: 'Inviting clients.', count: 1 },
  { key: '3', name: 'Payments', description: 'Invoices.', count: 0 },
  { key: '4', name: 'Providers', description: 'Colleagues.', count: 0 },
  { key: '5', name: 'Technical', description: 'Video sessions.', count: 2 },
  { key: '6', name: 'Marketing', description: 'Your listing.', count: 0 },
];

/** The help centre's home: six categories with counts, search, and the results of a search. */
export const HelpCentreSearch: Story = {
  args: {
    library: 'help',
    categories: helpCategories.map(({ key, name }) => ({ key, name })),
    help: { categories: helpCategories, search: 'video' },
    articles: {
      isAvailable: true,
      rows: [rowOf(1, { title: 'Video sessions: sound and camera', categoryName: 'Technical' })],
      page: { ...pageOf(1, 1), total: 1 },
      total: 1,
    },
  },
  parameters: { route: { path: '/help?q=video' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const categories = within(canvas.getByRole('region', { name: 'Help categories' }));
    await expect(categories.getAllByRole('listitem')).toHaveLength(6);
    await expect(categories.getByRole('link', { name: /General\s*3 articles/ })).toHaveAttribute(
      'href',
      '/help?category=1',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search the help centre' })).toHaveValue('video');
    await expect(canvas.getByRole('heading', { name: 'Search results for “video”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Video sessions: sound and camera' })).toHaveAttribute(
      'href',
      `/help-details/${ID(1)}`,
    );
    await expect(canvas.getAllByText('1 articles found').length).toBeGreaterThan(0);
  },
};

const article: ArticleView = {
  id: ID(1),
  title: 'Sleep and anxiety',
  authorId: ID(900),
  authorName: 'Robin Owner',
  authorPhoto: null,
  categoryName: 'Anxiety',
  writtenDate: 'Nov 24, 2026',
  readers: 4,
  likes: 0,
  dislikes: 1,
  myVote: 'disLike',
  cover: null,
  html: '<p><strong>Small</strong> changes help.</p><ul><li>Same bedtime</li></ul>',
  prevId: ID(2),
  nextId: ID(3),
  canManage: true,
};

/** An article: its facts, the default cover, the content, votes, neighbours and comments; Edit for the author. */
export const Detail: StoryObj<typeof ArticleDetailPage> = {
  render: (args) => (
    <ArticleDetailPage {...args} tabs={<LibraryTabs library={args.library} current={null} />} />
  ),
  args: {
    library: 'blog',
    article,
    isAuthor: true,
    commentChecks: formChecksOf(CommentSchema),
    comments: [
      {
        id: ID(50),
        authorName: 'Jordan Client',
        authorPhoto: null,
        writtenDate: 'Nov 25, 2026',
        text: 'This helped, thank you.',
      },
    ],
  },
  parameters: { route: { path: `/article-details/${ID(1)}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sleep and anxiety' })).toBeVisible();
    await expect(canvas.getByText('Small')).toContainHTML('Small');
    await expect(canvas.getByRole('button', { name: 'Like (0)' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/new-article/${ID(1)}`);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/all-articles');
    await expect(canvas.getByRole('link', { name: 'Next article' })).toHaveAttribute(
      'href',
      `/article-details/${ID(3)}`,
    );
    await expect(canvas.getByText('This helped, thank you.')).toBeVisible();

    // An empty comment is not sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('Please input the content of the comment.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your comment' }), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ intent: 'post-comment', content: 'Thanks!' });
  },
};

/** A provider-role member reading a colleague's article: Back only. */
export const DetailNotTheAuthor: StoryObj<typeof ArticleDetailPage> = {
  render: (args) => (
    <ArticleDetailPage {...args} tabs={<LibraryTabs library={args.library} current={null} />} />
  ),
  args: {
    library: 'help',
    article: { ...article, prevId: null, nextId: null },
    isAuthor: false,
    comments: [],
    commentChecks: formChecksOf(CommentSchema),
  },
  parameters: { route: { path: `/help-details/${ID(1)}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/help');
    await expect(canvas.queryByRole('navigation', { name: 'Other articles' })).toBeNull();
    await expect(canvas.getByText('No comment yet. Be the first to write one.')).toBeVisible();
  },
};

async function editorOf(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: 'Content' }, { timeout: 5000 });
}

/** A new practice's editor: no category yet, so it says so and offers to add one. */
export const EditorWithoutCategories: StoryObj<typeof ArticleEditorPage> = {
  render: (args) => <ArticleEditorPage {...args} />,
  args: { library: 'blog', categories: [], editing: { kind: 'new' } },
  parameters: { route: { path: '/new-article' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Your practice has no blog categories yet. Add one below before you write the first article.',
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New category' }), 'Anxiety');
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ intent: 'add-category', category: 'Anxiety' });
  },
};

/** Publish: the placeholders, the article toolbar, the fields it posts; nothing sent without a category. */
export const EditorPublish: StoryObj<typeof ArticleEditorPage> = {
  render: (args) => <ArticleEditorPage {...args} />,
  args: { library: 'blog', categories: base.categories, editing: { kind: 'new' } },
  parameters: { route: { path: '/new-article' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(within(category).getAllByRole('option')[0]).toHaveTextContent('Select a category');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute(
      'placeholder',
      'Please input the title.',
    );
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Article formatting' }));
    await expect(toolbar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Align left',
      'Align centre',
      'Align right',
      'Justify',
      'Link',
      'Insert an image',
      'Undo',
      'Redo',
      'Remove formatting',
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Sleep and anxiety');
    await userEvent.click(editor);
    await userEvent.click(toolbar.getByRole('button', { name: 'Bold' }));
    await userEvent.type(editor, 'Small changes');

    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Please select the category.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.selectOptions(category, 'Sleep');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      intent: 'save-article',
      categoryKey: '2',
      title: 'Sleep and anxiety',
      content: '<p><strong>Small changes</strong></p>',
    });
  },
};

/** Edit mode: Back and Update; an image over 2 MB is refused before any upload. */
export const EditorUpdate: StoryObj<typeof ArticleEditorPage> = {
  render: (args) => <ArticleEditorPage {...args} />,
  args: {
    library: 'help',
    categories: helpCategories.map(({ key, name }) => ({ key, name })),
    editing: {
      kind: 'article',
      article: { id: ID(1), categoryKey: '5', title: 'Video sessions', html: '<p>Check the camera.</p>' },
    },
  },
  parameters: { route: { path: `/help-new/${ID(1)}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await expect(editor).toHaveTextContent('Check the camera.');
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/help-details/${ID(1)}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
    // The help centre's categories are fixed: no category tools.
    await expect(canvas.queryByRole('button', { name: 'Add category' })).toBeNull();

    const created = spyOn(document, 'createElement');
    const click = spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    let chooser: HTMLInputElement | null = null;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Insert an image' }));
      chooser =
        created.mock.results
          .map((result) => result.value as unknown)
          .find((element): element is HTMLInputElement => element instanceof HTMLInputElement) ?? null;
    } finally {
      click.mockRestore();
      created.mockRestore();
    }
    await expect(chooser).not.toBeNull();
    await userEvent.upload(
      chooser!,
      new File([new Uint8Array(2_097_153)], 'scan.png', { type: 'image/png' }),
    );
    await expect(
      await canvas.findByText('The file size have to be smaller than 2MB. Please choose the file again.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      intent: 'save-article',
      articleId: ID(1),
      categoryKey: '5',
      title: 'Video sessions',
      content: '<p>Check the camera.</p>',
    });
  },
};
