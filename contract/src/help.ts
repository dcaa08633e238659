import { Type } from '@sinclair/typebox';
import { Envelope } from './envelope.js';
import { Id, Optional, Text } from './fields.js';
import { routeGroup } from './route.js';
import { ArticleListBody, ArticlePagingBody, ArticleList, ArticleDetail, libraryRoutes } from './articles.js';

/*
 * The help centre (legacy-contract 6.7; issue 28, ADR 0043): the practice's help articles for its team, in six
 * fixed categories ('1'-'6', HELP_CATEGORIES), with the blog's shapes, plus counts per category, a category's
 * list, search and the lookup by title. `post-comment` is new (the legacy had comments but no way to write one).
 */

const S = () => Type.String();

/** One category of the help centre with its count of articles. */
export const HelpCategoryCount = Type.Object({
  key: S(),
  category: S(),
  nCount: Type.Number(),
  description: S(),
});

export const HelpRoutes = routeGroup('help-articles', {
  ...libraryRoutes,
  'help-center': { body: {}, answer: Envelope(Type.Array(HelpCategoryCount)) },
  /** `key`: the category's name, lower-cased ('general', 'clients', ...). */
  'help-count-category': {
    body: { key: Optional(Text(64)) },
    answer: Envelope(Type.Array(HelpCategoryCount)),
  },
  'help-articles-category': {
    body: { key: Optional(Text(64)), sLen: ArticleListBody.sLen, ...ArticlePagingBody },
    answer: Envelope(ArticleList),
  },
  /**
   * `key`: what the person typed; an article matches when words of its title and text start with every word of
   * it (short words and stopwords: anywhere in them). New: the legacy matched a word anywhere inside a word.
   */
  'help-center-search': {
    body: { key: Optional(Text(500)), ...ArticlePagingBody },
    answer: Envelope(ArticleList),
  },
  'help-center-title': { body: { title: Optional(Text(1_000)) }, answer: Envelope(S()) },
  /** `category_id` is the article's id (the legacy's misnomer, kept). */
  'get-help-article': {
    body: { category_id: Optional(Id()), uid: Optional(Text(512)) },
    answer: Envelope(Type.Array(ArticleDetail)),
  },
});
