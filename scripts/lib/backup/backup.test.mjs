// npm run backup, then npm run restore into a new database and a new uploads folder, compared row for row and
// file for file (issue 29, ADR 0048). Runs the two commands as the operator does, on a database migrated by the
// product's migrations and filled by the demo seed plus rows whose text a dump could mangle.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase } from '@tele/data/create-database';
import { createTestDatabase } from '@tele/data/testing';
import { seedDemoPractice } from '../../../legacy-api/src/db/seeders/demo.js';
import { REPO_ROOT } from '../env.mjs';
import { filesUnder } from './create.mjs';
import { RowCounter, query } from './database.mjs';
import { RestoreRefused, restoreBackup } from './restore.mjs';
import { writeTarGz } from './tar.mjs';

const run = promisify(execFile);
// scripts/ has no vitest config: these tests set their own bounds (a migrated, seeded database and two commands
// run by a busy two-core machine take far longer than vitest's 5 s default).
const SCRIPT = path.join(REPO_ROOT, 'scripts', 'backup.mjs');

/** Text a dump has to carry exactly: quotes, backslashes, line breaks, parentheses, semicolons, emoji. */
const AWKWARD = "O'Brien said \"no\"; \\ (then) left\r\n\t(again);),( — 😀 ' \\' end";

let source;
let work;
let restoredUrl;
const uploads = {};

async function cli(args, env) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

