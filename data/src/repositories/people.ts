import { QueryTypes } from 'sequelize';
import { selectCountedPage, selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';
import type { TeamRole } from './users.js';

/** People of one practice as lists show them: clients with their connected providers, and the team. */
export interface PersonRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** A reference to the person's stored picture, or null. */
  photo: string | null;
  teamRole: TeamRole | null;
  isClient: boolean;
  providerIds: string[];
}

/** Which of these ids are live clients of the practice (connected to one of its providers or created by it). */
export async function findPracticeClientIds(
  db: Db,
  practiceId: string,
  clientIds: string[],
): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db.sequelize.query<{ id: string }>(
    `SELECT u.id FROM users u
     WHERE u.id IN (:ids) AND u.is_client = 1 AND u.deleted_at IS NULL
       AND (u.practice_id = :practiceId
            OR EXISTS (SELECT 1 FROM client_provider_links l WHERE l.client_id = u.id AND l.practice_id = :practiceId))`,
    { replacements: { ids: clientIds, practiceId }, type: QueryTypes.SELECT, ...txOf(db) },
  );
  return new Set(rows.map((row) => row.id));
}

/** Which of the practice's providers each listed client is connected to (exported for the benchmark's floor). */
export const PROVIDER_LINKS_SQL =
  'SELECT client_id, provider_id FROM client_provider_links WHERE client_id IN (:ids) AND practice_id = :practiceId';

async function attachProviderIds(db: Db, rows: PersonWire[], practiceId: string): Promise<PersonRow[]> {
  if (rows.length === 0) return [];
  const links = await selectPrepared<{ client_id: string; provider_id: string }>(db, PROVIDER_LINKS_SQL, {
    ids: rows.map((row) => row.id),
    practiceId,
  });
  return rows.map((row) => ({
    ...row,
    providerIds: links.filter((link) => link.client_id === row.id).map((link) => link.provider_id),
  }));
}

type Page = { offset: number; limit: number };

const toPersonWire = (row: PersonColumns, isClient: boolean): PersonWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  photo: row.photo,
  teamRole: row.team_role,
  isClient,
});

/** A person's columns as the lists read them. */
type PersonColumns = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  team_role: TeamRole | null;
};
type PersonWire = Omit<PersonRow, 'providerIds'>;

/**
 * One page of people by name, and how many there are: `from` is the statement's FROM ... WHERE, with the named
 * replacements in `values`. The page carries the count (selectCountedPage).
 */
async function selectPeoplePage(
  db: Db,
  from: string,
  values: Record<string, unknown>,
  page: Page,
): Promise<{ total: number; list: PersonWire[] }> {
  const { total, rows } = await selectCountedPage<PersonColumns & { is_client: number }>(
    db,
    {
      countSql: `SELECT COUNT(*) AS total ${from}`,
      pageSql: `SELECT u.id, u.name, u.email, u.phone, u.photo, u.team_role, u.is_client ${from}
        ORDER BY u.name, u.id LIMIT :limit OFFSET :offset`,
    },
    { ...values, ...page },
  );
  return {
    total,
    list: rows.map((row) => toPersonWire(row, Boolean(row.is_client))),
  };
}

/** The clients connected to one provider of the practice (what a provider-role member reaches). */
const CLIENTS_OF_PROVIDER = `FROM users u WHERE u.is_client = 1 AND u.deleted_at IS NULL
  AND EXISTS (SELECT 1 FROM client_provider_links l
               WHERE l.client_id = u.id AND l.provider_id = :providerId AND l.practice_id = :practiceId)`;

/** Whose clients a list shows: the practice's, or one provider's (spec part 2, section 6). */
export interface ClientScope {
  practiceId: string;
  providerId?: string;
}

/** A listed person's columns, from a user (a client) or from an open invitation. */
const CLIENT_COLUMNS = 'u.id, u.name, u.email, u.phone, u.photo, u.team_role, NULL AS invited_by';
const INVITATION_COLUMNS =
  'ci.id, ci.name, ci.email, ci.phone, NULL AS photo, NULL AS team_role, ci.provider_id AS invited_by';

/** A row of a client list: a client, or an open invitation with its provider (`invited_by`). */
type ListedRow = PersonColumns & { invited_by: string | null };

type ListPart = { columns: string; from: string; order: string };

/**
 * The practice's clients (or one provider's), in parts each read in name order through an index of its own:
 * the clients the practice made (users_practice_clients: practice, is_client, deleted_at, name, id), and the
 * clients another practice made and connected to its providers (few; each once). No client is in
 * two parts, so a list is their merge, and a page needs no more than `offset + limit` rows of each: the
 * database sorts a handful of rows instead of every client of the practice (issue 24's bar).
 */
function clientParts(scope: ClientScope): ListPart[] {
  const order = 'u.name, u.id';
  if (scope.providerId) return [{ columns: CLIENT_COLUMNS, from: CLIENTS_OF_PROVIDER, order }];
  return [
    {
      columns: CLIENT_COLUMNS,
      from: 'FROM users u WHERE u.practice_id = :practiceId AND u.is_client = 1 AND u.deleted_at IS NULL',
      order,
    },
    {
      columns: CLIENT_COLUMNS,
      // The practice's links to clients from elsewhere, marked so when made (the links-from-elsewhere
      // migration's triggers) and read from their own index: only those few clients are looked up.
      from: `FROM users u WHERE u.is_client = 1 AND u.deleted_at IS NULL AND u.practice_id <> :practiceId
        AND u.id IN (SELECT l.client_id FROM client_provider_links l
                      WHERE l.practice_id = :practiceId AND l.is_from_elsewhere = 1)`,
      order,
    },
  ];
}

