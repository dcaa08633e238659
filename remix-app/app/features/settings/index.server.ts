/**
 * What other features may use of the settings feature on the server (lint: features import each other only through their index).
 */
export * from './practice-settings.server.ts';
