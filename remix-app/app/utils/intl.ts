/**
 * Intl formatters are expensive to build (a calendar page formats hundreds of dates), so each combination of
 * options is built once per process and reused. Every date shown in the app is formatted through here.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const knownZones = new Map<string, boolean>();

/** Whether the runtime knows an IANA zone name (answers are remembered). */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1_000) knownZones.set(timeZone, known);
  }
  return known;
}