/** The practice's open invitations (or one provider's). */
const invitationPart = (scope: ClientScope): ListPart => ({
  columns: INVITATION_COLUMNS,
  from: `FROM client_invitations ci WHERE ci.practice_id = :practiceId AND ci.accepted_at IS NULL${
    scope.providerId ? ' AND ci.provider_id = :providerId' : ''
  }`,
  order: 'ci.name, ci.id',
});

/** One page of the parts' merge by name, each part cut at the page's end (`:reach`). */
const mergedPageSql = (parts: ListPart[]) =>
  `SELECT people.* FROM (${parts
    .map((part) => `(SELECT ${part.columns} ${part.from} ORDER BY ${part.order} LIMIT :reach)`)
    .join(' UNION ALL ')}) people ORDER BY people.name, people.id LIMIT :limit OFFSET :offset`;

const listReplacements = (scope: ClientScope, page: Page) => ({
  practiceId: scope.practiceId,
  providerId: scope.providerId ?? null,
  ...page,
  reach: page.offset + page.limit,
});

/**
 * The client list's count and page statements with their replacements: the practice's clients and its open
 * invitations (or one provider's), as one list by name. An invitation shows what the inviter typed and its
 * provider, in the same shape as a client, so the list never tells whether an invited address has an account
 * somewhere (security review 2, N8; add-client.ts). Exported so the benchmark's floor runs the same SQL.
 */
export function practiceClientsPageSql(scope: ClientScope, page: Page) {
  const parts = [...clientParts(scope), invitationPart(scope)];
  return {
    countSql: `SELECT ${parts.map((part) => `(SELECT COUNT(*) ${part.from})`).join(' + ')} AS total`,
    pageSql: mergedPageSql(parts),
    replacements: listReplacements(scope, page),
  };
}

export async function findPracticeClientsPage(db: Db, scope: ClientScope, page: Page) {
  const { replacements, ...statements } = practiceClientsPageSql(scope, page);
  const { total, rows } = await selectCountedPage<ListedRow>(db, statements, replacements);
  // A client's team role, if it has one, is not the clients list's to show.
  const people = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    photo: row.photo,
    teamRole: null,
    isClient: true,
  }));
  const clients = await attachProviderIds(
    db,
    people.filter((_, index) => rows[index]!.invited_by === null),
    scope.practiceId,
  );
  const byId = new Map(clients.map((client) => [client.id, client]));
  return {
    total,
    list: people.map(
      (person, index): PersonRow =>
        byId.get(person.id) ?? { ...person, providerIds: [rows[index]!.invited_by!] },
    ),
  };
}

const TEAM_OF_PRACTICE = `FROM users u WHERE u.practice_id = :practiceId AND u.is_provider = 1 AND u.deleted_at IS NULL AND u.id <> :exceptId`;

/** The practice's team (providers of every role), except one person, by name. */
export async function findTeamPage(db: Db, practiceId: string, exceptId: string, page: Page) {
  const { total, list } = await selectPeoplePage(db, TEAM_OF_PRACTICE, { practiceId, exceptId }, page);
  return { total, list: list.map((person): PersonRow => ({ ...person, providerIds: [] })) };
}

/** The practice's (or one provider's) live clients by name, at most `limit` of them: the short pickers' list. */
export async function findPracticeClients(db: Db, scope: ClientScope, limit: number): Promise<PersonWire[]> {
  const rows = await selectPrepared<ListedRow>(
    db,
    mergedPageSql(clientParts(scope)),
    listReplacements(scope, { offset: 0, limit }),
  );
  return rows.map((row) => toPersonWire(row, true));
}

/** The practice's whole live team (every role), by name. */
export async function findTeam(db: Db, practiceId: string) {
  const { list } = await selectPeoplePage(
    db,
    'FROM users u WHERE u.practice_id = :practiceId AND u.is_provider = 1 AND u.deleted_at IS NULL',
    { practiceId },
    { offset: 0, limit: 1000 },
  );
  return list;
}

const PRACTICE_PROVIDER_SQL = `SELECT id, name, time_zone, team_role FROM users
    WHERE id = :providerId AND practice_id = :practiceId AND is_provider = 1 AND deleted_at IS NULL`;

/** A live provider of the practice, or null (used to check an appointment's provider_id). */
export async function findPracticeProvider(db: Db, practiceId: string, providerId: string) {
  const [row] = await selectPrepared<{
    id: string;
    name: string;
    time_zone: string;
    team_role: TeamRole | null;
  }>(db, PRACTICE_PROVIDER_SQL, { practiceId, providerId });
  return row ? { id: row.id, name: row.name, timeZone: row.time_zone, teamRole: row.team_role } : null;
}

const PROVIDERS_OF_CLIENT = `FROM users u JOIN client_provider_links l ON l.provider_id = u.id
    WHERE l.client_id = :clientId AND u.is_provider = 1 AND u.deleted_at IS NULL`;

/**
 * The live providers a client is connected to (the client app's provider list), by name: a client's own read,
 * scoped by the client's id (its providers may be of several practices). `allowRequestsOnly`: only those who
 * take appointment requests.
 */
export async function findClientProvidersPage(
  db: Db,
  clientId: string,
  page: Page,
  options: { allowRequestsOnly?: boolean } = {},
) {
  const from = options.allowRequestsOnly
    ? `${PROVIDERS_OF_CLIENT} AND u.allow_requests = 1`
    : PROVIDERS_OF_CLIENT;
  const { total, list } = await selectPeoplePage(db, from, { clientId }, page);
  return { total, list: list.map((person): PersonRow => ({ ...person, providerIds: [] })) };
}
