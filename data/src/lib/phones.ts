/** E.164: the country code and the number, 8 to 15 digits in all, the first not 0. */
const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;

/** The separators people type in a phone number: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * A text's recipient as `+` and the digits (E.164), or null. Both forms the callers send are the full number
 * with its country code: with a `+` (the web app), or without one as the original apps send it (spec part 1:
 * "the full number with country code"; the legacy service texted `'+' + phone`), as text or as a JSON number.
 * Separators are dropped; a number that is not a positive whole one is not a phone number.
 */
export function readInternationalPhone(value: string | number | undefined): string | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? readInternationalPhone(String(value)) : null;
  }
  const compact = String(value ?? '').replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  return INTERNATIONAL_DIGITS.test(digits) ? `+${digits}` : null;
}

export { isNumberInCountries } from './sms-countries.js';
