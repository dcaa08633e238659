import type { PageInfo } from '#app/utils/paging.ts';
import type { AuditQuery } from '#app/features/audit/audit-query.ts';

/** One line of the audit log as the card shows it (times already in the viewer's zone). */
export type AuditRow = {
  id: string;
  at: string;
  person: string;
  role: string;
  action: string;
  clientId: string | null;
  client: string;
  address: string;
};

export type AuditOption = { id: string; name: string };

export type AuditLogView = {
  query: AuditQuery;
  /** The viewer reads the whole practice's log (and may filter by person), else only its own entries. */
  isWholePractice: boolean;
  isAvailable: boolean;
  /** The API's message when it refused the filter (a bad date), else null. */
  refusal: string | null;
  rows: AuditRow[];
  page: PageInfo;
  people: AuditOption[];
  clients: AuditOption[];
  timeZone: string;
};
