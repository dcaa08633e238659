import { QueryTypes } from 'sequelize';
import { selectCountedPage, selectPrepared } from './prepared.js';
import { inTransaction, txOf, type Db } from './transaction.js';

/*
 * The help chatbot's question-and-answer pairs, a practice's own (legacy-contract 6.9; ADR 0043). Every change
 * of a practice's pairs moves its `chatbot_versions` row in the same transaction, so an API instance that keeps
 * the pairs in memory reads one row to know whether its copy is current. (The fallback's best article comes from
 * the libraries' search index, `@tele/data/search`.)
 */

export interface ChatbotPairRecord {
  id: string;
  practiceId: string;
  /** As typed (trimmed). */
  question: string;
  /** The question lower-cased (legacy `origin_question`): what questions are scored against. */
  originQuestion: string;
  answer: string;
  addedAt: Date;
}

interface PairRow {
  id: string;
  practice_id: string;
  question: string;
  origin_question: string;
  answer: string;
  added_at: Date;
}

const COLUMNS = 'id, practice_id, question, origin_question, answer, added_at';

const toRecord = (row: PairRow): ChatbotPairRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  question: row.question,
  originQuestion: row.origin_question,
  answer: row.answer,
  addedAt: row.added_at,
});

/** Moves the practice's version; called inside the transaction of the change it stands for. */
async function bumpVersion(tx: Db, practiceId: string): Promise<void> {
  await tx.sequelize.query(
    `INSERT INTO chatbot_versions (practice_id, version) VALUES (:practiceId, 1)
     ON DUPLICATE KEY UPDATE version = version + 1`,
    { replacements: { practiceId }, type: QueryTypes.INSERT, ...txOf(tx) },
  );
}

export async function insertChatbotPair(db: Db, pair: ChatbotPairRecord): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.sequelize.query(
      `INSERT INTO chatbot_pairs (${COLUMNS})
       VALUES (:id, :practiceId, :question, :originQuestion, :answer, :addedAt)`,
      { replacements: { ...pair }, type: QueryTypes.INSERT, ...txOf(tx) },
    );
    await bumpVersion(tx, pair.practiceId);
  });
}

/** Changes a pair the caller found (locked) in the practice; the added date moves to now (legacy). */
export async function updateChatbotPair(db: Db, pair: ChatbotPairRecord): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.sequelize.query(
      `UPDATE chatbot_pairs SET question = :question, origin_question = :originQuestion, answer = :answer,
        added_at = :addedAt WHERE id = :id AND practice_id = :practiceId`,
      { replacements: { ...pair }, type: QueryTypes.UPDATE, ...txOf(tx) },
    );
    await bumpVersion(tx, pair.practiceId);
  });
}

/** Deletes a pair of the practice; false when the practice has no such pair (nothing changed). */
export async function deleteChatbotPair(db: Db, practiceId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const affected = await tx.sequelize.query(
      'DELETE FROM chatbot_pairs WHERE id = :id AND practice_id = :practiceId',
      { replacements: { id, practiceId }, type: QueryTypes.BULKDELETE, ...txOf(tx) },
    );
    if (Number(affected) === 0) return false;
    await bumpVersion(tx, practiceId);
    return true;
  });
}

export async function findChatbotPair(
  db: Db,
  practiceId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ChatbotPairRecord | null> {
  const rows = await selectPrepared<PairRow>(
    db,
    `SELECT ${COLUMNS} FROM chatbot_pairs WHERE id = :id AND practice_id = :practiceId${
      options.lock && db.transaction ? ' FOR UPDATE' : ''
    }`,
    { id, practiceId },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Whether the practice already has this answer to this (lower-cased) question, apart from `exceptId`. */
export async function hasChatbotPair(
  db: Db,
  input: { practiceId: string; originQuestion: string; answer: string; exceptId?: string },
): Promise<boolean> {
  const rows = await selectPrepared<{ id: string }>(
    db,
    `SELECT id FROM chatbot_pairs WHERE practice_id = :practiceId AND origin_question = :originQuestion
      AND answer = :answer AND id <> :exceptId LIMIT 1`,
    { ...input, exceptId: input.exceptId ?? '' },
  );
  return rows.length > 0;
}

/** A page of the practice's pairs, the oldest added first (legacy), and how many there are. */
export async function findChatbotPairsPage(
  db: Db,
  input: { practiceId: string; offset: number; limit: number },
): Promise<{ total: number; list: ChatbotPairRecord[] }> {
  const { total, rows } = await selectCountedPage<PairRow>(
    db,
    {
      countSql: 'SELECT COUNT(*) AS total FROM chatbot_pairs WHERE practice_id = :practiceId',
      pageSql: `SELECT ${COLUMNS} FROM chatbot_pairs WHERE practice_id = :practiceId
        ORDER BY added_at, id LIMIT :limit OFFSET :offset`,
    },
    input,
  );
  return { total, list: rows.map(toRecord) };
}

/** What the reply engine scores: every pair's lower-cased question and answer, in the table's order. */
export async function findChatbotQuestions(
  db: Db,
  practiceId: string,
): Promise<Array<{ originQuestion: string; answer: string }>> {
  const rows = await selectPrepared<{ origin_question: string; answer: string }>(
    db,
    'SELECT origin_question, answer FROM chatbot_pairs WHERE practice_id = :practiceId ORDER BY added_at, id',
    { practiceId },
  );
  return rows.map((row) => ({ originQuestion: row.origin_question, answer: row.answer }));
}

/** The practice's pairs' version: 0 before its first pair. One read by primary key per question asked. */
export async function findChatbotVersion(db: Db, practiceId: string): Promise<number> {
  const rows = await selectPrepared<{ version: number | string }>(
    db,
    'SELECT version FROM chatbot_versions WHERE practice_id = :practiceId',
    { practiceId },
  );
  return rows[0] ? Number(rows[0].version) : 0;
}
