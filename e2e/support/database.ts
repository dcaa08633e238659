/**
 * Direct writes to the e2e database, for what the product has no screen for yet (a subscription plan).
 * The database is the one global-setup.ts migrated: E2E_DATABASE on the server of DATABASE_URL.
 */
import mysql from 'mysql2/promise';
import { loadEnv } from '../../scripts/lib/env.mjs';
import { parseDatabaseUrl, withDatabase } from '../../scripts/lib/services.mjs';
import { e2eSettings, REPO_DIR } from './settings.js';

/** A connection to the e2e database (the caller ends it). */
export async function connectE2eDatabase(): Promise<mysql.Connection> {
  const { env } = loadEnv({ root: REPO_DIR, generateSecret: false });
  const { host, port, user, password, database } = parseDatabaseUrl(
    withDatabase(env.DATABASE_URL!, e2eSettings().database),
  );
  return mysql.createConnection({ host, port, user, password, database });
}

/** Gives the practice of the account with this e-mail a subscription plan (e.g. month_individual_ultimate). */
export async function setPracticePlan(email: string, planString: string): Promise<void> {
  const connection = await connectE2eDatabase();
  try {
    const [result] = await connection.execute(
      'UPDATE practices SET plan_string = ? WHERE id = (SELECT practice_id FROM users WHERE email = ? LIMIT 1)',
      [planString, email],
    );
    if ((result as { affectedRows?: number }).affectedRows !== 1) {
      throw new Error(`no practice found for ${email}`);
    }
  } finally {
    await connection.end();
  }
}
