import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { isIndexedWord, scopeTermOf, withoutOperators } from './articles.js';
import { inTransaction, txOf, type Db } from './transaction.js';

/*
 * The help chatbot's question-and-answer pairs, a practice's own (legacy-contract 6.9; ADR 0043). Every change
 * of a practice's pairs moves its `chatbot_versions` row in the same transaction, so an API instance that keeps
 * the pairs in memory reads one row to know whether its copy is current. The best article of the fallback is a
 * full-text read over the articles the caller may read.
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
  const [count, rows] = await Promise.all([
    selectPrepared<{ total: number }>(
      db,
      'SELECT COUNT(*) AS total FROM chatbot_pairs WHERE practice_id = :practiceId',
      input,
    ),
    selectPrepared<PairRow>(
      db,
      `SELECT ${COLUMNS} FROM chatbot_pairs WHERE practice_id = :practiceId
        ORDER BY added_at, id LIMIT :limit OFFSET :offset`,
      input,
    ),
  ]);
  return { total: Number(count[0]?.total ?? 0), list: rows.map(toRecord) };
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

export interface BestArticle {
  id: string;
  title: string;
  contentText: string;
}

/** How much of a question the fallback reads. */
const BEST_ARTICLE_TEXT_CHARS = 2000;

/**
 * The article of these practices' library that best matches the text, or null when none holds one of its words:
 * BOOLEAN MODE over `articles_text` with the scope's token required (`+(z<p1>help ...)`, so the index ranks only
 * those practices' live articles) and at least one of the text's words the index holds (operators dropped), by
 * score. Only the first 2,000 characters of its words come back: the caller cuts an excerpt from them.
 */
export async function findBestArticle(
  db: Db,
  input: { practiceIds: string[]; library: 'blog' | 'help'; text: string },
): Promise<BestArticle | null> {
  if (input.practiceIds.length === 0) return null;
  const words = [
    ...new Set(
      withoutOperators(input.text.slice(0, BEST_ARTICLE_TEXT_CHARS).toLowerCase())
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(isIndexedWord),
    ),
  ];
  if (words.length === 0) return null;
  const rows = await selectPrepared<{ id: string; title: string; content_text: string }>(
    db,
    `SELECT id, title, LEFT(content_text, 2000) AS content_text,
        MATCH(search_scope, title, content_text) AGAINST (:against IN BOOLEAN MODE) AS score
      FROM articles
      WHERE MATCH(search_scope, title, content_text) AGAINST (:against IN BOOLEAN MODE)
        AND practice_id IN (:practiceIds) AND library = :library AND deleted_at IS NULL
      ORDER BY score DESC, written_at DESC, id DESC LIMIT 1`,
    {
      practiceIds: input.practiceIds,
      library: input.library,
      against: `${scopeTermOf(input)} +(${words.join(' ')})`,
    },
  );
  const row = rows[0];
  return row ? { id: row.id, title: row.title, contentText: row.content_text } : null;
}
