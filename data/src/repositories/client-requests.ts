import { QueryTypes } from 'sequelize';
import { selectCountedPage, selectPrepared } from './prepared.js';
import { canonicalEmail } from '#data/lib/emails.js';
import { txOf, type Db } from './transaction.js';

/** A public "contact this provider" request as the dashboard lists it. */
export interface ClientRequestRecord {
  id: string;
  practiceId: string;
  providerId: string;
  providerName: string;
  name: string;
  email: string;
  msg: string;
  isKnownClient: boolean;
  acceptedAt: Date | null;
  createdAt: Date;
}

/** Whose requests a team member reads: the practice's, or (a provider-role member's) its own only. */
export interface RequestScope {
  practiceId: string;
  providerId?: string;
}

interface Row {
  id: string;
  practice_id: string;
  provider_id: string;
  provider_name: string;
  name: string;
  email: string;
  msg: string;
  is_known_client: number;
  accepted_at: Date | null;
  created_at: Date;
}

const toRecord = (row: Row): ClientRequestRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  providerId: row.provider_id,
  providerName: row.provider_name,
  name: row.name,
  email: row.email,
  msg: row.msg,
  isKnownClient: Boolean(row.is_known_client),
  acceptedAt: row.accepted_at,
  createdAt: row.created_at,
});

const SELECT = `SELECT r.id, r.practice_id, r.provider_id, p.name AS provider_name, r.name, r.email, r.msg,
    r.is_known_client, r.accepted_at, r.created_at
  FROM client_requests r JOIN users p ON p.id = r.provider_id`;

function scopeSql(scope: RequestScope): string {
  return scope.providerId
    ? 'r.practice_id = :practiceId AND r.provider_id = :providerId'
    : 'r.practice_id = :practiceId';
}

/**
 * Stores a request, or brings the open one of the same address to the same provider up to date (what was typed
 * last, pending again): one per provider and address, so repeating the form adds no rows.
 */
export async function upsertClientRequest(
  db: Db,
  input: {
    id: string;
    practiceId: string;
    providerId: string;
    name: string;
    email: string;
    msg: string;
    isKnownClient: boolean;
    now: Date;
  },
): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO client_requests
       (id, practice_id, provider_id, name, email, msg, is_known_client, accepted_at, created_at, updated_at)
     VALUES (:id, :practiceId, :providerId, :name, :email, :msg, :isKnownClient, NULL, :now, :now)
     ON DUPLICATE KEY UPDATE name = VALUES(name), msg = VALUES(msg), is_known_client = VALUES(is_known_client),
       accepted_at = NULL, updated_at = VALUES(updated_at)`,
    {
      replacements: { ...input, email: canonicalEmail(input.email) },
      type: QueryTypes.INSERT,
      ...txOf(db),
    },
  );
}

/** One page of the scope's requests, newest first, and how many there are. */
export async function findClientRequestPage(
  db: Db,
  scope: RequestScope,
  page: { offset: number; limit: number },
): Promise<{ total: number; list: ClientRequestRecord[] }> {
  const replacements = { practiceId: scope.practiceId, providerId: scope.providerId ?? null, ...page };
  const { total, rows } = await selectCountedPage<Row>(
    db,
    {
      countSql: `SELECT COUNT(*) AS total FROM client_requests r WHERE ${scopeSql(scope)}`,
      pageSql: `${SELECT} WHERE ${scopeSql(scope)} ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset`,
    },
    replacements,
  );
  return { total, list: rows.map(toRecord) };
}

/** A request within the scope, or null (another practice's, or another provider's, is not found). */
export async function findClientRequest(
  db: Db,
  scope: RequestScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClientRequestRecord | null> {
  const [row] = await selectPrepared<Row>(
    db,
    `${SELECT} WHERE r.id = :id AND ${scopeSql(scope)}${options.lock && db.transaction ? ' FOR UPDATE' : ''}`,
    { id, practiceId: scope.practiceId, providerId: scope.providerId ?? null },
  );
  return row ? toRecord(row) : null;
}

/**
 * Spans practices: the request a `register_client` link names (the link's token is the credential; its
 * request may be of any practice).
 */
export async function findClientRequestById(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClientRequestRecord | null> {
  const [row] = await selectPrepared<Row>(
    db,
    `${SELECT} WHERE r.id = :id${options.lock && db.transaction ? ' FOR UPDATE' : ''}`,
    { id },
  );
  return row ? toRecord(row) : null;
}

export async function markClientRequestAccepted(db: Db, id: string, now: Date): Promise<void> {
  await db.models.ClientRequest.update({ accepted_at: now, updated_at: now }, { where: { id }, ...txOf(db) });
}

/** Deletes a request (its typed text with it); its links stop working. False when it was not there. */
export async function deleteClientRequest(db: Db, id: string): Promise<boolean> {
  return (await db.models.ClientRequest.destroy({ where: { id }, ...txOf(db) })) === 1;
}
