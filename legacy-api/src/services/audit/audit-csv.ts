import { Readable } from 'node:stream';
import type { AuditEntryRecord } from '@tele/data/repositories/audit-entries';
import { AUDIT_ACTION_LABELS } from '@tele/contract/constants';
import { csvCell, csvTime } from '#api/services/reports/report-csv.js';

/**
 * audit-log.csv: one line per entry, newest first, written as the report's members.csv is (RFC 4180, CRLF,
 * a byte order mark, times in the viewer's zone named in the heading, and a cell a spreadsheet would run as a
 * formula written with a leading apostrophe: names are typed by people outside the practice).
 */

export function auditCsvHeading(timeZone: string): string {
  return [`Time (${timeZone})`, 'Person', 'Role', 'Action', 'Client', 'Record', 'Record id', 'Address']
    .map(csvCell)
    .join(',');
}

/** Seconds too: several entries of one person often fall in the same minute. */
function csvSecondTime(instant: Date, timeZone: string): string {
  const seconds = new Intl.DateTimeFormat('en-GB', { timeZone, second: '2-digit' }).format(instant);
  return `${csvTime(instant, timeZone)}:${seconds.padStart(2, '0')}`;
}

export function auditCsvLine(entry: AuditEntryRecord, timeZone: string): string {
  return [
    csvSecondTime(entry.createdAt, timeZone),
    entry.actorName ?? '',
    entry.actorRole,
    AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    entry.clientName ?? '',
    entry.subjectType ?? '',
    entry.subjectId ?? '',
    entry.address,
  ]
    .map(csvCell)
    .join(',');
}

/** The file as a stream: the heading and the first batch (already read), then each further batch. */
export function auditCsvStream(input: {
  first: IteratorResult<AuditEntryRecord[]>;
  rest: AsyncGenerator<AuditEntryRecord[]>;
  timeZone: string;
}): Readable {
  const { first, rest, timeZone } = input;
  const lines = (entries: AuditEntryRecord[]) =>
    entries.map((entry) => `${auditCsvLine(entry, timeZone)}\r\n`).join('');
  async function* text() {
    yield `\uFEFF${auditCsvHeading(timeZone)}\r\n`;
    if (first.done) return;
    yield lines(first.value);
    for await (const entries of rest) yield lines(entries);
  }
  const stream = Readable.from(text(), { objectMode: false });
  stream.once('close', () => {
    rest.return(undefined).catch(() => undefined);
  });
  return stream;
}
