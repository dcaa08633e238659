import { refuse } from '#api/errors/app-error.js';

/**
 * A phone number as the forms send it (digits, a number, with spaces, dashes, brackets or a +): its digits,
 * 6 to 15 of them, or null when none was given; anything else is refused with `msg`.
 */
export function readPhone(value: string | number | undefined, msg: string): string | null {
  if (value === undefined || value === '') return null;
  const digits = String(value).replace(/[\s().+-]/g, '');
  if (!/^\d{6,15}$/.test(digits)) refuse(msg);
  return digits;
}

/** A trimmed text field, or undefined when it was not sent (a screen's block sends only its own fields). */
export function readText(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.trim();
}
