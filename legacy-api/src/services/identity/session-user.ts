import type { TeamRole } from '@tele/data/repositories/users';

/** Who is calling, as resolved from the session token. */
export interface SessionUser {
  id: string;
  sessionId: string;
  practiceId: string;
  name: string;
  email: string;
  isProvider: boolean;
  isClient: boolean;
  teamRole: TeamRole | null;
  /** IANA zone the person's screens use; dates like "today" and "this month" are computed in it. */
  timeZone: string;
  /** The account was deleted while this session lived: only routes that say so answer such a caller. */
  isDeleted: boolean;
  /** The address this request came from (http/client-address.ts): what the audit log records (ADR 0049). */
  address: string;
}
