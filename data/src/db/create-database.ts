import mysql from 'mysql2/promise';
import { splitDatabaseUrl } from './database.js';

async function onServer<T>(
  databaseUrl: string,
  work: (connection: mysql.Connection, database: string) => Promise<T>,
) {
  const { serverUrl, database } = splitDatabaseUrl(databaseUrl);
  const connection = await mysql.createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
  try {
    return await work(connection, database);
  } finally {
    await connection.end();
  }
}

/** Creates the database a URL names when it is missing (utf8mb4). */
export function ensureDatabase(databaseUrl: string): Promise<void> {
  return onServer(databaseUrl, async (connection, database) => {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  });
}

export function dropDatabase(databaseUrl: string): Promise<void> {
  return onServer(databaseUrl, async (connection, database) => {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  });
}
