import { QueryTypes } from 'sequelize';
import { newId } from '@tele/data/ids';
import type { Db } from '@tele/data/db';
import { RECOUNT_ARTICLES_SQL } from '@tele/data/repositories/articles';

/**
 * An article written straight into `articles`, as the articles API would keep it (the chatbot only reads the
 * table for its fallback), counted as the API counts it. Returns its id.
 */
export async function insertArticleRow(
  db: Db,
  input: {
    practiceId: string;
    userId: string;
    library: 'blog' | 'help';
    title: string;
    text: string;
    at: Date;
    deleted?: boolean;
  },
): Promise<string> {
  const id = newId(input.at);
  await db.sequelize.query(
    `INSERT INTO articles (id, practice_id, library, category_id, user_id, title, content, content_text,
       written_at, updated_at, deleted_at)
     VALUES (:id, :practiceId, :library, '1', :userId, :title, :content, :text, :at, :at, :deletedAt)`,
    {
      replacements: {
        ...input,
        id,
        content: `<p>${input.text}</p>`,
        deletedAt: input.deleted ? input.at : null,
      },
      type: QueryTypes.INSERT,
    },
  );
  await db.sequelize.query(RECOUNT_ARTICLES_SQL, {
    replacements: [input.practiceId],
    type: QueryTypes.INSERT,
  });
  return id;
}
