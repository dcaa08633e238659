import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { csvCell } from '#api/services/reports/report-csv.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { PRACTICE_EXPORT_INTERVAL_SECONDS } from '@tele/contract/constants';
import { PRACTICE_EXPORT_MESSAGES } from '@tele/contract/messages';
import {
  openPracticeSnapshot,
  PRACTICE_EXPORT_TABLES,
  type ExportCell,
  type ExportRow,
  type ExportTable,
  type PracticeSnapshot,
} from '@tele/data/repositories/practice-export';
import { hasTeamRole } from '#api/http/define-route.js';
import { recordAudit } from '#api/services/audit/audit.js';

/**
 * The owner's practice export (issue 29, ADR 0048): one zip, streamed as it is written (yazl), never held whole
 * in memory: a CSV file per kind of record (clients, appointments, private notes, messages, invoices,
 * documents), read in batches from one snapshot of the practice's data, then each document's file from the file
 * store under `documents/`. Only the practice's owners export it, once a minute per practice.
 */

/** A document's name in the archive: its stored file's id (unique) and its name, nothing a path could use. */
export function documentPath(storedFileId: string, fileName: string | null): string {
  const name = (fileName ?? '')
    .replace(/^[0-9a-f-]{36}-/i, '') // the upload's uuid prefix (documents/upload's `<uuid>-<name>`)
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120);
  return `documents/${storedFileId}-${name || 'file'}`;
}

function cellOf(value: ExportCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return csvCell(String(value));
}

/** A CSV file (RFC 4180, CRLF, a byte order mark; formula-like cells escaped by `csvCell`) as a stream. */
function csvFile(table: ExportTable, rows: AsyncGenerator<ExportRow[]>): Readable {
  const line = (row: ExportRow) => `${table.columns.map((column) => cellOf(row[column])).join(',')}\r\n`;
  async function* text() {
    yield `\uFEFF${table.columns.map(csvCell).join(',')}\r\n`;
    for await (const batch of rows) {
      yield batch
        .map((row) =>
          table.file === 'documents.csv'
            ? line({
                ...row,
                file: row.stored_file_id
                  ? documentPath(String(row.stored_file_id), row.file_name as string | null)
                  : '',
              })
            : line(row),
        )
        .join('');
    }
  }
  return Readable.from(text(), { objectMode: false });
}

/**
 * Takes the practice's turn to export: at most one a minute (Redis, SET NX with an expiry). Answers how many
 * seconds remain when it is too soon. When Redis does not answer, the export goes ahead: it is the owner's,
 * reads only, and a Redis outage must not keep the practice's data from it.
 */
const turnKey = (deps: Pick<AppDeps, 'config'>, practiceId: string) =>
  `${deps.config.redisPrefix}:practice-export:${practiceId}`;

async function takeTurn(deps: Pick<AppDeps, 'redis' | 'config'>, practiceId: string): Promise<number> {
  const key = turnKey(deps, practiceId);
  try {
    const taken = await deps.redis.set(key, '1', 'EX', PRACTICE_EXPORT_INTERVAL_SECONDS, 'NX');
    if (taken === 'OK') return 0;
    return Math.max(1, await deps.redis.ttl(key));
  } catch {
    return 0;
  }
}

async function addDocuments(zip: yazl.ZipFile, deps: AppDeps, snapshot: PracticeSnapshot) {
  for await (const files of snapshot.files()) {
    for (const file of files) {
      zip.addReadStreamLazy(documentPath(file.id, file.fileName), (done) => {
        deps.files.open(file.storageKey).then(
          (opened) =>
            // A file missing from the store (removed by hand) is an empty entry, not a broken archive.
            done(null, opened ? opened.stream : Readable.from([])),
          (error: unknown) => done(error as Error, Readable.from([])),
        );
      });
    }
  }
}

/** `users/export-practice`: the zip as a stream, or a refusal (400 not an owner, 429 too soon) before any byte. */
export async function exportPractice(
  deps: AppDeps,
  user: SessionUser,
  onRetryAfter: (seconds: number) => void,
): Promise<Readable> {
  if (!hasTeamRole(user, 'owner')) refuse(PRACTICE_EXPORT_MESSAGES.ownersOnly);
  const wait = await takeTurn(deps, user.practiceId);
  if (wait > 0) {
    onRetryAfter(wait);
    throw new AppError('rate_limited', PRACTICE_EXPORT_MESSAGES.tooSoon);
  }
  let snapshot: PracticeSnapshot;
  try {
    // The export is logged before a byte of it is read (ADR 0049).
    await recordAudit(
      deps.db,
      user,
      { action: 'export', subject: { type: 'practice', id: user.practiceId } },
      deps.clock(),
    );
    snapshot = await openPracticeSnapshot(deps.db, user.practiceId);
  } catch (error) {
    // Nothing was sent: the practice's turn is given back.
    await deps.redis.del(turnKey(deps, user.practiceId)).catch(() => undefined);
    throw error;
  }
  const zip = new yazl.ZipFile();
  const mtime = deps.clock();
  for (const table of PRACTICE_EXPORT_TABLES)
    zip.addReadStreamLazy(table.file, { mtime }, (done) => done(null, csvFile(table, snapshot.rows(table))));
  const output = zip.outputStream as unknown as Readable;
  // A read that fails midway (the database gone, a file unreadable) ends the download as failed; unhandled, the
  // zip's 'error' would end the process.
  zip.on('error', (error: Error) => output.destroy(error));
  // The entries are added as the snapshot's files are listed; the zip ends after the last one.
  addDocuments(zip, deps, snapshot).then(
    () => zip.end(),
    (error: unknown) => output.destroy(error as Error),
  );
  // However the download ends (read to the end, the caller gone, an error), the snapshot is closed.
  output.once('close', () => {
    snapshot.close().catch(() => undefined);
  });
  output.once('end', () => {
    snapshot.close().catch(() => undefined);
  });
  return output;
}
