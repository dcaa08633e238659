import { readPageParam } from '#app/utils/paging.ts';

/**
 * The audit log's state on Settings > Security, which lives in the URL (ADR 0049): the person who acted, the
 * client whose record it was, the first and last local day, and the page. Anything odd falls back to no filter.
 */

export type AuditQuery = {
  person: string | null;
  client: string | null;
  /** Local dates, `YYYY-MM-DD`, both included. */
  from: string | null;
  to: string | null;
  page: number;
};

const ID = /^[0-9a-f]{24}$/;
const CIVIL_DATE = /^\d{4}-\d{2}-\d{2}$/;

const idOf = (value: string | null) => (value && ID.test(value) ? value : null);
const dateOf = (value: string | null) => (value && CIVIL_DATE.test(value) ? value : null);

export function readAuditQuery(params: URLSearchParams): AuditQuery {
  return {
    person: idOf(params.get('person')),
    client: idOf(params.get('client')),
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    page: readPageParam(params.get('page')),
  };
}

function searchOf(query: Omit<AuditQuery, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.person) params.set('person', query.person);
  if (query.client) params.set('client', query.client);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The security page with the log filtered otherwise; a new filter starts at page 1. */
export function auditHref(query: AuditQuery, change: Partial<Omit<AuditQuery, 'page'>>): string {
  return `/settings-security${searchOf({ ...query, ...change, page: 1 })}#audit-log-title`;
}

/** audit-log.csv with the same filters (the file holds every entry they match, not one page). */
export function auditCsvHref(query: AuditQuery): string {
  return `/settings-security/audit.csv${searchOf({ ...query, page: 1 })}`;
}

/** The API's filter fields for a query. */
export function auditFilterOf(query: AuditQuery) {
  return {
    ...(query.person ? { person_id: query.person } : {}),
    ...(query.client ? { client_id: query.client } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}
