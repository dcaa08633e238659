/**
 * Money is counted in integer cents (USD). The wire keeps the legacy units: an appointment's `payment` and an
 * invoice's `price` in dollars with at most two decimals, `pay`'s `amount` in cents.
 */

/** The most one invoice may ask for, in cents ($100,000). */
export const MAX_INVOICE_CENTS = 10_000_000;

/**
 * Dollars as typed or sent (`80`, `'80.5'`, `'80.50'`) to cents; null unless it is a non-negative amount with
 * at most two decimals within the limit. Read from the text, never through a float's rounding.
 */
export function dollarsToCents(value: unknown): number | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '');
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_INVOICE_CENTS ? cents : null;
}

/** A stored `payment` (DECIMAL(10,2), read as a number) in cents. */
export function paymentCents(payment: number): number {
  return Math.round(payment * 100);
}

/** Cents as the wire's dollars (`8050` → 80.5). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** `pay`'s `amount` (cents, a number or digits); null when it is not a whole number of cents. */
export function readCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}
