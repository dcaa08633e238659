import mysql from 'mysql2/promise';
import { calendarRangeSql } from '@tele/data/repositories/appointment-lists';
const pool = mysql.createPool({
  uri: 'mysql://root@127.0.0.1:3306/teletherapy_bench_1000000',
  connectionLimit: 10,
  namedPlaceholders: true,
});
const [ids] = await pool.query("SELECT id FROM users WHERE email LIKE 'bench-%' LIMIT 100");
const providers = (ids as Array<{ id: string }>).map((r) => r.id);
const { sql } = calendarRangeSql({ providerId: 'x' });
const variants: Record<string, string> = {
  full: sql,
  noInvitees: sql.replace(/,\s*\(SELECT JSON_ARRAYAGG[\s\S]*?AS invitees_json/, ''),
  idsOnly: `SELECT a.id FROM appointments a WHERE a.provider_id = :scopeId AND a.start_time >= :from AND a.start_time < :to AND a.deleted_at IS NULL AND a.state <> 0 ORDER BY a.start_time LIMIT :limit`,
  flatJoin: sql
    .replace(
      /,\s*\(SELECT JSON_ARRAYAGG[\s\S]*?AS invitees_json/,
      ', iu.id AS invitee_id, iu.name AS invitee_name, iu.email AS invitee_email',
    )
    .replace(
      'FROM appointments a JOIN users p ON p.id = a.provider_id',
      'FROM appointments a JOIN users p ON p.id = a.provider_id LEFT JOIN appointment_invitees ai ON ai.appointment_id = a.id LEFT JOIN users iu ON iu.id = ai.client_id',
    ),
  groupJson: sql
    .replace(
      /,\s*\(SELECT JSON_ARRAYAGG[\s\S]*?AS invitees_json/,
      ", JSON_ARRAYAGG(JSON_OBJECT('id', iu.id, 'name', iu.name, 'email', iu.email)) AS invitees_json",
    )
    .replace(
      'FROM appointments a JOIN users p ON p.id = a.provider_id',
      'FROM appointments a JOIN users p ON p.id = a.provider_id LEFT JOIN appointment_invitees ai ON ai.appointment_id = a.id LEFT JOIN users iu ON iu.id = ai.client_id',
    )
    .replace('ORDER BY a.start_time', 'GROUP BY a.id ORDER BY a.start_time'),
};
for (const [name, text] of Object.entries(variants).filter(([n]) =>
  ['full', 'flatJoin', 'noInvitees', 'idsOnly'].includes(n),
)) {
  for (const concurrency of [1, 10]) {
    let n = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() - started < 3000) {
          await pool.query(text, {
            scopeId: providers[n++ % providers.length],
            from: new Date('2026-11-01'),
            to: new Date('2026-12-13'),
            limit: 5000,
          });
        }
      }),
    );
    console.log(name.padEnd(12), `c=${concurrency}`, `${(n / 3).toFixed(0)} q/s`);
  }
}
await pool.end();
