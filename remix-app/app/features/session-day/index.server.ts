/**
 * What other features may use of the session-day feature on the server (lint: features import each other only through their index).
 */
export * from './share-link.server.ts';
export { INVITE_INTENT } from './invite-modal.tsx';
export { canInviteByMessage } from './form-schemas.ts';
export { saveSessionNote } from './session-day.server.ts';
