/**
 * What other features may use of the articles feature on the server (lint: features import each other only
 * through their index).
 */
export { loadNewestArticles } from './library-pages.server.ts';
