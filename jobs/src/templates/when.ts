/** The schema pattern of an instant in a payload: ISO 8601 in UTC, as `Date.prototype.toISOString` writes it. */
export const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';

/** Formatters by zone: building one costs more than the rest of a message's rendering, so each is built once. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: safeZone(timeZone),
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    // Zones are a few hundred names at most; a bound keeps junk input from growing the map.
    if (FORMATTERS.size < 1_000) FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

/** A time zone Intl knows, or UTC (a stored zone that a runtime does not know must not stop a message). */
export function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** When, in the reader's own time zone: "Monday, November 23, 2026 at 10:00 AM EST". */
export function describeStart(iso: string, timeZone: string): string {
  return formatterFor(timeZone).format(new Date(iso));
}

/** "50 minutes", or "All day" for an appointment without an end. */
export function describeLength(minutes: number): string {
  if (minutes === 0) return 'All day';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
