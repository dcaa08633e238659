import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/*
 * Secure messages (ADR 0040). A thread is the pair (provider, client) of a connection, whoever writes; every
 * message is kept (an edit keeps the row, a delete marks it). Reads of a fixed shape run prepared (ADR 0039);
 * the thread's and the last-message statements are exported so the benchmark's floor runs the same text.
 */

export interface MessageRecord {
  id: string;
  practiceId: string;
  providerId: string;
  clientId: string;
  senderId: string;
  recipientId: string;
  message: string;
  createdAt: Date;
  editedAt: Date | null;
  readAt: Date | null;
}

/** The two people of a thread, and the practice it belongs to (the provider's). */
export interface ThreadPair {
  providerId: string;
  clientId: string;
  practiceId: string;
}

interface MessageRow {
  id: string;
  practice_id: string;
  provider_id: string;
  client_id: string;
  sender_id: string;
  recipient_id: string;
  message: string;
  created_at: Date;
  edited_at: Date | null;
  read_at: Date | null;
}

const COLUMNS =
  'id, practice_id, provider_id, client_id, sender_id, recipient_id, message, created_at, edited_at, read_at';

const toRecord = (row: MessageRow): MessageRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  providerId: row.provider_id,
  clientId: row.client_id,
  senderId: row.sender_id,
  recipientId: row.recipient_id,
  message: row.message,
  createdAt: row.created_at,
  editedAt: row.edited_at,
  readAt: row.read_at,
});

export async function insertMessage(db: Db, message: Omit<MessageRecord, 'editedAt' | 'readAt'>) {
  await db.sequelize.query(
    `INSERT INTO messages (id, practice_id, provider_id, client_id, sender_id, recipient_id, message, created_at)
     VALUES (:id, :practiceId, :providerId, :clientId, :senderId, :recipientId, :message, :createdAt)`,
    { replacements: { ...message }, type: QueryTypes.INSERT, ...txOf(db) },
  );
}

