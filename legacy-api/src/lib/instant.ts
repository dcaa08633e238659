/** Epoch milliseconds as digits (what `Date.getTime()` gives once it has passed through a form or a query). */
const EPOCH_DIGITS = /^-?\d{1,16}$/;

/**
 * The one reading of a `LegacyInstant` (@tele/contract/fields): epoch milliseconds (number or digits) or a date
 * string. Anything else, an empty string included, is null.
 */
export function readLegacyInstant(value: unknown): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? validDate(new Date(value)) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  return validDate(new Date(EPOCH_DIGITS.test(text) ? Number(text) : text));
}

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
