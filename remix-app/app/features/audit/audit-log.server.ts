import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditAction } from '@tele/contract/constants';
import { callApi, nullableTextOf, readerOf, textOf } from '#app/services/api.server.ts';
import { formatDateTime } from '#app/features/appointments/index.ts';
import { toPageInfo } from '#app/utils/paging.ts';
import { getTimeZone, type SessionUser } from '#app/utils/session.server.ts';
import { auditFilterOf, readAuditQuery, type AuditQuery } from '#app/features/audit/audit-query.ts';
import type { AuditLogView, AuditRow, AuditOption } from '#app/features/audit/audit-view.ts';

/**
 * The audit log's card on Settings > Security (ADR 0049): one page of the entries the API lets the viewer read
 * (the practice's for its owners and administrators, the viewer's own otherwise), the names for the person and
 * client filters, times in the viewer's zone.
 */

const readPage = readerOf('users/get-audit-log');
const readTeam = readerOf('users/get-practice');
const readClients = readerOf('users/get-user-list');

/** Who reads the whole practice's log: its super owner (no invited role), owners and administrators. */
export function seesWholePractice(user: Pick<SessionUser, 'invitedRole'>): boolean {
  return user.invitedRole === null || user.invitedRole === 'owner' || user.invitedRole === 'administrator';
}

const labelOf = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

async function teamOptions(request: Request): Promise<AuditOption[]> {
  const result = await callApi(request, 'users/get-practice', {});
  const team = result.ok && readTeam(result.results) ? result.results : [];
  return team
    .map((person) => ({ id: textOf(person._id), name: textOf(person.name) }))
    .filter((person) => person.id);
}

async function clientOptions(request: Request): Promise<AuditOption[]> {
  const result = await callApi(request, 'users/get-user-list', {
    role: 'client',
    client_pagination: 100,
    client_current_page: 1,
    client_page_neighbours: 1,
  });
  const page = result.ok && readClients(result.results) ? result.results : null;
  return (Array.isArray(page?.list) ? page.list : [])
    .map((client) => ({ id: textOf(client._id), name: textOf(client.name) }))
    .filter((client) => client.id);
}

export async function loadAuditLog(request: Request, user: SessionUser): Promise<AuditLogView> {
  const query: AuditQuery = readAuditQuery(new URL(request.url).searchParams);
  const isWholePractice = seesWholePractice(user);
  const [timeZone, result, people, clients] = await Promise.all([
    getTimeZone(request),
    callApi(request, 'users/get-audit-log', {
      ...auditFilterOf(isWholePractice ? query : { ...query, person: null }),
      appointment_pagination: AUDIT_PAGE_SIZE,
      appointment_current_page: query.page,
      appointment_page_neighbours: 1,
    }),
    isWholePractice ? teamOptions(request) : Promise.resolve([]),
    clientOptions(request),
  ]);
  const answer = result.ok && readPage(result.results) ? result.results : null;
  if (!answer) console.warn(`[audit] get-audit-log answered ${result.status}: ${result.msg ?? ''}`);
  const rows: AuditRow[] = (answer?.list ?? []).map((entry) => ({
    id: textOf(entry._id),
    at: entry.created_date ? formatDateTime(String(entry.created_date), timeZone) : '',
    person: textOf(entry.actor_name) || 'Someone no longer here',
    role: textOf(entry.actor_role),
    action: labelOf(textOf(entry.action)),
    clientId: nullableTextOf(entry.client_id),
    client: textOf(entry.client_name),
    address: textOf(entry.address),
  }));
  return {
    query,
    isWholePractice,
    isAvailable: answer !== null,
    refusal: !answer && result.status === 400 ? (result.msg ?? null) : null,
    rows,
    page: toPageInfo(answer?.page_num, query.page),
    people,
    clients,
    timeZone,
  };
}
