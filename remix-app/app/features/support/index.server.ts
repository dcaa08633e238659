/**
 * What other features may use of the support feature on the server (lint: features import each other only through their index).
 */
export { contactSupport } from './support.server.ts';
