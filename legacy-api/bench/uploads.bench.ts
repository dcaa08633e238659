import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/env.mjs';
import {
  benchApiEnvironment,
  exited,
  freePort,
  heapProbe,
  heldAfterCollection,
  residentMib,
  verdict,
  waitForHttp,
} from '@tele/data/bench/processes';
import { closeDb, openDb } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { createPractice } from '@tele/data/repositories/practices';
import { createUser } from '@tele/data/repositories/users';
import { createTestDatabase } from '@tele/data/testing';
import { hashPassword } from '../src/lib/secrets.js';

/**
 * `npm run bench` (uploads): a document upload streams (ADR 0041). The built API runs in a process of its own; a
 * provider uploads a text document of BENCH_UPLOAD_MB megabytes (20 by default) as the browser would, the body
 * itself streamed, BENCH_UPLOADS times in a row (3), while the API's resident memory is sampled every 20 ms. Each
 * file must arrive whole in the store. Targets: one upload grows the API by less than half the file's size, and
 * after all of them the peak is within half a file of the first upload's (a kept file would add a whole one each time).
 *
 * Resident memory cannot tell garbage from what is held, and the production option `--max-semi-space-size=64`
 * lets 64 MB of each request's spent chunks pile up before a scavenge (measured: +46, +63, +83, +105, +108 MiB over
 * five 20 MB uploads, then level). So this process runs with a 1 MB semi-space, where spent chunks are collected
 * young as long as nothing keeps them past their turn (ADR 0062: a kept chunk moves to the old generation and
 * waits for a full collection); BENCH_API_NODE_OPTIONS runs it with other options. What the API holds is printed
 * too: its heap and the memory outside it that live objects hold, after a full collection (data/bench/heap-probe.mjs),
 * idle and after the uploads, and may not grow by half a file either.
 * A small upload first warms the route, so its code is not counted.
 */
const MEGABYTES = Number(process.env.BENCH_UPLOAD_MB ?? 20);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const TARGET_SHARE = 0.5;
const PASSWORD = 'bench upload password 2026';
const BOUNDARY = '----teletherapist-bench-upload';

const log = (line: string) => console.log(line);
const here = path.dirname(fileURLToPath(import.meta.url));
const HEAP_PROBE = heapProbe();

/** A multipart body whose file part is `bytes` lines of text, generated as it is sent (never held whole). */
function multipartOf(bytes: number): { body: Readable; length: number } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="selectedFile"; filename="session log.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const line = Buffer.from(
    'Session log: slept seven hours, walked twice, practised the breathing exercise.\n',
  );
  const chunk = Buffer.concat(Array.from({ length: Math.ceil(65_536 / line.length) }, () => line));
  async function* parts() {
    yield head;
    for (let sent = 0; sent < bytes; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
    yield tail;
  }
  return { body: Readable.from(parts()), length: head.length + bytes + tail.length };
}

async function upload(url: string, token: string, bytes: number) {
  const { body, length } = multipartOf(bytes);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(length),
    },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, answer: (await response.json()) as { results?: string; msg?: string } };
}

/** The sizes of the files in the upload folder (the stored documents). */
function storedSizes(dir: string): number[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(path.join(entry.parentPath, entry.name)).size);
}

/** What the API holds after a full collection (it was started with the heap probe). */
async function held(pid: number | undefined): Promise<{ heapMib: number; externalMib: number }> {
  const answer = await heldAfterCollection(pid, HEAP_PROBE);
  if (!answer) throw new Error('the API did not answer the heap probe');
  return answer;
}

