/**
 * What other features and routes may use of the two-factor feature (ADR 0045).
 */
export * from './intents.ts';
export * from './second-step-form.tsx';
export * from './two-factor-settings.tsx';
