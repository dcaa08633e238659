/**
 * What other features and routes may use of the audit log feature (ADR 0049).
 */
export * from './audit-log-card.tsx';
export * from './audit-query.ts';
export type * from './audit-view.ts';
