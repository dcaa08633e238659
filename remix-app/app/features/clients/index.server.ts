/**
 * What other features may use of the clients feature on the server (lint: features import each other only through their index).
 */
export * from './clients.server.ts';
export * from './client-requests.server.ts';
