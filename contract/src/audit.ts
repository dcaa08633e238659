import { Type } from '@sinclair/typebox';
import { Envelope, Nullable, PageNum } from './envelope.js';
import { Id, Optional } from './fields.js';
import { AUDIT_MESSAGES } from './messages.js';
import { routeGroup } from './route.js';

/**
 * The audit log (issue 29, ADR 0049), beside the users group's practice routes: a page of entries, newest first,
 * and the same entries as `audit-log.csv`. The practice's owners and administrators read every entry of it;
 * any other team member only the entries it made. Filters: the person who acted (`person_id`), the client whose
 * record it was (`client_id`), and local dates in the caller's zone (`from`, `to`, both included).
 */

const NumberLike = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const CivilDateField = () => Optional(Type.String({ maxLength: 10 }));

export const AuditFilterBody = {
  id: Optional(Id()),
  person_id: Optional(Id()),
  client_id: Optional(Id()),
  from: CivilDateField(),
  to: CivilDateField(),
};

export const AuditListBody = {
  ...AuditFilterBody,
  appointment_pagination: Optional(NumberLike()),
  appointment_current_page: Optional(NumberLike()),
  appointment_page_neighbours: Optional(NumberLike()),
};

const AuditFieldMessages = {
  person_id: AUDIT_MESSAGES.badPerson,
  client_id: AUDIT_MESSAGES.badClient,
  from: AUDIT_MESSAGES.badDate,
  to: AUDIT_MESSAGES.badDate,
} as const;

const S = () => Type.String();

/** One entry: who (and in which role), what, about which client and row, from where, and when (UTC). */
export const AuditEntry = Type.Object({
  _id: S(),
  action: S(),
  actor_id: Nullable(S()),
  actor_name: Nullable(S()),
  actor_role: S(),
  client_id: Nullable(S()),
  client_name: Nullable(S()),
  subject_type: Nullable(S()),
  subject_id: Nullable(S()),
  address: S(),
  created_date: S(),
});

export const AuditRoutes = routeGroup('users', {
  'get-audit-log': {
    body: AuditListBody,
    answer: Envelope(Type.Object({ list: Type.Array(AuditEntry), page_num: PageNum })),
    fieldMessages: {
      ...AuditFieldMessages,
      appointment_pagination: AUDIT_MESSAGES.badPage,
      appointment_current_page: AUDIT_MESSAGES.badPage,
      appointment_page_neighbours: AUDIT_MESSAGES.badPage,
    },
  },
  /** The answer is the file itself: `text/csv`, as an attachment named `audit-log.csv`, streamed. */
  'get-audit-csv': {
    body: AuditFilterBody,
    answer: Type.String({ contentMediaType: 'text/csv' }),
    fieldMessages: AuditFieldMessages,
  },
});
