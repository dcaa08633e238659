import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { DOCUMENT_MESSAGES, IMAGE_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import { DOCUMENT_TEMPLATES } from '@tele/contract/documents';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { AUTH_MESSAGES } from '#api/http/callers.js';
import { MAX_DOCUMENT_BYTES } from '#api/services/files/document-inspection.js';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';
import { docxBytes, pdfBytes, uploadFile, zipOf } from './support/documents.js';

// Documents (legacy-contract 6.4, issue 27; ADR 0041): sniffed, streamed, private, shared only between connected
// people, downloaded only by them and their practice's owners.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'documents' | 'stored_files') =>
  Number(
    (
      await t.deps.db.sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, {
        type: QueryTypes.SELECT,
      })
    )[0]!.n,
  );

/** The files in the upload folder (temporary ones included): a refusal must leave none behind. */
const filesOnDisk = async () => {
  const { storage } = t.deps.config;
  if (storage.driver !== 'local') throw new Error('these tests count the files of the local folder');
  return (await readdir(storage.dir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  ).length;
};

const everything = async () => ({
  documents: await count('documents'),
  files: await count('stored_files'),
  disk: await filesOnDisk(),
});

const download = (path: string, token?: string) =>
  t.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });

const CLIENT_PASSWORD = 'client password 123';

/**
 * A practice on the given plan: its owner, two providers (Priya connected to the client, Pat not), office staff,
 * a connected client and a client of Pat's.
 */
async function practice(planString: string | null = 'month_individual_plus') {
  const owner = await seedProvider(t.deps.db, { planString, name: 'Olive Owner' });
  const priya = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'provider',
    name: 'Priya Provider',
  });
  const pat = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'provider',
    name: 'Pat Provider',
  });
  const admin = await seedProvider(t.deps.db, { practiceId: owner.practiceId, teamRole: 'administrator' });
  const client = await seedClient(t.deps.db, {
    practiceId: owner.practiceId,
    providerId: priya.id,
    name: 'Casey Client',
    password: CLIENT_PASSWORD,
  });
  const patsClient = await seedClient(t.deps.db, {
    practiceId: owner.practiceId,
    providerId: pat.id,
    name: 'Dana Client',
    password: CLIENT_PASSWORD,
  });
  return {
    owner,
    priya,
    pat,
    client,
    patsClient,
    tokens: {
      owner: await logInAs(t, owner),
      priya: await logInAs(t, priya),
      pat: await logInAs(t, pat),
      admin: await logInAs(t, admin),
      client: await logInAsClient(t, { email: client.email, password: CLIENT_PASSWORD }),
      patsClient: await logInAsClient(t, { email: patsClient.email, password: CLIENT_PASSWORD }),
    },
  };
}

async function uploaded(token: string, bytes = pdfBytes(), name = 'Intake Form.pdf') {
  const answer = await uploadFile(t, { token, bytes, name });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().results as string;
}

