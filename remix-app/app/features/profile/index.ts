/**
 * What other features may use of the profile feature (lint: features import each other only through their index).
 */
export * from './profile.ts';
export { ProfileSummary } from './profile-summary.tsx';
