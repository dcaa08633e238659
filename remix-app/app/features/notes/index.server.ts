/**
 * What other features may use of the notes feature on the server (lint: features import each other only through their index).
 */
export * from './notes.server.ts';
