/**
 * What other features and routes may use of the two-factor feature on the server (ADR 0045).
 */
export * from './two-factor.server.ts';
export * from './form-schemas.ts';
