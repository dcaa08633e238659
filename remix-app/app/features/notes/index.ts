/**
 * What other features may use of the notes feature (lint: features import each other only through their index).
 */
export * from './form-schemas.ts';
export * from './notes-view.ts';
export { PrivateNotesTab } from './private-notes-tab.tsx';