describe('documents/upload and file-upload', () => {
  it('keeps a PDF privately and answers a path whose last 38 characters before the name the apps slice off', async () => {
    const p = await practice();
    const bytes = pdfBytes('Consent to telehealth');
    const path = await uploaded(p.tokens.priya, bytes, 'Consent to Telehealth (2026).PDF');
    expect(path).toMatch(/^\/api\/files\/[0-9a-f]{24}\/[0-9a-f-]{36}-Consent-to-Telehealth-\(2026\)\.pdf$/);
    // The original apps' display name: url.substring(url.lastIndexOf('/') + 38).
    expect(path.substring(path.lastIndexOf('/') + 38)).toBe('Consent-to-Telehealth-(2026).pdf');

    const file = await download(path, p.tokens.priya);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="Consent-to-Telehealth-(2026).pdf"',
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
    // Before it is shared, nobody else reads it, not even the practice's owner.
    for (const token of [p.tokens.owner, p.tokens.pat, p.tokens.client, undefined])
      expect((await download(path, token)).json()).toEqual({ msg: 'There is no such file.' });
    // The path must be whole: another name on the same id is no file.
    expect((await download(path.replace(/-Consent.*$/, '-other.pdf'), p.tokens.priya)).statusCode).toBe(404);
  });

  it('keeps a Word document and a text file, named with the extension of what they are', async () => {
    const p = await practice();
    const docx = await uploaded(p.tokens.client, docxBytes(), 'release.docx');
    expect(docx).toMatch(/-release\.docx$/);
    expect((await download(docx, p.tokens.client)).headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const text = await uploaded(p.tokens.client, Buffer.from('Sleep log\nMonday: 7 hours — better\n'), 'log');
    expect(text).toMatch(/-log\.txt$/);
    expect((await download(text, p.tokens.client)).headers['content-type']).toBe('text/plain; charset=utf-8');
    // A name is only a label: paths and markup in it do not survive.
    const odd = await uploaded(p.tokens.client, pdfBytes(), '../../etc/<img src=x onerror=alert(1)>.pdf');
    expect(odd.substring(odd.lastIndexOf('/') + 38)).toBe('img-srcx-onerroralert(1).pdf');
  });

  it('downloads a file uploaded under a hostile name with a Content-Disposition that only names it, as a download', async () => {
    const p = await practice();
    // Names as the multipart header carries them (between its quotes): markup with an escaped quote, a second
    // parameter (the filename* browsers prefer) naming a page, an encoded header line, unicode and a
    // right-to-left override, a quote that would close an attribute.
    for (const name of [
      '\\"><script>alert(1)</script>.pdf',
      'evil.pdf"; filename*=UTF-8\'\'%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.html; x="',
      'report%0d%0aSet-Cookie: session=stolen.pdf',
      'Ünïcödé “quotes” \u202efdp.html.pdf',
      "x' onmouseover='alert(1).pdf",
    ]) {
      const path = await uploaded(p.tokens.priya, pdfBytes(), name);
      const file = await download(path, p.tokens.priya);
      expect(file.statusCode, name).toBe(200);
      expect(file.headers['content-disposition'], name).toMatch(
        /^attachment; filename="[A-Za-z0-9._()-]+\.pdf"$/,
      );
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${path.substring(path.lastIndexOf('/') + 38)}"`,
      );
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses what the bytes say is not a pdf, docx or txt, whatever the name and type claimed, and keeps nothing', async () => {
    const p = await practice();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const before = await everything();
    const refusals = [
      // A forged extension: a page sent as a PDF.
      { bytes: Buffer.from('<!DOCTYPE html><script>alert(document.cookie)</script>'), name: 'x.pdf' },
      // An image is not a document for `upload`.
      { bytes: png, name: 'scan.pdf' },
      // Binary that is no known kind.
      { bytes: Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff]), name: 'notes.txt' },
      // A zip that is not a Word document.
      { bytes: zipOf({ 'a.txt': 'hello' }), name: 'a.docx' },
      // A Word document with macros.
      { bytes: docxBytes('x', { 'word/vbaProject.bin': 'macro' }), name: 'm.docx' },
      // A truncated PDF.
      { bytes: pdfBytes().subarray(0, 200), name: 'cut.pdf' },
    ];
    for (const file of refusals) {
      const answer = await uploadFile(t, { token: p.tokens.priya, ...file });
      expect(answer.statusCode, file.name).toBe(400);
      expect(answer.json()).toEqual({ msg: DOCUMENT_MESSAGES.badType });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses polyglots: a PDF with script or a page in it, a PDF that is also a zip, a zip or text that opens as a PDF', async () => {
    const p = await practice();
    const before = await everything();
    const polyglots = [
      pdfBytes('x', { extra: '\n% <html><body><script>alert(1)</script></body></html>' }),
      pdfBytes('x', { extra: '\n<< /S /JavaScript /JS (app.alert(1)) >>' }),
      Buffer.concat([pdfBytes(), docxBytes()]),
      // A zip whose first entry carries %PDF- in the first kilobyte: it opens as a PDF too.
      zipOf({
        'a.txt': '%PDF-1.4 pretend',
        '[Content_Types].xml': '<Types/>',
        'word/document.xml': '<w:document/>',
      }),
      // Text that a PDF reader opens.
      Buffer.from('Dear client,\n%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
    ];
    for (const [index, bytes] of polyglots.entries()) {
      const answer = await uploadFile(t, { token: p.tokens.priya, bytes, name: 'ok.pdf' });
      expect(answer.statusCode, `polyglot ${index}`).toBe(400);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a file past 25 MB with a 413 as soon as the limit is passed, and keeps nothing of it', async () => {
    const p = await practice();
    const before = await everything();
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x61);
    const answer = await uploadFile(t, { token: p.tokens.priya, bytes: big, name: 'big.txt' });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ msg: DOCUMENT_MESSAGES.tooLarge });
    expect(await everything()).toEqual(before);
    // Just under the limit is kept (the bench's 20 MB file is well inside it).
    const twenty = Buffer.concat([Buffer.alloc(20 * 1024 * 1024, 0x61), Buffer.from('\n')]);
    expect((await uploadFile(t, { token: p.tokens.priya, bytes: twenty, name: 'long.txt' })).statusCode).toBe(
      200,
    );
  });

  it('answers no file, a wrong field and no session with their messages', async () => {
    const p = await practice();
    const before = await everything();
    expect(
      (await uploadFile(t, { token: p.tokens.priya, bytes: pdfBytes(), field: 'other' })).json(),
    ).toEqual({ msg: DOCUMENT_MESSAGES.noFile });
    expect((await uploadFile(t, { token: p.tokens.priya, bytes: Buffer.alloc(0) })).json()).toEqual({
      msg: DOCUMENT_MESSAGES.noFile,
    });
    expect((await t.post('documents/upload', {}, p.tokens.priya)).json()).toEqual({
      msg: DOCUMENT_MESSAGES.noFile,
    });
    const anonymous = await uploadFile(t, { bytes: pdfBytes() });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ msg: AUTH_MESSAGES.noSession });
    expect(await everything()).toEqual(before);
  });

  it('file-upload also takes png and jpeg images (cleaned), and refuses svg and gif', async () => {
    const p = await practice();
    const jpeg = await sharp({ create: { width: 12, height: 10, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone' } })
      .toBuffer();
    const path = (
      await uploadFile(t, { token: p.tokens.client, route: 'file-upload', bytes: jpeg, name: 'scan.jpeg' })
    ).json().results as string;
    expect(path).toMatch(/-scan\.jpg$/);
    const image = await download(path, p.tokens.client);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(
      (await uploadFile(t, { token: p.tokens.client, route: 'file-upload', bytes: pdfBytes() })).statusCode,
    ).toBe(200);

    const before = await everything();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const bytes of [svg, gif]) {
      const answer = await uploadFile(t, {
        token: p.tokens.client,
        route: 'file-upload',
        bytes,
        type: 'image/svg',
      });
      expect(answer.json()).toEqual({ msg: DOCUMENT_MESSAGES.badFileType });
    }
    const bigImage = Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)]);
    expect(
      (await uploadFile(t, { token: p.tokens.client, route: 'file-upload', bytes: bigImage })).json(),
    ).toEqual({ msg: IMAGE_MESSAGES.tooLarge });
    expect(await everything()).toEqual(before);
  });
});

