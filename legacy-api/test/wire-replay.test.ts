import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathsOf } from '../src/http/define-route.js';
import { allRoutes } from '../src/routes/index.js';
import { createTestApp } from './support/app.js';
import { appointmentsScript } from './wire/appointments.script.js';
import { articlesScript } from './wire/articles.script.js';
import { availabilityScript } from './wire/availability.script.js';
import { chatbotScript } from './wire/chatbot.script.js';
import { documentsScript } from './wire/documents.script.js';
import { helpScript } from './wire/help.script.js';
import { paymentScript } from './wire/payment.script.js';
import { invoicesScript } from './wire/invoices.script.js';
import { messagesScript } from './wire/messages.script.js';
import { officesScript } from './wire/offices.script.js';
import { Conversation, type Exchange } from './wire/conversation.js';
import { Placeholders } from './wire/placeholders.js';
import { reportsScript } from './wire/reports.script.js';
import { serverScript } from './wire/server.script.js';
import { usersScript } from './wire/users.script.js';

/**
 * The wire recording (README "The wire recording"): per route group, one scripted conversation that calls its
 * routes with the callers that matter, compared byte for byte with its recording in test/wire/recordings/.
 * A new route joins its group's script. `RECORD_WIRE=1 npx vitest run test/wire-replay.test.ts` rewrites the
 * recordings: only for a deliberate contract change.
 */
const RECORDINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wire/recordings');
const isRecording = process.env.RECORD_WIRE === '1';

const SCRIPTS: Array<[group: string, script: (c: Conversation) => Promise<void>]> = [
  ['server', serverScript],
  ['users', usersScript],
  ['appointments', appointmentsScript],
  ['articles', articlesScript],
  ['help', helpScript],
  ['documents', documentsScript],
  ['payment', paymentScript],
  ['invoices', invoicesScript],
  ['reports', reportsScript],
  ['messages', messagesScript],
  ['chatbot', chatbotScript],
  ['availability', availabilityScript],
  ['offices', officesScript],
];

let assetsDir: string;
/** Every path some exchange of any group got a 200 from. */
const served = new Set<string>();

beforeAll(async () => {
  // The generated waiting-room files are not in git: serve a fixed stand-in, so the headers do not vary.
  assetsDir = await mkdtemp(path.join(tmpdir(), 'wire-waiting-'));
  await writeFile(path.join(assetsDir, '1.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
});
afterAll(async () => {
  await rm(assetsDir, { recursive: true, force: true });
});

describe.each(SCRIPTS)('the wire recording of %s', (group, script) => {
  it(
    isRecording ? 'records every exchange' : 'answers every recorded exchange byte for byte',
    async () => {
      // Five attempts per address and account a minute, so the sixth is the 429; nothing else comes close.
      const t = await createTestApp({ rateLimitMax: 5, waitingAssetsDir: assetsDir });
      const c = new Conversation(t);
      try {
        await script(c);
      } finally {
        await t.close();
      }
      const file = path.join(RECORDINGS, `${group}.json`);
      if (isRecording) {
        // Written as the repository's formatter writes JSON, so a re-recording diffs only where answers changed.
        const options = await resolveConfig(file);
        await writeFile(
          file,
          await format(JSON.stringify(c.exchanges, null, 2), { ...options, parser: 'json' }),
        );
      } else {
        const recorded = JSON.parse(await readFile(file, 'utf8')) as Exchange[];
        c.exchanges.forEach((actual, index) => compareWithRecording(actual, recorded[index], index));
        expect(c.exchanges.length, 'the number of exchanges').toBe(recorded.length);
      }
      for (const exchange of c.exchanges)
        if (exchange.status === 200)
          served.add(exchange.path.replace(/<id:\d+>/g, '<id>').replace(/\?.*/, ''));
      // A whole group's script (dozens of exchanges, passwords hashed on the way) in one test: a busy two-core
      // machine took up to 28 s of the default 30 for one, so the bound is a script's, not a single call's.
    },
    120_000,
  );
});

describe('the wire recordings together', () => {
  it('get a 200 from every route', () => {
    expect(served.size).toBeGreaterThan(0);
    expect(uncoveredRoutes(), 'routes no script gets a 200 from').toEqual([]);
  });

  it('normalises only whole random values, keeping every other byte', () => {
    const p = new Placeholders();
    const id = '6740f3a0c1d2e3f4a5b6c7d8';
    const text = `{"_id":"${id}","n":1,"s":"1","x":null,"again":"${id}","short":"${id.slice(1)}","long":"${id}0"}`;
    expect(p.normalise(text)).toBe(
      `{"_id":"<id:1>","n":1,"s":"1","x":null,"again":"<id:1>","short":"${id.slice(1)}","long":"${id}0"}`,
    );
    expect(p.normalise(`key ${'ab'.repeat(16)} token ${'Q'.repeat(43)} ${'b'.repeat(24)}`)).toBe(
      'key <key:1> token <token:1> <id:2>',
    );
    expect(p.normalise('TeleTherapist-AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('TeleTherapist-<room:1>');
  });
});

/** Compares one exchange with its recording; the messages name the exchange. */
function compareWithRecording(actual: Exchange, expected: Exchange | undefined, index: number): void {
  const name = `exchange #${index + 1}: ${actual.caller} ${actual.method} ${actual.path}`;
  const requestOf = (exchange: Exchange | undefined) =>
    exchange &&
    JSON.stringify({
      caller: exchange.caller,
      method: exchange.method,
      path: exchange.path,
      body: exchange.body,
    });
  // The script itself must still match the recording, or the answers would be compared with another call's.
  expect(requestOf(actual), `${name}: the request differs from the recorded one`).toBe(requestOf(expected));
  expect.soft(actual.status, `${name}: status`).toBe(expected!.status);
  expect.soft(JSON.stringify(actual.headers), `${name}: headers`).toBe(JSON.stringify(expected!.headers));
  expect.soft(actual.answer, `${name}: answer`).toBe(expected!.answer);
}

/** The routes (each POST route by its path, and the GET ones) that no exchange got a 200 from. */
function uncoveredRoutes(): string[] {
  return [
    ...allRoutes.map((route) => pathsOf(route)[0]!),
    '/health',
    '/api/waiting/1.png',
    '/api/events/appointment/<id>',
    '/api/files/<id>',
  ].filter((url) => !served.has(url));
}
