import type { PageInfo } from '#app/utils/paging.ts';

/**
 * The practice's two libraries of articles (spec part 2: Blog articles, Help articles; ADR 0043): the blog, for
 * its clients, and the help centre, for its team. They have the same screens and the same API shapes; what
 * differs is here, so one set of components serves both.
 */

export type Library = 'blog' | 'help';
/** All articles, Published by me. */
export type LibraryList = 'all' | 'mine';

export type LibraryMeta = {
  /** The API group (`articles/...`, `help-articles/...`). */
  api: 'articles' | 'help-articles';
  title: string;
  noun: string;
  tabs: { all: string; mine: string; new: string };
  allHref: string;
  mineHref: string;
  newHref: string;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
  /** Where the editor's images are sent (routes/article-images.ts). */
  imageUploadUrl: string;
};

export const LIBRARIES: Record<Library, LibraryMeta> = {
  blog: {
    api: 'articles',
    title: 'Blog',
    noun: 'articles',
    tabs: { all: 'All articles', mine: 'Published by me', new: 'New article' },
    allHref: '/all-articles',
    mineHref: '/published',
    newHref: '/new-article',
    detailHref: (id) => `/article-details/${encodeURIComponent(id)}`,
    editHref: (id) => `/new-article/${encodeURIComponent(id)}`,
    imageUploadUrl: '/article-images',
  },
  help: {
    api: 'help-articles',
    title: 'Help-Center',
    noun: 'help articles',
    tabs: { all: 'All Helps', mine: 'Published by me', new: 'New Help' },
    allHref: '/help',
    mineHref: '/help-published',
    newHref: '/help-new',
    detailHref: (id) => `/help-details/${encodeURIComponent(id)}`,
    editHref: (id) => `/help-new/${encodeURIComponent(id)}`,
    imageUploadUrl: '/article-images',
  },
};

/** The list's search parameters: the category filter, the page, the open delete confirmation, help search. */
export const LIST_PARAMS = { category: 'category', page: 'page', remove: 'delete', search: 'q' } as const;

/** The delete modal (spec part 2). */
export const DELETE_ARTICLE = {
  title: 'Delete Article',
  question: 'Do you want to delete this article really?',
  confirm: 'Delete',
} as const;

/** The spec's table footer: the header row is repeated under more than 7 rows. */
export const FOOTER_ROW_AFTER = 7;

export const ARTICLE_SCREEN_MESSAGES = {
  listUnavailable: 'The articles could not be loaded right now. Please reload the page in a moment.',
  notFound: 'This article could not be found. It may have been deleted, or the link may be wrong.',
  noCategories: 'Your practice has no blog categories yet. Add one below before you write the first article.',
  imageTooLarge: 'The file size have to be smaller than 2MB. Please choose the file again.',
  editorNeedsJavaScript:
    'The article editor needs JavaScript. Turn JavaScript on in your browser to write or change articles.',
} as const;

export type Category = { key: string; name: string };

/** A row of a list. */
export type ArticleRow = {
  id: string;
  title: string;
  /** Its words without markup, cut as the API cuts them. */
  excerpt: string;
  authorName: string;
  authorPhoto: string | null;
  categoryName: string;
  /** The written date in the person's zone ("Nov 24, 2026"); '' when unknown. */
  writtenDate: string;
  writtenAt: string;
  comments: number;
  readers: number;
  likes: number;
  /** The first picture, where the browser reads it; null for the default cover. */
  cover: string | null;
  canManage: boolean;
};

export type ArticleListView =
  | {
      isAvailable: true;
      rows: ArticleRow[];
      page: PageInfo;
      /** '{n} articles found'. */
      total: number;
    }
  | { isAvailable: false };

export type Comment = {
  id: string;
  authorName: string;
  authorPhoto: string | null;
  writtenDate: string;
  text: string;
};

/** An article opened to read. */
export type ArticleView = {
  id: string;
  title: string;
  authorId: string;
  authorName: string;
  authorPhoto: string | null;
  categoryName: string;
  writtenDate: string;
  readers: number;
  likes: number;
  dislikes: number;
  myVote: 'like' | 'disLike' | null;
  cover: string | null;
  /** Sanitised again by the web app (utils/rich-text-html.server.ts). */
  html: string;
  prevId: string | null;
  nextId: string | null;
  canManage: boolean;
};

/** An article opened in the editor. */
export type EditableArticle = { id: string; categoryKey: string; title: string; html: string };

/** A help centre category with its count (help-center). */
export type HelpCategory = { key: string; name: string; description: string; count: number };

/** The intents the screens' forms post. */
export const ARTICLE_INTENTS = {
  remove: 'delete-article',
  save: 'save-article',
  comment: 'post-comment',
  vote: 'vote',
  addCategory: 'add-category',
  deleteCategory: 'delete-category',
} as const;

/** The spec's '{n} articles found' (the same words in the help centre). */
export function describeFound(total: number): string {
  return `${total} articles found`;
}

/** The likes as the spec shows them: 0 if none or negative. */
export function shownCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

/** What a list screen shows (loadLibraryList). */
export type LibraryListData = {
  library: Library;
  list: LibraryList;
  categories: Category[] | null;
  categoryKey: string | null;
  /** The help centre home: its six categories with counts, and what was searched for. */
  help: { categories: HelpCategory[]; search: string } | null;
  articles: ArticleListView;
  /** The article whose delete confirmation is open. */
  deleting: ArticleRow | null;
};

/** What the editor opens with (loadArticleEditor). */
export type ArticleEditorData = {
  library: Library;
  categories: Category[] | null;
  /** Edit mode: the article, or why it cannot be opened. */
  editing: { kind: 'new' } | { kind: 'article'; article: EditableArticle } | { kind: 'missing'; msg: string };
};