describe('documents/share-with', () => {
  const share = (token: string, body: Record<string, unknown>) => t.post('documents/share-with', body, token);

  it('shares a provider’s document with its connected client, once', async () => {
    const p = await practice();
    const path = await uploaded(p.tokens.priya);
    const body = {
      role: 'provider',
      sender_id: p.priya.id,
      recipient_id: p.client.id,
      path,
      filename: 'Intake-Form.pdf',
    };
    expect((await share(p.tokens.priya, body)).json()).toEqual({ msg: DOCUMENT_MESSAGES.shared });
    const before = await everything();
    const again = await share(p.tokens.priya, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: DOCUMENT_MESSAGES.duplicate });
    expect(await everything()).toEqual(before);
  });

  it('lets a client share back with its own provider, and with nobody else', async () => {
    const p = await practice();
    const path = await uploaded(p.tokens.client, docxBytes(), 'homework.docx');
    expect(
      (
        await share(p.tokens.client, {
          role: 'client',
          sender_id: p.client.id,
          recipient_id: p.priya.id,
          path,
        })
      ).json(),
    ).toEqual({ msg: DOCUMENT_MESSAGES.shared });
    const before = await everything();
    for (const recipient of [p.pat.id, p.patsClient.id, p.owner.id]) {
      const answer = await share(p.tokens.client, { role: 'client', recipient_id: recipient, path });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ msg: DOCUMENT_MESSAGES.notConnected });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses what is not the caller’s to share, and changes nothing', async () => {
    const p = await practice();
    const other = await practice();
    const path = await uploaded(p.tokens.priya);
    const patsPath = await uploaded(p.tokens.pat);
    const before = await everything();
    const refusals: Array<[string, Record<string, unknown>, number, string]> = [
      // Someone else named as the sender.
      [p.tokens.priya, { sender_id: p.pat.id, recipient_id: p.client.id, path }, 403, AUTH_MESSAGES.notYou],
      // Another provider's upload.
      [p.tokens.priya, { recipient_id: p.client.id, path: patsPath }, 400, DOCUMENT_MESSAGES.notYourFile],
      // A path that is no document.
      [
        p.tokens.priya,
        { recipient_id: p.client.id, path: '/api/files/abc' },
        400,
        DOCUMENT_MESSAGES.notYourFile,
      ],
      [p.tokens.priya, { recipient_id: p.client.id }, 400, DOCUMENT_MESSAGES.noFile],
      [p.tokens.priya, { path }, 400, DOCUMENT_MESSAGES.noClients],
      // A client of the practice that is not connected to Priya, and a client of another practice.
      [p.tokens.priya, { recipient_id: p.patsClient.id, path }, 403, DOCUMENT_MESSAGES.notConnected],
      [p.tokens.priya, { recipient_id: other.client.id, path }, 403, DOCUMENT_MESSAGES.notConnected],
      // A team member claiming to share as a client.
      [
        p.tokens.priya,
        { role: 'client', recipient_id: p.client.id, path },
        403,
        DOCUMENT_MESSAGES.roleMismatch,
      ],
      // Another practice's owner with the path it does not own.
      [other.tokens.owner, { recipient_id: other.client.id, path }, 400, DOCUMENT_MESSAGES.notYourFile],
    ];
    for (const [token, body, status, msg] of refusals) {
      const answer = await share(token, body);
      expect(answer.json(), JSON.stringify(body)).toEqual({ msg });
      expect(answer.statusCode).toBe(status);
    }
    expect(await everything()).toEqual(before);
  });

  it('lets an owner share with any client of its practice', async () => {
    const p = await practice();
    const path = await uploaded(p.tokens.owner);
    expect((await share(p.tokens.owner, { recipient_id: p.patsClient.id, path })).json()).toEqual({
      msg: DOCUMENT_MESSAGES.shared,
    });
  });

  it('is an ADVANCED feature of the practice: no plan, a basic plan and a lapsed one are refused with their messages', async () => {
    for (const [plan, providerMsg, clientMsg] of [
      [null, DOCUMENT_MESSAGES.providerNoPlan, DOCUMENT_MESSAGES.clientNoPlan],
      ['month_individual_basic', PLAN_GATE_MESSAGES.documentSharing, PLAN_GATE_MESSAGES.documentSharing],
    ] as const) {
      const p = await practice(plan);
      const path = await uploaded(p.tokens.priya);
      const clientPath = await uploaded(p.tokens.client);
      const before = await everything();
      expect((await share(p.tokens.priya, { recipient_id: p.client.id, path })).json()).toEqual({
        msg: providerMsg,
      });
      expect((await share(p.tokens.client, { recipient_id: p.priya.id, path: clientPath })).json()).toEqual({
        msg: clientMsg,
      });
      expect(await everything()).toEqual(before);
    }
    const lapsed = await practice('month_individual_plus');
    await t.deps.db.sequelize.query(
      "UPDATE practices SET plan_string = NULL, subscription_status = 'past_due' WHERE id = :id",
      { replacements: { id: lapsed.owner.practiceId } },
    );
    const path = await uploaded(lapsed.tokens.priya);
    expect((await share(lapsed.tokens.priya, { recipient_id: lapsed.client.id, path })).json()).toEqual({
      msg: PLAN_GATE_MESSAGES.lapsed,
    });
  });

  it('follows the practice the two meet in: a client connected in two practices shares under each one’s plan', async () => {
    const rich = await practice('month_team_ultimate');
    const poor = await seedProvider(t.deps.db, { planString: 'month_individual_basic' });
    await linkClientToProvider(t.deps.db, {
      clientId: rich.client.id,
      providerId: poor.id,
      practiceId: poor.practiceId,
      now: new Date('2026-11-20T09:00:00Z'),
    });
    const path = await uploaded(rich.tokens.client);
    expect((await share(rich.tokens.client, { recipient_id: rich.priya.id, path })).json()).toEqual({
      msg: DOCUMENT_MESSAGES.shared,
    });
    expect((await share(rich.tokens.client, { recipient_id: poor.id, path })).json()).toEqual({
      msg: PLAN_GATE_MESSAGES.documentSharing,
    });
  });
});

