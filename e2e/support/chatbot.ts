import { randomBytes } from 'node:crypto';
import { connectE2eDatabase } from './database.js';

/**
 * A help article of the practice of `authorEmail`, written straight into `articles` as the articles API keeps
 * one (the chatbot's fallback reads that table). Returns its id.
 */
export async function insertHelpArticle(
  authorEmail: string,
  article: { title: string; text: string },
): Promise<string> {
  const connection = await connectE2eDatabase();
  try {
    const id =
      Math.floor(Date.now() / 1000)
        .toString(16)
        .padStart(8, '0') + randomBytes(8).toString('hex');
    const [result] = await connection.execute(
      `INSERT INTO articles (id, practice_id, library, category_id, user_id, title, content, content_text,
         written_at, updated_at)
       SELECT ?, practice_id, 'help', '1', id, ?, ?, ?, NOW(3), NOW(3)
         FROM users WHERE email = ?`,
      [id, article.title, `<p>${article.text}</p>`, article.text, authorEmail],
    );
    if ((result as { affectedRows?: number }).affectedRows !== 1) throw new Error(`no user ${authorEmail}`);
    // Counted in its category as the API counts it (`article_counts`: the lists' totals, the library's version).
    await connection.execute(
      `INSERT INTO article_counts (practice_id, library, category_id, total, version)
       SELECT practice_id, 'help', '1', 1, 1 FROM users WHERE email = ?
       ON DUPLICATE KEY UPDATE total = total + 1, version = version + 1`,
      [authorEmail],
    );
    return id;
  } finally {
    await connection.end();
  }
}
