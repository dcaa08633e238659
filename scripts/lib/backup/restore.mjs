// `npm run restore -- <archive> [--database NAME] [--force]` (ADR 0048): checks the whole archive against its
// manifest (every file's size and sha256) before it changes anything, refuses a database or uploads folder that
// already holds something (unless forced), loads the dump, copies the uploads, then counts every table's rows
// against the manifest.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensureDatabase } from '../databases.mjs';
import { parseDatabaseUrl } from '../service-urls.mjs';
import { DUMP_NAME, FORMAT, MANIFEST_NAME, UPLOADS_PREFIX, filesUnder } from './create.mjs';
import { countRows, isEmpty, loadDump, tablesOf } from './database.mjs';
import { readTarGz } from './tar.mjs';

/** A refusal the operator can act on (the CLI prints its message alone). */
export class RestoreRefused extends Error {}

const SAFE_NAME = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

function checkName(name) {
  if (!SAFE_NAME.test(name) || name.split('/').some((part) => part === '.' || part === '..'))
    throw new RestoreRefused(`the archive holds an unexpected name: ${JSON.stringify(name)}`);
}

/** Unpacks the archive into `into`, checking each file against the manifest; answers the manifest. */
async function unpack(archive, into) {
  let manifest = null;
  const seen = new Set();
  await readTarGz(archive, async (name, size, stream) => {
    checkName(name);
    if (!manifest) {
      if (name !== MANIFEST_NAME) throw new RestoreRefused(`${archive} is not a backup (no manifest first)`);
      const chunks = [];
      for await (const chunk of stream) chunks.push(chunk);
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (manifest.format !== FORMAT || !manifest.files || !manifest.tables)
        throw new RestoreRefused(
          `${archive}: a backup format this version does not read (${manifest.format})`,
        );
      return;
    }
    const expected = manifest.files[name];
    if (!expected || seen.has(name))
      throw new RestoreRefused(`${name} is in the archive but not in its manifest`);
    seen.add(name);
    const target = path.join(into, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(stream, hashing, createWriteStream(target, { mode: 0o600 }));
    if (size !== expected.size || hash.digest('hex') !== expected.sha256)
      throw new RestoreRefused(`${name} does not match the manifest's sha256: the archive is damaged`);
  });
  if (!manifest) throw new RestoreRefused(`${archive} is empty`);
  const missing = Object.keys(manifest.files).filter((name) => !seen.has(name));
  if (missing.length)
    throw new RestoreRefused(
      `the archive lacks ${missing.length} file(s) of its manifest, e.g. ${missing[0]}`,
    );
  return manifest;
}

export async function restoreBackup({ archive, databaseUrl, uploadsDir, force = false, log = () => {} }) {
  const { database, host, port } = parseDatabaseUrl(databaseUrl);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'tt-restore-'));
  try {
    log(`checking ${archive} against its manifest`);
    const manifest = await unpack(archive, staging);
    const uploads = Object.keys(manifest.files)
      .filter((name) => name.startsWith(UPLOADS_PREFIX))
      .map((name) => name.slice(UPLOADS_PREFIX.length));

    if (!force && uploads.length && (await filesUnder(uploadsDir)).length)
      throw new RestoreRefused(
        `the uploads folder ${uploadsDir} is not empty: point UPLOADS_DIR at an empty folder or pass --force`,
      );
    await ensureDatabase(databaseUrl, undefined, log);
    if (!force && !isEmpty(databaseUrl))
      throw new RestoreRefused(
        `database ${database} at ${host}:${port} is not empty: restore into a new database ` +
          '(--database NAME) or pass --force to load the backup over it (its tables are replaced)',
      );

    log(`loading ${Object.keys(manifest.tables).length} table(s) into ${database} at ${host}:${port}`);
    await loadDump(databaseUrl, createReadStream(path.join(staging, DUMP_NAME)));
    log(`copying ${uploads.length} file(s) into ${uploadsDir}`);
    for (const name of uploads) {
      const target = path.join(uploadsDir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await copyFile(path.join(staging, 'uploads', ...name.split('/')), target);
    }

    const tables = Object.keys(manifest.tables).sort();
    const counted = countRows(
      databaseUrl,
      tablesOf(databaseUrl).filter((t) => t in manifest.tables),
    );
    const wrong = tables.filter((t) => counted[t] !== manifest.tables[t]);
    if (wrong.length)
      throw new Error(
        `the restored rows differ from the manifest: ${wrong
          .map((t) => `${t} ${counted[t] ?? 'missing'} (expected ${manifest.tables[t]})`)
          .join(', ')}`,
      );
    const rows = tables.reduce((sum, t) => sum + counted[t], 0);
    return { manifest, database, tables: tables.length, rows, files: uploads.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