describe('who reads a shared document', () => {
  it('the sender, the recipient and the practice’s owners download it; everyone else hears there is no such file', async () => {
    const p = await practice();
    const other = await practice();
    const bytes = pdfBytes('Release of information');
    const path = await uploaded(p.tokens.priya, bytes);
    await t.post('documents/share-with', { recipient_id: p.client.id, path }, p.tokens.priya);
    for (const [who, token] of [
      ['sender', p.tokens.priya],
      ['recipient', p.tokens.client],
      ['owner', p.tokens.owner],
    ] as const) {
      const file = await download(path, token);
      expect(file.statusCode, who).toBe(200);
      expect(file.rawPayload.equals(bytes), who).toBe(true);
    }
    for (const [who, token] of [
      ['another provider', p.tokens.pat],
      ['office staff', p.tokens.admin],
      ['another client', p.tokens.patsClient],
      ['another practice', other.tokens.owner],
      ['another practice’s client', other.tokens.client],
      ['nobody', undefined],
    ] as const) {
      const file = await download(path, token);
      expect(file.statusCode, who).toBe(404);
      expect(file.body).not.toContain('Release');
    }
  });

  it('logs each team download in the audit log under the client, and not the client’s own (ADR 0049)', async () => {
    const p = await practice();
    const path = await uploaded(p.tokens.priya);
    await t.post('documents/share-with', { recipient_id: p.client.id, path }, p.tokens.priya);
    const fileId = path.split('/')[3]!;
    for (const token of [p.tokens.priya, p.tokens.owner, p.tokens.client])
      expect((await download(path, token)).statusCode).toBe(200);
    const [entries] = await t.deps.db.sequelize.query(
      `SELECT actor_id, client_id, practice_id FROM audit_entries
        WHERE action = 'document.read' AND subject_type = 'document' AND subject_id = :fileId ORDER BY id`,
      { replacements: { fileId } },
    );
    expect(entries).toEqual([
      { actor_id: p.priya.id, client_id: p.client.id, practice_id: p.owner.practiceId },
      { actor_id: p.owner.id, client_id: p.client.id, practice_id: p.owner.practiceId },
    ]);
  });

  it('a provider connected to the same client does not read what another provider shared with it', async () => {
    const p = await practice();
    await linkClientToProvider(t.deps.db, {
      clientId: p.client.id,
      providerId: p.pat.id,
      practiceId: p.owner.practiceId,
      now: new Date('2026-11-20T09:00:00Z'),
    });
    const path = await uploaded(p.tokens.priya);
    await t.post('documents/share-with', { recipient_id: p.client.id, path }, p.tokens.priya);
    expect((await download(path, p.tokens.pat)).statusCode).toBe(404);
    const lists = await t.post('documents/all-document', {}, p.tokens.pat);
    expect(lists.json().results).toEqual([]);
  });
});

