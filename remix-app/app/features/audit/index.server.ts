/**
 * What other features and routes may use of the audit log feature on the server (ADR 0049).
 */
export * from './audit-log.server.ts';
export * from './audit-csv.server.ts';
