#!/usr/bin/env node
// The operator's backup and restore (ADR 0048), with DATABASE_URL and UPLOADS_DIR as `npm start` reads them:
//
//   npm run backup [-- --out DIR]                          -> DIR (default .data/backups)/<product>-backup-<UTC>.tar.gz
//   npm run restore -- <archive> [--database NAME] [--force]
//
// A restore goes into an empty database (DATABASE_URL's, or NAME on the same server, created when missing)
// and an empty uploads folder; --force loads over what is there. The modules are scripts/lib/backup/.
import path from 'node:path';
import { createBackup } from './lib/backup/create.mjs';
import { RestoreRefused, restoreBackup } from './lib/backup/restore.mjs';
import { withDatabase } from './lib/databases.mjs';
import { loadEnv } from './lib/env.mjs';

const [command, ...args] = process.argv.slice(2);
const { env, dataDir } = loadEnv({ generateSecret: false });
const log = (line) => console.log(line);

function option(name) {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new RestoreRefused(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function flag(name) {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  // With the S3 driver (ADR 0047) the files are in the bucket, not in UPLOADS_DIR: a backup of an empty folder would
  // look complete. The bucket is backed up with the store's own tools (versioning, replication).
  if ((env.STORAGE_DRIVER ?? 'local') === 's3')
    throw new Error(
      'STORAGE_DRIVER=s3: the files are in the bucket, not in UPLOADS_DIR. Back the bucket up with its own tools ' +
        "(versioning, replication); this command backs up the local driver's database and folder.",
    );
  if (command === 'backup') {
    const outDir = path.resolve(option('--out') ?? path.join(dataDir, 'backups'));
    const started = Date.now();
    const { archive, manifest, bytes } = await createBackup({
      databaseUrl: env.DATABASE_URL,
      uploadsDir: env.UPLOADS_DIR,
      outDir,
      product: env.PRODUCT_NAME,
      log,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    const files = Object.keys(manifest.files).length - 1;
    log(
      `backed up ${Object.keys(manifest.tables).length} table(s) (${rows} rows, last migration ` +
        `${manifest.lastMigration ?? 'none'}) and ${files} uploaded file(s) in ${Date.now() - started} ms`,
    );
    log(`wrote ${archive} (${kib(bytes)})`);
  } else if (command === 'restore') {
    const database = option('--database');
    const force = flag('--force');
    if (args.length !== 1 || args[0].startsWith('--'))
      throw new RestoreRefused('usage: npm run restore -- <archive.tar.gz> [--database NAME] [--force]');
    if (database && !/^[A-Za-z0-9_$-]{1,64}$/.test(database))
      throw new RestoreRefused(`--database ${JSON.stringify(database)} is not a database name`);
    const databaseUrl = database ? withDatabase(env.DATABASE_URL, database) : env.DATABASE_URL;
    const result = await restoreBackup({
      archive: path.resolve(args[0]),
      databaseUrl,
      uploadsDir: env.UPLOADS_DIR,
      force,
      log,
    });
    log(
      `restored ${result.tables} table(s) (${result.rows} rows, as the manifest counts) into ${result.database} ` +
        `and ${result.files} file(s) into ${env.UPLOADS_DIR}, from the backup of ${result.manifest.createdAt}`,
    );
  } else {
    throw new RestoreRefused('usage: node scripts/backup.mjs backup|restore ...');
  }
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : `failed: ${error.message}`);
  process.exitCode = 1;
}
