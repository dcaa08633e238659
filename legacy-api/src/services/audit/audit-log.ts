import type { Readable } from 'node:stream';
import type { Db } from '@tele/data/db';
import {
  findAuditPage,
  readAuditEntries,
  type AuditEntryRecord,
  type AuditFilter,
} from '@tele/data/repositories/audit-entries';
import { addLocalDays, isCivilDate, startOfLocalDay } from '@tele/data/zoned-time';
import { AUDIT_PAGE_SIZE } from '@tele/contract/constants';
import { AUDIT_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import { managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { recordAudit } from './audit.js';
import { auditCsvStream } from './audit-csv.js';

/**
 * Reading the audit log (issue 29, ADR 0049). The practice's super owner, owners and administrators read every
 * entry of their practice; any other team member reads only the entries it made, whatever person it names in
 * the filter (so the filter cannot reach anyone else's). Always one practice: the caller's.
 */

type FilterInput = RouteBody<'users/get-audit-csv'>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A local date in the caller's zone as the instant its day starts; `null` when none was given. */
function dayStartOf(value: string | undefined, timeZone: string): Date | null {
  if (isBlank(value)) return null;
  const date = value!.trim();
  if (!isCivilDate(date)) refuse(AUDIT_MESSAGES.badDate);
  return startOfLocalDay(date, timeZone);
}

/** The caller's filter: its practice, its own entries unless it manages the practice, and the local dates. */
export function auditFilterOf(user: SessionUser, input: FilterInput): AuditFilter {
  const from = dayStartOf(input.from, user.timeZone);
  const lastDay = dayStartOf(input.to, user.timeZone);
  // `to` names the last day shown: the range ends where the next local day starts.
  const to = lastDay ? addLocalDays(lastDay, 1, user.timeZone) : null;
  if (from && to && from.getTime() >= to.getTime()) refuse(AUDIT_MESSAGES.badRange);
  return {
    practiceId: user.practiceId,
    actorId: managesPractice(user) ? input.person_id || null : user.id,
    clientId: input.client_id || null,
    from,
    to,
  };
}

export function toAuditWire(entry: AuditEntryRecord) {
  return {
    _id: entry.id,
    action: entry.action,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    actor_role: entry.actorRole,
    client_id: entry.clientId,
    client_name: entry.clientName,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    address: entry.address,
    created_date: entry.createdAt.toISOString(),
  };
}

/** `get-audit-log`: one page of the entries the caller may read, newest first. */
export async function listAuditLog(
  db: Db,
  user: SessionUser,
  input: RouteBody<'users/get-audit-log'>,
): Promise<RouteAnswer<'users/get-audit-log'>> {
  const filter = auditFilterOf(user, input);
  const paging = readPaging(
    {
      size: input.appointment_pagination,
      page: input.appointment_current_page,
      neighbours: input.appointment_page_neighbours,
    },
    { size: AUDIT_PAGE_SIZE, neighbours: 1 },
  );
  const page = await findAuditPage(db, { filter, offset: paging.offset, limit: paging.size });
  return {
    msg: AUDIT_MESSAGES.list,
    results: {
      list: page.list.map(toAuditWire),
      page_num: pageNumOf(page.total, paging, { withTotal: true }),
    },
  };
}

/**
 * `get-audit-csv`: every entry the filter matches, as audit-log.csv (streamed), times in the caller's zone. The
 * export is itself an entry, written before the file is read (it is in the file when its range reaches now).
 */
export async function exportAuditLog(
  db: Db,
  user: SessionUser,
  input: RouteBody<'users/get-audit-csv'>,
  now: Date,
): Promise<Readable> {
  const filter = auditFilterOf(user, input);
  await recordAudit(db, user, { action: 'export', subject: { type: 'audit_log', id: null } }, now);
  const rest = readAuditEntries(db, filter);
  const first = await rest.next();
  return auditCsvStream({ first, rest, timeZone: user.timeZone });
}
