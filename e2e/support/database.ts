/**
 * Direct writes to the e2e database, for what the product has no screen for yet (a subscription plan).
 * The database is the one global-setup.ts migrated: E2E_DATABASE on the server of DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { loadEnv } from '../../scripts/lib/env.mjs';
import { withDatabase } from '../../scripts/lib/databases.mjs';
import { parseDatabaseUrl } from '../../scripts/lib/service-urls.mjs';
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

/**
 * A colleague in the practice of `ownerEmail` (team invitations have no screen yet): a verified user with this
 * team role and the owner's password, so a journey can log in as them.
 */
export async function addTeamMember(
  ownerEmail: string,
  member: { email: string; name: string; role: 'owner' | 'administrator' | 'provider' },
): Promise<void> {
  const connection = await connectE2eDatabase();
  try {
    const id =
      Math.floor(Date.now() / 1000)
        .toString(16)
        .padStart(8, '0') + randomBytes(8).toString('hex');
    const [result] = await connection.execute(
      `INSERT INTO users (id, practice_id, email, password_hash, name, is_provider, is_client, team_role, time_zone,
         first_login, email_verified_at, created_at, updated_at)
       SELECT ?, practice_id, ?, password_hash, ?, ?, 0, ?, time_zone, 1, NOW(3), NOW(3), NOW(3)
         FROM users WHERE email = ?`,
      [id, member.email, member.name, member.role === 'administrator' ? 0 : 1, member.role, ownerEmail],
    );
    if ((result as { affectedRows?: number }).affectedRows !== 1) throw new Error(`no user ${ownerEmail}`);
  } finally {
    await connection.end();
  }
}
