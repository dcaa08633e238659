import { Readable } from 'node:stream';
import type { ReportRowRecord } from '@tele/data/repositories/reports';
import { toLocal } from '@tele/data/zoned-time';

/**
 * members.csv (spec part 2: Reports): the report's columns, one row per session, in the report's order. RFC
 * 4180 (commas, quotes and line breaks quoted; CRLF lines) with a byte order mark so spreadsheet programs read
 * UTF-8 names. Times are in the viewer's zone, named in the heading. A cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) is written with a leading apostrophe (OWASP's CSV injection advice): the
 * clients' names are typed by people outside the practice.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23 10:00` in the zone: what a spreadsheet reads as a date and time. */
export function csvTime(instant: Date | null, timeZone: string): string {
  if (!instant) return '';
  const local = toLocal(instant, timeZone);
  return `${local.year}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}`;
}

/** Integer cents as dollars with two decimals, exactly (no floating point on the way). */
export function dollarsOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(whole / 100)}.${pad(whole % 100)}`;
}

export function csvHeading(timeZone: string): string {
  return [
    'Provider',
    'Clients',
    'Online',
    `Start (${timeZone})`,
    `End (${timeZone})`,
    `Actual start (${timeZone})`,
    `Actual end (${timeZone})`,
    'Appointment type',
    'Requested',
    `Requested date (${timeZone})`,
    'Paid (USD)',
  ]
    .map(csvCell)
    .join(',');
}

export function csvLine(row: ReportRowRecord, timeZone: string): string {
  return [
    row.providerName,
    row.invitees.map((invitee) => invitee.name).join('; '),
    row.online ? 'Online' : 'In office',
    csvTime(row.startTime, timeZone),
    row.endTime ? csvTime(row.endTime, timeZone) : 'All day',
    csvTime(row.actualStart, timeZone),
    csvTime(row.actualEnd, timeZone),
    row.appointmentType ?? '',
    row.inviteClient ? 'Requested' : '',
    csvTime(row.requestedDate, timeZone),
    row.paidCents > 0 ? dollarsOf(row.paidCents) : '',
  ]
    .map(csvCell)
    .join(',');
}

/**
 * A CSV file as a stream: the heading and the first batch (already read, so a failing database is a refusal
 * before any byte is sent), then each further batch as the reader asks for it. However the stream ends (read to
 * the end, the caller gone, an error), the reader's snapshot is closed; a failure to end a read-only snapshot
 * loses nothing (the connection goes back to the pool either way). The audit log's CSV is written by it too.
 */
export function csvFileStream<Row>(input: {
  heading: string;
  first: IteratorResult<Row[]>;
  rest: AsyncGenerator<Row[]>;
  lineOf: (row: Row) => string;
}): Readable {
  const { heading, first, rest, lineOf } = input;
  const lines = (rows: Row[]) => rows.map((row) => `${lineOf(row)}\r\n`).join('');
  async function* text() {
    yield `\uFEFF${heading}\r\n`;
    if (first.done) return;
    yield lines(first.value);
    for await (const rows of rest) yield lines(rows);
  }
  const stream = Readable.from(text(), { objectMode: false });
  stream.once('close', () => {
    rest.return(undefined).catch(() => undefined);
  });
  return stream;
}

/** members.csv as a stream. */
export function csvStream(input: {
  first: IteratorResult<ReportRowRecord[]>;
  rest: AsyncGenerator<ReportRowRecord[]>;
  timeZone: string;
}): Readable {
  const { timeZone } = input;
  return csvFileStream({
    ...input,
    heading: csvHeading(timeZone),
    lineOf: (row) => csvLine(row, timeZone),
  });
}
