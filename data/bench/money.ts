import mysql from 'mysql2/promise';
import { PEOPLE_PRACTICE, practiceId } from './seed.js';

/**
 * The people practice's sessions priced, and the held ones paid (issue 26): what the payments lists read at
 * practice scale (the API bench's payments scenarios and the page bench's /payments). The generator prices
 * nothing; this runs once on a seeded database (only rows still at `payment = 0` change), so both benches may
 * call it on the database they share.
 */
export async function priceThePeoplePractice(databaseUrl: string): Promise<void> {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    await connection.query(
      `UPDATE appointments SET payment = 80, paid_date = IF(state IN (3, 5, 6), start_time, NULL)
       WHERE practice_id = ? AND payment = 0`,
      [practiceId(PEOPLE_PRACTICE)],
    );
  } finally {
    await connection.end();
  }
}
