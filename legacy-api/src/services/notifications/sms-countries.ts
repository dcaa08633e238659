/** The SMS allow-list's reading of a number, shared with the worker's texted reminders (`@tele/data/phones`). */
export { isNumberInCountries } from '@tele/data/phones';
