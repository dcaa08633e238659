/**
 * What other features may use of the offices feature (lint: features import each other only through their index).
 */
export { formatOfficeAddress, officeChoices, OFFICES_PATH } from './offices.ts';
export type { Office, Offices } from './offices.ts';
