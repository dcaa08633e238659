#!/usr/bin/env node
// node scripts/services.mjs [start|status|stop]
//   start   find or start MySQL/MariaDB and Redis (as npm start / npm test do) and create the database
//   status  what answers at DATABASE_URL / REDIS_URL, and the private instances under .data/
//   stop    stop the private instances under .data/ (their data is kept; delete .data/ to reset)
import { ensureDatabase } from './lib/databases.mjs';
import { loadEnv } from './lib/env.mjs';
import { parseDatabaseUrl, parseRedisUrl, probeMysql, probeRedis } from './lib/service-urls.mjs';
import { describeService, ensureServices, privateServices, stopPrivateServices } from './lib/services.mjs';

const command = process.argv[2] ?? 'status';
const { env, dataDir } = loadEnv({ generateSecret: false });

try {
  if (command === 'start') {
    const found = await ensureServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, dataDir });
    for (const s of Object.values(found)) console.log(describeService(s));
    await ensureDatabase(env.DATABASE_URL).catch((error) =>
      console.warn(`database not created: ${error.message}`),
    );
  } else if (command === 'status') {
    const db = parseDatabaseUrl(env.DATABASE_URL);
    const redis = parseRedisUrl(env.REDIS_URL);
    const [dbProbe, redisProbe] = await Promise.all([
      probeMysql(db.host, db.port),
      probeRedis(redis.host, redis.port),
    ]);
    console.log(
      `DATABASE_URL ${env.DATABASE_URL}: ${dbProbe.ok ? `answers (${dbProbe.version})` : dbProbe.message}`,
    );
    console.log(`REDIS_URL    ${env.REDIS_URL}: ${redisProbe.ok ? 'answers' : redisProbe.message}`);
    const mine = privateServices(dataDir);
    if (mine.length === 0) console.log(`no private instances under ${dataDir}`);
    for (const s of mine)
      console.log(
        `private ${s.kind}: pid ${s.pid} port ${s.port} ${s.alive ? 'running' : 'not running'} (log ${s.log})`,
      );
  } else if (command === 'stop') {
    await stopPrivateServices(dataDir);
  } else {
    console.error('usage: node scripts/services.mjs [start|status|stop]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`error: ${error.message}`);
  process.exitCode = 1;
}
