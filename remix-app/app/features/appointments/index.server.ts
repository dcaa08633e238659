/**
 * What other features may use of the appointments feature on the server (lint: features import each other only through their index).
 */
export * from './appointments.server.ts';
export * from './appointment-actions.server.ts';
export { listAppointmentTypes } from './appointment-types.server.ts';
