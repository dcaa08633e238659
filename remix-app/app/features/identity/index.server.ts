/**
 * What other features may use of the identity feature on the server (lint: features import each other only through their index).
 */
export * from './auth.server.ts';
export * from './identity.server.ts';
export { AcceptTermsIntent } from './form-schemas.ts';
