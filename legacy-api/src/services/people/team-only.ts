import { forbid } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';

export const TEAM_ONLY_MESSAGE = 'Only the practice team can do this.';

/**
 * Refuses (403) a caller who is not on the practice's team: a client may not make the practice send messages
 * or open share links (review finding 9). The route-level access rule (issue 18) says the same; this keeps the
 * services safe on their own.
 */
export function assertTeamMember(user: SessionUser): void {
  if (user.teamRole === null) forbid(TEAM_ONLY_MESSAGE);
}
