/**
 * What other features may use of the appointments feature (lint: features import each other only through their index).
 */
export * from './appointment.ts';
export * from './calendar.ts';
export { finishedMessage } from './finished-message.ts';
export { AppointmentStateBadge } from './appointment-state.tsx';
export type { AppointmentType } from './appointment-form-model.ts';
