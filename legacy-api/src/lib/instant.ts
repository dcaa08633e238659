/** Epoch milliseconds as digits (what `Date.getTime()` gives once it has passed through a form or a query). */
const EPOCH_DIGITS = /^-?\d{1,16}$/;

/**
 * The one reading of a `LegacyInstant` (@tele/contract/fields): epoch milliseconds (number or digits) or a date
 * string, between the years 0000 and 9999. Anything else, an empty string included, is null.
 */
export function readLegacyInstant(value: unknown): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? validDate(new Date(value)) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  return validDate(new Date(EPOCH_DIGITS.test(text) ? Number(text) : text));
}

/**
 * The instants a DATETIME column can hold and mysql2 can write: years 0000 to 9999. Outside them the driver
 * writes a five-digit or signed year the database refuses (a 500 where the caller deserves its 400).
 */
const FIRST_STORABLE_MS = Date.parse('0000-01-01T00:00:00.000Z');
const LAST_STORABLE_MS = Date.parse('9999-12-31T23:59:59.999Z');

function validDate(date: Date): Date | null {
  const ms = date.getTime();
  return ms >= FIRST_STORABLE_MS && ms <= LAST_STORABLE_MS ? date : null;
}
