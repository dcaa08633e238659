import { QueryTypes } from 'sequelize';
import { canonicalEmail } from '#data/lib/emails.js';
import { runStatements, type Migration } from './migration.js';

const TABLES = ['users', 'pending_registrations'] as const;

/**
 * E-mail addresses compare byte for byte in their canonical form (lib/emails.ts; security review 2, N1). Under
 * utf8mb4_unicode_ci `príya@…` matched the account `priya@…` while the rate limits counted it apart, so each
 * accent variant was a fresh budget against one account. Stored addresses are put in the canonical form
 * first; an address whose canonical form another row already holds is left as it is (it could only have come
 * from outside the product, and the unique key must hold).
 */
export const canonicalEmails: Migration = {
  name: '2026.11.25T15.00.00.canonical-emails',
  up: async (qi) => {
    for (const table of TABLES) {
      const rows = await qi.sequelize.query<{ id: string; email: string }>(`SELECT id, email FROM ${table}`, {
        type: QueryTypes.SELECT,
      });
      const taken = new Set(rows.map((row) => row.email));
      for (const row of rows) {
        const canonical = canonicalEmail(row.email);
        if (canonical === row.email || (table === 'users' && taken.has(canonical))) continue;
        await qi.sequelize.query(`UPDATE ${table} SET email = :canonical WHERE id = :id`, {
          replacements: { canonical, id: row.id },
        });
        taken.add(canonical);
      }
    }
    await runStatements(
      qi,
      TABLES.map(
        (table) =>
          `ALTER TABLE ${table} MODIFY email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`,
      ),
    );
  },
  down: (qi) =>
    runStatements(
      qi,
      TABLES.map(
        (table) =>
          `ALTER TABLE ${table} MODIFY email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`,
      ),
    ),
};