/** A live (not deleted) message by id; the caller decides whether it may see it. */
export async function findMessage(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MessageRecord | null> {
  const rows = await selectPrepared<MessageRow>(
    db,
    `SELECT ${COLUMNS} FROM messages WHERE id = :id AND deleted_at IS NULL${
      options.lock && db.transaction ? ' FOR UPDATE' : ''
    }`,
    { id },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The connection between two people, either way round, while both accounts live: who is the provider, who the
 * client, and the practice of the connection. Null when they are not connected.
 */
export async function findConnection(db: Db, personA: string, personB: string): Promise<ThreadPair | null> {
  const rows = await selectPrepared<{ provider_id: string; client_id: string; practice_id: string }>(
    db,
    CONNECTION_SQL,
    { personA, personB },
  );
  const row = rows[0];
  return row ? { providerId: row.provider_id, clientId: row.client_id, practiceId: row.practice_id } : null;
}

/** The statements a thread's read runs (the benchmark's floor runs the same text). */
export const CONNECTION_SQL = `SELECT l.provider_id, l.client_id, l.practice_id
       FROM client_provider_links l
       JOIN users p ON p.id = l.provider_id AND p.deleted_at IS NULL
       JOIN users c ON c.id = l.client_id AND c.deleted_at IS NULL
      WHERE (l.client_id = :personA AND l.provider_id = :personB)
         OR (l.client_id = :personB AND l.provider_id = :personA)
      ORDER BY l.created_at LIMIT 1`;

/**
 * Marking a thread read is two statements: the reader's unread messages by a plain (non-locking) read of the
 * thread index, then those rows by their ids. One UPDATE over the thread's range would lock the range's gaps too
 * and meet a message being written into the thread as a deadlock; by id it locks those rows alone.
 */
export const UNREAD_IN_THREAD_SQL = `SELECT id FROM messages
      WHERE provider_id = :providerId AND client_id = :clientId AND recipient_id = :readerId
        AND read_at IS NULL AND deleted_at IS NULL`;

export const markReadSql = (count: number) =>
  `UPDATE messages SET read_at = :now
      WHERE id IN (${Array.from({ length: count }, (_v, n) => `:id${n}`).join(', ')})
        AND read_at IS NULL AND deleted_at IS NULL`;

/** The named values of markReadSql for these ids. */
export const markReadValues = (ids: readonly string[], now: Date) => ({
  now,
  ...Object.fromEntries(ids.map((id, n) => [`id${n}`, id])),
});

export const COUNT_UNREAD_SQL = `SELECT COUNT(*) AS total FROM messages
      WHERE recipient_id = :personId AND read_at IS NULL AND deleted_at IS NULL`;

export const THREAD_PEOPLE_SQL = 'SELECT id, name, photo FROM users WHERE id IN (:personA, :personB)';

/** A thread two people already have (kept after they were disconnected), either way round. */
export async function findExistingThread(
  db: Db,
  personA: string,
  personB: string,
): Promise<ThreadPair | null> {
  const rows = await selectPrepared<{ provider_id: string; client_id: string; practice_id: string }>(
    db,
    `SELECT provider_id, client_id, practice_id FROM messages
      WHERE (provider_id = :personA AND client_id = :personB) OR (provider_id = :personB AND client_id = :personA)
      LIMIT 1`,
    { personA, personB },
  );
  const row = rows[0];
  return row ? { providerId: row.provider_id, clientId: row.client_id, practiceId: row.practice_id } : null;
}

const threadPageText = (isAfterCursor: boolean) =>
  `SELECT ${COLUMNS} FROM messages
    WHERE provider_id = :providerId AND client_id = :clientId AND deleted_at IS NULL${
      isAfterCursor ? ' AND (created_at < :beforeAt OR (created_at = :beforeAt AND id < :beforeId))' : ''
    }
    ORDER BY created_at DESC, id DESC LIMIT :limit`;
/** The newest page and a page before a cursor: two fixed texts, written once (a thread is read at every open). */
const THREAD_PAGE_SQL = { newest: threadPageText(false), older: threadPageText(true) };

/**
 * One page of a thread, newest first, by the thread index: the first page, or the page before a message
 * (`before`, a message of this thread). The statement is the benchmark's too.
 */
export const threadPageSql = (options: { isAfterCursor: boolean }) =>
  options.isAfterCursor ? THREAD_PAGE_SQL.older : THREAD_PAGE_SQL.newest;

export async function findThreadPage(
  db: Db,
  input: {
    providerId: string;
    clientId: string;
    before: { createdAt: Date; id: string } | null;
    limit: number;
  },
): Promise<MessageRecord[]> {
  const rows = await selectPrepared<MessageRow>(db, threadPageSql({ isAfterCursor: input.before !== null }), {
    providerId: input.providerId,
    clientId: input.clientId,
    limit: input.limit,
    ...(input.before ? { beforeAt: input.before.createdAt, beforeId: input.before.id } : {}),
  });
  return rows.map(toRecord);
}

/** A person's partner and their latest live message in the thread (the dashboard and the picker's list). */
export interface LastMessage {
  partnerId: string;
  partnerName: string;
  partnerPhoto: string | null;
  message: MessageRecord;
}

/**
 * Every live partner of a person (its clients when it is a provider, its providers when it is a client) with
 * their thread's latest live message, newest first; partners without messages are left out. One index dive
 * per connection, whatever the number of messages.
 */
export const lastMessagesSql = `SELECT u.id AS partner_id, u.name AS partner_name, u.photo AS partner_photo,
       m.id, m.practice_id, m.provider_id, m.client_id, m.sender_id, m.recipient_id, m.message, m.created_at,
       m.edited_at, m.read_at
  FROM (
    SELECT l.client_id AS partner_id,
           (SELECT t.id FROM messages t
             WHERE t.provider_id = l.provider_id AND t.client_id = l.client_id AND t.deleted_at IS NULL
             ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS last_id
      FROM client_provider_links l WHERE l.provider_id = :personId
    UNION ALL
    SELECT l.provider_id AS partner_id,
           (SELECT t.id FROM messages t
             WHERE t.provider_id = l.provider_id AND t.client_id = l.client_id AND t.deleted_at IS NULL
             ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS last_id
      FROM client_provider_links l WHERE l.client_id = :personId
  ) partners
  JOIN messages m ON m.id = partners.last_id
  JOIN users u ON u.id = partners.partner_id AND u.deleted_at IS NULL
 ORDER BY m.created_at DESC, m.id DESC`;

export async function findLastMessages(db: Db, personId: string): Promise<LastMessage[]> {
  const rows = await selectPrepared<
    MessageRow & { partner_id: string; partner_name: string; partner_photo: string | null }
  >(db, lastMessagesSql, { personId });
  return rows.map((row) => ({
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    partnerPhoto: row.partner_photo,
    message: toRecord(row),
  }));
}

/** A person's live partners by name (its clients, or its providers), for the person picker. */
export async function findPartners(db: Db, personId: string): Promise<Array<{ id: string; name: string }>> {
  return selectPrepared<{ id: string; name: string }>(
    db,
    `SELECT u.id, u.name FROM client_provider_links l
       JOIN users u ON u.id = l.client_id AND u.deleted_at IS NULL WHERE l.provider_id = :personId
     UNION
     SELECT u.id, u.name FROM client_provider_links l
       JOIN users u ON u.id = l.provider_id AND u.deleted_at IS NULL WHERE l.client_id = :personId
     ORDER BY name, id`,
    { personId },
  );
}

/** Marks what a reader has received in a thread as read; returns how many messages that was. */
export async function markThreadRead(
  db: Db,
  input: { providerId: string; clientId: string; readerId: string; now: Date },
): Promise<number> {
  const unread = await selectPrepared<{ id: string }>(db, UNREAD_IN_THREAD_SQL, {
    providerId: input.providerId,
    clientId: input.clientId,
    readerId: input.readerId,
  });
  if (unread.length === 0) return 0;
  const ids = unread.map((row) => row.id).sort();
  const [, affected] = await db.sequelize.query(markReadSql(ids.length), {
    replacements: markReadValues(ids, input.now),
    type: QueryTypes.UPDATE,
    ...txOf(db),
  });
  return Number(affected ?? 0);
}

/** How many live messages a person has not read yet (the side menu's badge). */
export async function countUnread(db: Db, personId: string): Promise<number> {
  const rows = await selectPrepared<{ total: number }>(db, COUNT_UNREAD_SQL, { personId });
  return Number(rows[0]?.total ?? 0);
}

export async function updateMessageText(db: Db, id: string, message: string, now: Date): Promise<void> {
  await db.sequelize.query(
    'UPDATE messages SET message = :message, edited_at = :now WHERE id = :id AND deleted_at IS NULL',
    { replacements: { id, message, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}

/** A delete only marks the message: it leaves every thread and list, and the row stays (ADR 0040). */
export async function markMessageDeleted(db: Db, id: string, now: Date): Promise<void> {
  await db.sequelize.query('UPDATE messages SET deleted_at = :now WHERE id = :id AND deleted_at IS NULL', {
    replacements: { id, now },
    type: QueryTypes.UPDATE,
    ...txOf(db),
  });
}

/** The name and photo of a thread's two people (deleted accounts too: their messages stay readable). */
export async function findThreadPeople(
  db: Db,
  personA: string,
  personB: string,
): Promise<Map<string, { name: string; photo: string | null }>> {
  const rows = await selectPrepared<{ id: string; name: string; photo: string | null }>(
    db,
    THREAD_PEOPLE_SQL,
    { personA, personB },
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, photo: row.photo }]));
}

/** A thread whose recipient has unread messages old enough for the e-mail nudge, with who to write to. */
export interface ThreadToNudge {
  providerId: string;
  clientId: string;
  practiceId: string;
  recipientId: string;
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  /** The oldest unread message's id: with the recipient, the nudge's dedupe key. */
  firstUnreadId: string;
}

/**
 * Threads with live messages unread since before `cutoff` that no nudge has covered yet, oldest first; a thread
 * whose recipient was nudged and has not read since is left alone (one nudge until they read). Deleted
 * recipients are left out. Through `messages_nudge` (unread, not nudged, by age).
 */
export async function findThreadsToNudge(
  db: Db,
  input: { cutoff: Date; limit: number },
): Promise<ThreadToNudge[]> {
  const rows = await selectPrepared<{
    provider_id: string;
    client_id: string;
    practice_id: string;
    recipient_id: string;
    recipient_email: string;
    recipient_name: string;
    sender_name: string;
    first_unread_id: string;
  }>(
    db,
    `SELECT m.provider_id, m.client_id, m.practice_id, m.recipient_id, r.email AS recipient_email,
            r.name AS recipient_name, s.name AS sender_name, MIN(m.id) AS first_unread_id
       FROM messages m
       JOIN users r ON r.id = m.recipient_id AND r.deleted_at IS NULL
       JOIN users s ON s.id = m.sender_id
      WHERE m.read_at IS NULL AND m.nudged_at IS NULL AND m.deleted_at IS NULL AND m.created_at <= :cutoff
        AND NOT EXISTS (
          SELECT 1 FROM messages n
           WHERE n.provider_id = m.provider_id AND n.client_id = m.client_id AND n.deleted_at IS NULL
             AND n.recipient_id = m.recipient_id AND n.read_at IS NULL AND n.nudged_at IS NOT NULL)
      GROUP BY m.provider_id, m.client_id, m.practice_id, m.recipient_id, r.email, r.name, s.name
      ORDER BY MIN(m.created_at), first_unread_id
      LIMIT :limit`,
    input,
  );
  return rows.map((row) => ({
    providerId: row.provider_id,
    clientId: row.client_id,
    practiceId: row.practice_id,
    recipientId: row.recipient_id,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    senderName: row.sender_name,
    firstUnreadId: row.first_unread_id,
  }));
}

/**
 * Claims a thread's nudge: marks its recipient's unread, un-nudged messages up to `cutoff` nudged. Returns how
 * many it marked; zero means another run (or the recipient reading) got there first, and nothing is sent.
 */
export async function claimThreadNudge(
  db: Db,
  input: { providerId: string; clientId: string; recipientId: string; cutoff: Date; now: Date },
): Promise<number> {
  const [, affected] = await db.sequelize.query(
    `UPDATE messages SET nudged_at = :now
      WHERE provider_id = :providerId AND client_id = :clientId AND recipient_id = :recipientId
        AND read_at IS NULL AND nudged_at IS NULL AND deleted_at IS NULL AND created_at <= :cutoff`,
    { replacements: { ...input }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
  return Number(affected ?? 0);
}
