/**
 * Appointments made the way a client's side would make them (requests) or that lie in the past: the
 * provider screens cannot create either, so journeys write them straight into the e2e database.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { loadEnv } from '../../scripts/lib/env.mjs';
import { withDatabase } from '../../scripts/lib/databases.mjs';
import { parseDatabaseUrl } from '../../scripts/lib/service-urls.mjs';
import { e2eSettings, REPO_DIR } from './settings.js';

async function connect() {
  const { env } = loadEnv({ root: REPO_DIR, generateSecret: false });
  const { host, port, user, password, database } = parseDatabaseUrl(
    withDatabase(env.DATABASE_URL!, e2eSettings().database),
  );
  return mysql.createConnection({ host, port, user, password, database });
}

const newId = () =>
  Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

export async function insertAppointment(input: {
  providerEmail: string;
  clientEmail: string;
  title: string;
  start: Date;
  minutes: number;
  state: number;
  isClientRequest: boolean;
  payment?: number;
}): Promise<string> {
  const connection = await connect();
  try {
    const [rows] = await connection.execute(
      `SELECT p.id AS provider_id, p.practice_id, c.id AS client_id, c.name AS client_name, c.email AS client_email
         FROM users p JOIN users c ON c.email = ? WHERE p.email = ?`,
      [input.clientEmail, input.providerEmail],
    );
    const found = (
      rows as Array<{
        provider_id: string;
        practice_id: string;
        client_id: string;
        client_name: string;
        client_email: string;
      }>
    )[0];
    if (!found) throw new Error(`no provider ${input.providerEmail} or client ${input.clientEmail}`);
    const id = newId();
    const end = new Date(input.start.getTime() + input.minutes * 60_000);
    await connection.execute(
      `INSERT INTO appointments (id, practice_id, provider_id, room_key, title, notes, all_day, recurring, online, start_time,
         end_time, time_distance, payment, state, invite_client, role_updated, requested_date, invitees_json)
       VALUES (?, ?, ?, ?, ?, '', 0, 0, 1, ?, ?, ?, ?, ?, ?, ?, NOW(3), ?)`,
      [
        id,
        found.practice_id,
        found.provider_id,
        randomBytes(16).toString('hex'),
        input.title,
        input.start,
        end,
        input.minutes,
        input.payment ?? 0,
        input.state,
        input.isClientRequest ? 1 : 0,
        input.isClientRequest ? 'client' : 'provider',
        JSON.stringify([{ id: found.client_id, name: found.client_name, email: found.client_email }]),
      ],
    );
    await connection.execute(
      'INSERT INTO appointment_invitees (appointment_id, client_id, practice_id) VALUES (?, ?, ?)',
      [id, found.client_id, found.practice_id],
    );
    return id;
  } finally {
    await connection.end();
  }
}
