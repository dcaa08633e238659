/** The one reading of a phone number, shared with the worker and the inbound-text webhook (`@tele/data/phones`). */
export { readInternationalPhone } from '@tele/data/phones';
