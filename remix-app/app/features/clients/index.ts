/**
 * What other features may use of the clients feature (lint: features import each other only through their index).
 */
export { clientListHref, CLIENT_MANAGEMENT_PATH } from './client-record-query.ts';
export type { ClientRequest } from './client-request.ts';
