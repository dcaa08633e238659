import type { Readable } from 'node:stream';
import type { AuditEntryRecord } from '@tele/data/repositories/audit-entries';
import { AUDIT_ACTION_LABELS } from '@tele/contract/constants';
import { csvCell, csvFileStream, csvTime } from '#api/services/reports/report-csv.js';

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

/** The file as a stream (the report's way: the first batch already read, the snapshot closed however it ends). */
export function auditCsvStream(input: {
  first: IteratorResult<AuditEntryRecord[]>;
  rest: AsyncGenerator<AuditEntryRecord[]>;
  timeZone: string;
}): Readable {
  const { timeZone } = input;
  return csvFileStream({
    ...input,
    heading: auditCsvHeading(timeZone),
    lineOf: (entry) => auditCsvLine(entry, timeZone),
  });
}
