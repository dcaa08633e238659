/**
 * What other features may use of the identity feature (lint: features import each other only through their index).
 */
export * from './auth-layout.tsx';
export * from './accept-terms-modal.tsx';
export * from './change-password-form.tsx';
export { AcceptTermsIntent } from './accept-terms-intent.ts';
export * from './homes.ts';
