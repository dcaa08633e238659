import { selectPrepared } from './prepared.js';
import type { TeamRole } from '#data/db/models/user.js';
import type { Db } from './transaction.js';
import { readJsonColumn } from '#data/lib/json-column.js';

/** How a person belongs to a practice, as far as that practice may know. */
export interface PracticePerson {
  id: string;
  /** The practice whose account it is (a client connected from elsewhere keeps its own). */
  homePracticeId: string;
  /** Its role on this practice's team, or null when it is not on it. */
  teamRole: TeamRole | null;
  /** A live client of this practice (created by it, or connected to one of its providers). */
  isClient: boolean;
  /** This practice's providers it is connected to. */
  providerIds: string[];
  isDeleted: boolean;
}

/** The statement of findPracticePerson; exported so the benchmark's floor runs the same SQL. */
export const PRACTICE_PERSON_SQL = `SELECT u.id, u.practice_id, u.team_role, u.is_provider, u.is_client, u.deleted_at,
            (SELECT JSON_ARRAYAGG(l.provider_id) FROM client_provider_links l
              WHERE l.client_id = u.id AND l.practice_id = :practiceId) AS provider_ids
       FROM users u
      WHERE u.id = :userId
        AND ((u.practice_id = :practiceId AND u.is_provider = 1)
          OR (u.is_client = 1 AND u.deleted_at IS NULL
              AND (u.practice_id = :practiceId OR EXISTS (SELECT 1 FROM client_provider_links l
                    WHERE l.client_id = u.id AND l.practice_id = :practiceId))))`;

/**
 * A person as one practice reaches them: a member of its team (deleted ones too, whose history stays), or a live
 * client of it. Anyone else, another practice's people included, is null: the practice scope is the query.
 */
export async function findPracticePerson(
  db: Db,
  practiceId: string,
  userId: string,
): Promise<PracticePerson | null> {
  const [row] = await selectPrepared<{
    id: string;
    practice_id: string;
    team_role: TeamRole | null;
    is_provider: number;
    is_client: number;
    deleted_at: Date | null;
    provider_ids: string | string[] | null;
  }>(db, PRACTICE_PERSON_SQL, { practiceId, userId });
  if (!row) return null;
  const providerIds: unknown = readJsonColumn(row.provider_ids) ?? [];
  const isTeamMember = row.practice_id === practiceId && Boolean(row.is_provider);
  return {
    id: row.id,
    homePracticeId: row.practice_id,
    teamRole: isTeamMember ? row.team_role : null,
    isClient: Boolean(row.is_client) && row.deleted_at === null,
    providerIds: Array.isArray(providerIds) ? (providerIds as string[]) : [],
    isDeleted: row.deleted_at !== null,
  };
}
