/**
 * What other features may use of the settings feature (lint: features import each other only through their index).
 */
export type { SchedulingSettings } from './form-schemas.ts';