async function main(): Promise<number> {
  const database = await createTestDatabase();
  const db = openDb(database.url, { poolMax: 2 });
  const now = new Date();
  const practiceId = newId(now);
  const providerId = newId(now);
  const email = 'bench.uploads@example.test';
  await createPractice(db, {
    id: practiceId,
    name: 'Bench Practice',
    ownerId: providerId,
    planString: null,
    now,
  });
  await createUser(db, {
    id: providerId,
    practiceId,
    email,
    passwordHash: await hashPassword(PASSWORD),
    name: 'Bench Provider',
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
    emailVerifiedAt: now,
    now,
  });

  const port = await freePort();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'tt-bench-uploads-'));
  const api = spawn(process.execPath, [...HEAP_PROBE.nodeArgs, path.join(here, '../dist/server.js')], {
    env: {
      ...process.env,
      ...HEAP_PROBE.env,
      ...benchApiEnvironment({
        databaseUrl: database.url,
        port,
        redisPrefix: `tt-bench-uploads-${port}`,
        uploadsDir,
      }),
      NODE_OPTIONS:
        process.env.BENCH_API_NODE_OPTIONS ??
        PRODUCTION_NODE_OPTIONS.replace('--max-semi-space-size=64', '--max-semi-space-size=1'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exitCode = 1;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    const login = await fetch(`http://127.0.0.1:${port}/api/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, role: 'provider' }),
    });
    const token = ((await login.json()) as { results: { token: string } }).results.token;
    const url = `http://127.0.0.1:${port}/api/api/documents/upload`;
    const warm = await upload(url, token, 256 * 1024);
    if (warm.status !== 200) throw new Error(`the warm-up upload failed: ${JSON.stringify(warm.answer)}`);

    const bytes = MEGABYTES * 1024 * 1024;
    const fileMib = bytes / 1024 / 1024;
    const idle = await held(api.pid);
    const before = residentMib(api.pid)!;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMib(api.pid) ?? 0);
    }, 20);
    const peaks: number[] = [];
    let isStored = true;
    log(`uploads: ${UPLOADS} × one ${fileMib} MiB text document to documents/upload, streamed`);
    for (let round = 1; round <= UPLOADS; round += 1) {
      const started = performance.now();
      const answer = await upload(url, token, bytes);
      const seconds = (performance.now() - started) / 1000;
      peaks.push(peak);
      const stored =
        answer.status === 200 && storedSizes(uploadsDir).filter((size) => size === bytes).length === round;
      isStored &&= stored;
      log(
        `  upload ${round}: ${answer.status} in ${seconds.toFixed(2)} s, stored whole ${verdict(stored)}; ` +
          `API resident peak ${peak.toFixed(1)} MiB (${(peak - before).toFixed(1)} MiB over ${before.toFixed(1)} before)`,
      );
    }
    clearInterval(sampler);
    const after = await held(api.pid);
    const heldGrowth = after.heapMib + after.externalMib - idle.heapMib - idle.externalMib;
    const isNothingHeld = heldGrowth < fileMib * TARGET_SHARE;
    log(
      `  held after a full collection, idle → after the uploads: heap ${idle.heapMib.toFixed(1)} → ${after.heapMib.toFixed(1)} MiB, ` +
        `outside the heap ${idle.externalMib.toFixed(1)} → ${after.externalMib.toFixed(1)} MiB ` +
        `(${heldGrowth.toFixed(1)} MiB more, target < ${(fileMib * TARGET_SHARE).toFixed(1)} MiB) ${verdict(isNothingHeld)}`,
    );
    const drift = peaks.at(-1)! - peaks[0]!;
    const isSmall = peaks[0]! - before < fileMib / 2;
    const isFlat = drift < fileMib * TARGET_SHARE && isSmall;
    log(
      `  one upload grew the API ${(peaks[0]! - before).toFixed(1)} MiB (target < ${(fileMib / 2).toFixed(1)} MiB) ${verdict(isSmall)}; ` +
        `after ${(fileMib * UPLOADS).toFixed(0)} MiB uploaded the peak moved ${drift.toFixed(1)} MiB from the first upload's ` +
        `(target < ${(fileMib * TARGET_SHARE).toFixed(1)} MiB: nothing of a file is kept in memory) ${verdict(isFlat)}`,
    );
    exitCode = isStored && isFlat && isNothingHeld ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    await exited(api);
    await closeDb(db);
    await database.drop();
  }
  return exitCode;
}

process.exitCode = await main();
