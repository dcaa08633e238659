/**
 * What other features may use of the offices feature on the server (lint: features import each other only through
 * their index).
 */
export { getOffices } from './offices.server.ts';