async function everyRow(url) {
  const connection = await mysql.createConnection({
    uri: url,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  try {
    const [tables] = await connection.query(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const out = {};
    for (const { name } of tables) {
      const [columns] = await connection.query(
        'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position',
        [name],
      );
      const order = columns.map((c) => `\`${c.name}\``).join(', ');
      const [rows] = await connection.query(`SELECT * FROM \`${name}\` ORDER BY ${order}`);
      out[name] = rows;
    }
    return out;
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  source = await createTestDatabase();
  work = await mkdtemp(path.join(os.tmpdir(), 'tt-backup-test-'));
  const now = new Date('2026-11-20T09:00:00.000Z');
  await seedDemoPractice(source.db, {
    email: 'demo@teletherapist.test',
    password: 'Demo-Practice-2026',
    now,
  });
  const q = (sql, replacements) => source.db.sequelize.query(sql, { replacements });
  const [[owner]] = await q("SELECT id, practice_id FROM users WHERE team_role = 'super_owner' LIMIT 1");
  const [[client]] = await q('SELECT id FROM users WHERE is_client = 1 AND practice_id = ? LIMIT 1', [
    owner.practice_id,
  ]);
  const id = () => randomBytes(12).toString('hex');
  const at = '2026-11-20 09:00:00.123';

  // Files in the uploads folder, under the store's keys, and their rows.
  const uploadsDir = path.join(work, 'uploads');
  for (const [index, bytes] of [
    Buffer.from('%PDF-1.4 a letter'),
    randomBytes(70_000),
    Buffer.alloc(0),
  ].entries()) {
    const key = randomBytes(16).toString('hex');
    const fileId = id();
    await mkdir(path.join(uploadsDir, key.slice(0, 2)), { recursive: true });
    await writeFile(path.join(uploadsDir, key.slice(0, 2), key), bytes);
    uploads[`${key.slice(0, 2)}/${key}`] = bytes;
    await q(
      `INSERT INTO stored_files (id, storage_key, practice_id, owner_id, purpose, file_name, content_type, size, created_at)
       VALUES (?, ?, ?, ?, 'document', ?, 'application/pdf', ?, ?)`,
      [fileId, key, owner.practice_id, owner.id, `${index}-${AWKWARD}.pdf`, bytes.length, at],
    );
    await q(
      `INSERT INTO documents (id, practice_id, sender_id, sender_role, recipient_id, stored_file_id, filename, shared_date)
       VALUES (?, ?, ?, 'provider', ?, ?, ?, ?)`,
      [id(), owner.practice_id, owner.id, client.id, fileId, `${AWKWARD}.pdf`, at],
    );
  }
  for (let i = 0; i < 3; i += 1) {
    await q(
      `INSERT INTO messages (id, practice_id, provider_id, client_id, sender_id, recipient_id, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id(), owner.practice_id, owner.id, client.id, owner.id, client.id, `${i} ${AWKWARD}`, at],
    );
  }
  await q(
    `INSERT INTO private_notes (id, practice_id, provider_id, client_id, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [id(), owner.practice_id, owner.id, client.id, `<p>${AWKWARD}</p>`.repeat(2000), at, at],
  );
  restoredUrl = (() => {
    const url = new URL(source.url);
    url.pathname = `/tt_test_restored_${randomBytes(4).toString('hex')}`;
    return url.toString();
  })();
}, 120_000);

afterAll(async () => {
  await source?.drop();
  if (restoredUrl) await dropDatabase(restoredUrl);
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('npm run backup and npm run restore', () => {
  it('give back every row of every table and every uploaded file, and refuse a database that is not empty', async () => {
    const uploadsDir = path.join(work, 'uploads');
    const backup = await cli(['backup', '--out', path.join(work, 'backups')], {
      DATABASE_URL: source.url,
      UPLOADS_DIR: uploadsDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const archive = /wrote (\S+\.tar\.gz)/.exec(backup.stdout)?.[1];
    expect(archive).toMatch(/teletherapist-backup-\d{8}T\d{6}Z\.tar\.gz$/);

    const restoredDir = path.join(work, 'restored-uploads');
    const database = new URL(restoredUrl).pathname.slice(1);
    const restore = await cli(['restore', archive, '--database', database], {
      DATABASE_URL: source.url,
      UPLOADS_DIR: restoredDir,
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/restored \d+ table\(s\) \(\d+ rows, as the manifest counts\)/);

    const [before, after] = await Promise.all([everyRow(source.url), everyRow(restoredUrl)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(before.schema_migrations.length).toBeGreaterThan(20);
    for (const table of [
      'users',
      'practices',
      'appointments',
      'messages',
      'documents',
      'stored_files',
      'private_notes',
    ])
      expect(before[table].length, table).toBeGreaterThan(0);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    expect(await filesUnder(restoredDir)).toEqual(Object.keys(uploads).sort());
    for (const [name, bytes] of Object.entries(uploads))
      expect((await readFile(path.join(restoredDir, name))).equals(bytes), name).toBe(true);

    // Again into the same (now full) database: refused, and nothing changed.
    const again = await cli(['restore', archive, '--database', database], {
      DATABASE_URL: source.url,
      UPLOADS_DIR: path.join(work, 'empty-uploads'),
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(new RegExp(`database ${database} at .* is not empty`));
    expect(await everyRow(restoredUrl)).toEqual(after);
  }, 120_000);
});

describe('the row count read from a dump', () => {
  it('counts tuples whether a statement is on one line or one tuple a line, whatever the strings hold', () => {
    const counter = new RowCounter();
    counter.resume();
    const dump = [
      'CREATE TABLE `a` (',
      '  `id` int',
      ');',
      'CREATE TABLE `empty` (',
      ');',
      "INSERT INTO `a` VALUES (1,'x(y)\\'z\\\\',0x00FF),(2,'line\\nbreak;),(',NULL),(3,'(((','');",
      'INSERT INTO `a` VALUES',
      "(4,'O\\'Brien'),",
      "(5,');INSERT INTO `a` VALUES (9)');",
      '-- INSERT INTO `a` VALUES (10);',
    ].join('\n');
    const bytes = Buffer.from(dump);
    // Fed a byte at a time, as chunks may split anywhere.
    for (let i = 0; i < bytes.length; i += 1) counter.write(bytes.subarray(i, i + 1));
    counter.end();
    expect(counter.counts).toEqual({ a: 5, empty: 0 });
  });
});

describe('a damaged or crafted archive', () => {
  const manifestOf = (files) => ({
    format: 1,
    createdAt: '2026-11-26T08:00:00.000Z',
    tables: { t: 1 },
    files,
  });
  const sql = Buffer.from('CREATE TABLE t (id INT);\nINSERT INTO t VALUES (1);\n');
  const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

  async function attempt(name, entries) {
    const archive = path.join(work, `${name}.tar.gz`);
    await writeTarGz(archive, entries);
    const url = new URL(source.url);
    url.pathname = `/tt_test_never_${randomBytes(4).toString('hex')}`;
    const outcome = await restoreBackup({
      archive,
      databaseUrl: url.toString(),
      uploadsDir: path.join(work, `${name}-uploads`),
    }).catch((error) => error);
    // Refused before anything changed: no database was created and no file copied.
    const [[exists]] = query(
      source.url,
      `SELECT COUNT(*) FROM information_schema.schemata WHERE schema_name = '${url.pathname.slice(1)}'`,
    );
    expect(exists).toBe('0');
    expect(await filesUnder(path.join(work, `${name}-uploads`))).toEqual([]);
    return outcome;
  }

  it('is refused when a file does not match its sha256, before anything is restored', async () => {
    const manifest = manifestOf({
      'database.sql': { size: sql.length, sha256: sha256(Buffer.from('other')) },
    });
    const outcome = await attempt('tampered', [
      { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) },
      { name: 'database.sql', bytes: sql },
    ]);
    expect(outcome).toBeInstanceOf(RestoreRefused);
    expect(outcome.message).toMatch(/database\.sql does not match the manifest's sha256/);
  }, 60_000);

  it('is refused when it names a path outside its folders or a file its manifest lacks', async () => {
    const evil = Buffer.from('x');
    const manifest = manifestOf({
      'database.sql': { size: sql.length, sha256: sha256(sql) },
      'uploads/../../evil': { size: 1, sha256: sha256(evil) },
    });
    const outcome = await attempt('traversal', [
      { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) },
      { name: 'database.sql', bytes: sql },
      { name: 'uploads/../../evil', bytes: evil },
    ]);
    expect(outcome).toBeInstanceOf(RestoreRefused);
    expect(outcome.message).toMatch(/unexpected name/);

    const extra = await attempt('extra', [
      { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifestOf({}))) },
      { name: 'database.sql', bytes: sql },
    ]);
    expect(extra.message).toMatch(/database\.sql is in the archive but not in its manifest/);
  }, 60_000);
});
