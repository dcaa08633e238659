/**
 * What other features may use of the session-day feature (lint: features import each other only through their index).
 */
export * from './session-day.ts';
export * from './waiting-choices.ts';
export { SessionNoteSchema } from './form-schemas.ts';
