/**
 * What other features may use of the articles feature (lint: features import each other only through their index).
 */
export { CLIENT_ARTICLES_HREF } from './client-links.ts';
