/**
 * What other features may use of the practice feature (lint: features import each other only through their index).
 */
export { NON_PROFIT_DISCOUNT, TRIAL_DAYS } from './plans.ts';
