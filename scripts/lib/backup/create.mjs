// `npm run backup` (ADR 0048): the database as one consistent dump, then the uploads folder, in one
// timestamped .tar.gz with a manifest first:
//
//   manifest.json      { format, createdAt, product, database, tool, server, lastMigration, node,
//                        tables: { name: rows }, files: { name: { size, sha256 } } }
//   database.sql       the dump (mariadb-dump/mysqldump)
//   uploads/<path>     every file under UPLOADS_DIR (their keys: uploads/ab/<32 hex>)
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseDatabaseUrl } from '../service-urls.mjs';
import { dumpDatabase, query, toolVersion } from './database.mjs';
import { writeTarGz } from './tar.mjs';

export const FORMAT = 1;
export const DUMP_NAME = 'database.sql';
export const MANIFEST_NAME = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';

export async function sha256Of(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every regular file under `root`, as slash-separated relative names, sorted (a missing folder has none). */
export async function filesUnder(root) {
  const found = [];
  async function walk(dir, prefix) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), name);
      // A `.part` file is an upload still being written (data/src/storage/file-store.ts): not a file yet.
      else if (entry.isFile() && !entry.name.endsWith('.part')) found.push(name);
    }
  }
  await walk(root, '');
  return found.sort();
}

/** `teletherapist-backup-20261126T081500Z.tar.gz` */
export function archiveName(product, now) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const slug =
    product
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'backup';
  return `${slug}-backup-${stamp}.tar.gz`;
}

/**
 * Writes the backup archive into `outDir` and answers its path and manifest. The dump comes first, so every
 * file its rows name is in the uploads copied after it (files are written once under random keys; one
 * deleted during the backup is the exception).
 */
export async function createBackup({
  databaseUrl,
  uploadsDir,
  outDir,
  product = 'TeleTherapist',
  now = new Date(),
  log = () => {},
}) {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(os.tmpdir(), 'tt-backup-'));
  try {
    const { database, host, port } = parseDatabaseUrl(databaseUrl);
    const dumpFile = path.join(work, DUMP_NAME);
    log(`dumping database ${database} at ${host}:${port} (one transaction)`);
    const tables = await dumpDatabase(databaseUrl, dumpFile);
    const [[server]] = query(databaseUrl, 'SELECT VERSION()');
    let lastMigration = null;
    if ('schema_migrations' in tables) {
      const rows = query(databaseUrl, 'SELECT MAX(name) FROM schema_migrations');
      lastMigration = rows[0]?.[0] === 'NULL' ? null : (rows[0]?.[0] ?? null);
    }

    const uploads = await filesUnder(uploadsDir);
    log(`hashing ${uploads.length} file(s) under ${uploadsDir}`);
    const files = { [DUMP_NAME]: { size: (await stat(dumpFile)).size, sha256: await sha256Of(dumpFile) } };
    for (const name of uploads) {
      const file = path.join(uploadsDir, ...name.split('/'));
      files[`${UPLOADS_PREFIX}${name}`] = { size: (await stat(file)).size, sha256: await sha256Of(file) };
    }
    const manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      product,
      database,
      tool: toolVersion(),
      server,
      lastMigration,
      node: process.version,
      tables,
      files,
    };

    const target = path.join(outDir, archiveName(product, now));
    const partial = `${target}.part`;
    const written = writeTarGz(partial, [
      { name: MANIFEST_NAME, bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: DUMP_NAME, path: dumpFile },
      ...uploads.map((name) => ({
        name: `${UPLOADS_PREFIX}${name}`,
        path: path.join(uploadsDir, ...name.split('/')),
      })),
    ]);
    // A failed write leaves no half archive behind.
    await written.catch(async (error) => {
      await rm(partial, { force: true });
      throw error;
    });
    await rename(partial, target);
    return { archive: target, manifest, bytes: (await stat(target)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
