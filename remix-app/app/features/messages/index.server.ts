/**
 * What other features may use of the messages feature on the server (lint: features import each other only
 * through their index): the latest message per partner, for the dashboard's panel and the client record's tab.
 */
export { listLastMessages, type LastMessage } from './messages.server.ts';
