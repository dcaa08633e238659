import mysql from 'mysql2/promise';
import { practiceId } from './seed.js';

/** The practices the page bench's owners and the people practice's team load (0 to 16). */
const PRICED_PRACTICES = Array.from({ length: 17 }, (_v, p) => practiceId(p));

/**
 * The benched practices' sessions priced, and the held ones paid (issue 26): what the payments lists and the
 * dashboard's invoice and payment panels read at practice scale (an invoice is a priced, unpaid appointment).
 * The generator prices nothing; this runs once on a seeded database (only rows still at `payment = 0` change),
 * so the API bench and the page bench may both call it on the database they share.
 */
export async function priceBenchPractices(databaseUrl: string): Promise<void> {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    await connection.query(
      `UPDATE appointments SET payment = 80, paid_date = IF(state IN (3, 5, 6), start_time, NULL)
       WHERE practice_id IN (?) AND payment = 0`,
      [PRICED_PRACTICES],
    );
  } finally {
    await connection.end();
  }
}
