/**
 * What other features may use of the practice feature (lint: features import each other only through their index).
 */
export { NON_PROFIT_DISCOUNT, TRIAL_DAYS } from './plans.ts';
// The slot picker and the clock text, for the public booking page (ADR 0054).
export { SlotPicker, type SlotDay } from './slot-picker.tsx';
export { formatClock } from './availability.ts';