describe('the document lists', () => {
  async function exchanged() {
    const p = await practice();
    const toClient = await uploaded(p.tokens.priya, pdfBytes(), 'Worksheet.pdf');
    await t.post('documents/share-with', { recipient_id: p.client.id, path: toClient }, p.tokens.priya);
    t.clock.advance(60_000);
    const toPriya = await uploaded(p.tokens.client, docxBytes(), 'Homework.docx');
    await t.post(
      'documents/share-with',
      { role: 'client', recipient_id: p.priya.id, path: toPriya, filename: 'Homework.docx' },
      p.tokens.client,
    );
    return { p, toClient, toPriya };
  }

  const names = (answer: { json(): { results: Array<{ filename: string }> } }) =>
    answer.json().results.map((row) => row.filename);

  it('answers the bodiless GETs the original apps send with the caller’s own documents and the people looked up', async () => {
    const { p, toClient } = await exchanged();
    const get = (route: string, token: string) =>
      t.inject({
        method: 'GET',
        url: `/api/documents/${route}`,
        headers: { authorization: `Bearer ${token}` },
      });

    // The client app: "Shared with me" from the sender list, "Owned by me" from the recipient list.
    const received = await get('document-client-sender', p.tokens.client);
    expect(received.statusCode).toBe(200);
    expect(received.json().msg).toBe(DOCUMENT_MESSAGES.senderList);
    const [row] = received.json().results;
    expect(row).toMatchObject({
      role: 'provider',
      sender_id: p.priya.id,
      recipient_id: p.client.id,
      path: toClient,
      filename: 'Worksheet.pdf',
      sender: [{ _id: p.priya.id, name: 'Priya Provider', email: p.priya.email, photo: '' }],
      recipient: [{ _id: p.client.id, name: 'Casey Client' }],
    });
    expect(new Date(row.shared_date).toISOString()).toBe(row.shared_date);
    expect(names(await get('document-client-recipient', p.tokens.client))).toEqual(['Homework.docx']);

    // The provider app.
    const providerReceived = await get('document-provider-sender', p.tokens.priya);
    expect(providerReceived.json().msg).toBe(DOCUMENT_MESSAGES.providerSenderList);
    expect(names(providerReceived)).toEqual(['Homework.docx']);
    const sent = await get('document-provider-recipient', p.tokens.priya);
    expect(sent.json().msg).toBe(DOCUMENT_MESSAGES.recipientList);
    expect(names(sent)).toEqual(['Worksheet.pdf']);

    // Both directions, newest first.
    const all = await t.post('documents/all-document', {}, p.tokens.priya);
    expect(all.json().msg).toBe(DOCUMENT_MESSAGES.list);
    expect(names(all)).toEqual(['Homework.docx', 'Worksheet.pdf']);
    expect(names(await t.post('documents/shared-with-me', { id: p.client.id }, p.tokens.client))).toEqual([
      'Worksheet.pdf',
    ]);
  });

  it('shows nobody else’s documents: other people’s lists are empty, and naming someone else is refused', async () => {
    const { p } = await exchanged();
    const other = await practice();
    for (const token of [p.tokens.pat, p.tokens.admin, p.tokens.patsClient, other.tokens.owner]) {
      for (const route of [
        'all-document',
        'document-provider-sender',
        'document-client-sender',
        'shared-with-me',
      ])
        expect((await t.post(`documents/${route}`, {}, token)).json().results, route).toEqual([]);
    }
    const named = await t.post('documents/document-client-sender', { id: p.client.id }, p.tokens.patsClient);
    expect(named.statusCode).toBe(403);
    expect((await t.post('documents/shared-with-me', { id: p.client.id }, p.tokens.pat)).statusCode).toBe(
      403,
    );
  });

  it('get-document-one: what a provider and a client exchanged, for the two and the practice’s owners', async () => {
    const { p } = await exchanged();
    const pair = { provider_id: p.priya.id, client_id: p.client.id };
    for (const token of [p.tokens.priya, p.tokens.client, p.tokens.owner]) {
      const answer = await t.post('documents/get-document-one', pair, token);
      expect(answer.json().msg).toBe(DOCUMENT_MESSAGES.recipientList);
      expect(names(answer)).toEqual(['Homework.docx', 'Worksheet.pdf']);
    }
    const other = await practice();
    for (const token of [p.tokens.pat, p.tokens.admin, p.tokens.patsClient, other.tokens.owner])
      expect((await t.post('documents/get-document-one', pair, token)).statusCode).toBe(403);
  });

  it('shows a person whose account is gone as no one (the screens say "Deleted Client")', async () => {
    const { p } = await exchanged();
    await t.deps.db.sequelize.query('UPDATE users SET deleted_at = NOW(3) WHERE id = :id', {
      replacements: { id: p.client.id },
    });
    const sent = await t.post('documents/document-provider-recipient', {}, p.tokens.priya);
    expect(sent.json().results[0].recipient).toEqual([]);
  });
});

describe('the shared templates (/api/help)', () => {
  it('serves every template to the team as a download, and to nobody else', async () => {
    const p = await practice();
    for (const template of DOCUMENT_TEMPLATES) {
      const file = await download(`/api/help/${template.file}`, p.tokens.admin);
      expect(file.statusCode, template.file).toBe(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${template.file}"`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.body).toContain(template.title.split(' ').at(-1)!.toUpperCase());
    }
    const pdf = await download('/api/help/1-intake-form.pdf', p.tokens.priya);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const token of [p.tokens.client, undefined])
      expect((await download('/api/help/1-intake-form.pdf', token)).statusCode).toBe(404);
    expect((await download('/api/help/..%2Fpackage.json', p.tokens.owner)).statusCode).toBe(404);
  });
});
