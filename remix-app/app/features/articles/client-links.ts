/** Where a client reads its practices' blog (routes/_client.home.articles.*). */
export const CLIENT_ARTICLES_HREF = '/home/articles';
export const clientArticleHref = (id: string) => `${CLIENT_ARTICLES_HREF}/${encodeURIComponent(id)}`;
