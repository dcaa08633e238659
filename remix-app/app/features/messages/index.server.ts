/**
 * What other features may use of the messages feature on the server (lint: features import each other only
 * through their index): the latest message per partner (the dashboard's panel) and with one client (the client record's tab).
 */
export { getLatestMessageWith, listLastMessages, type LastMessage } from './messages.server.ts';
