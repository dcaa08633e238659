/** What other features and routes may use of the idle sign-out (ADR 0046). */
export { IdleSignout, IDLE_SIGNOUT_REASON } from './idle-signout.tsx';
export { useKeptDraft } from './kept-draft-offer.tsx';
