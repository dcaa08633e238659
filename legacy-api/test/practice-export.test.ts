import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { PRACTICE_EXPORT_MESSAGES } from '@tele/contract/messages';
import { newId } from '@tele/data/ids';
import { AUTH_MESSAGES } from '#api/http/callers.js';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';

// The owner's practice export (issue 29, ADR 0048): a zip of the practice's records as CSV and its documents'
// files, for its owners only, once a minute, with nothing of another practice in it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'client password 123';
const AT = '2026-11-20 09:00:00.000';

async function insert(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  await t.deps.db.sequelize.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `:${c}`).join(', ')})`,
    { replacements: row },
  );
}

/** A practice whose every record names it (`marker`), with one of each kind the export holds. */
async function practice(marker: string) {
  const owner = await seedProvider(t.deps.db, { name: `${marker} Owner`, planString: 'month_ultimate' });
  const admin = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'administrator',
    name: `${marker} Admin`,
  });
  const provider = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'provider',
    name: `${marker} Provider`,
  });
  const client = await seedClient(t.deps.db, {
    practiceId: owner.practiceId,
    providerId: provider.id,
    name: `+${marker} Client`,
    password: PASSWORD,
  });
  const practiceId = owner.practiceId;
  const appointmentId = newId();
  await insert('appointments', {
    id: appointmentId,
    practice_id: practiceId,
    provider_id: provider.id,
    title: `${marker} session`,
    notes: `${marker} session note`,
    start_time: AT,
    end_time: AT,
    state: 2,
    requested_date: AT,
    payment: 120,
  });
  await insert('appointment_invitees', {
    appointment_id: appointmentId,
    client_id: client.id,
    practice_id: practiceId,
  });
  await insert('private_notes', {
    id: newId(),
    practice_id: practiceId,
    provider_id: provider.id,
    client_id: client.id,
    notes: `<p>${marker} private note, "quoted", with a comma</p>`,
    created_at: AT,
    updated_at: AT,
  });
  await insert('messages', {
    id: newId(),
    practice_id: practiceId,
    provider_id: provider.id,
    client_id: client.id,
    sender_id: client.id,
    recipient_id: provider.id,
    message: `=HYPERLINK("http://evil.test/${marker}")`,
    created_at: AT,
  });
  await insert('invoice_payments', {
    id: newId(),
    practice_id: practiceId,
    appointment_id: appointmentId,
    provider_id: provider.id,
    client_id: client.id,
    amount_cents: 12000,
    status: 'succeeded',
    idempotency_key: `${marker}-${randomBytes(4).toString('hex')}`,
    destination_account_id: `acct_${marker}`,
    created_at: AT,
    updated_at: AT,
  });
  // A document the client uploaded and shared with the provider.
  const storedFileId = newId();
  const key = randomBytes(16).toString('hex');
  const bytes = Buffer.from(`%PDF-1.4 ${marker} intake form ${randomBytes(8).toString('hex')}`);
  await t.deps.files.put(key, bytes);
  await insert('stored_files', {
    id: storedFileId,
    storage_key: key,
    practice_id: practiceId,
    owner_id: client.id,
    purpose: 'document',
    file_name: `123e4567-e89b-12d3-a456-426614174000-${marker} intake.pdf`,
    content_type: 'application/pdf',
    size: bytes.length,
    created_at: AT,
  });
  await insert('documents', {
    id: newId(),
    practice_id: practiceId,
    sender_id: client.id,
    sender_role: 'client',
    recipient_id: provider.id,
    stored_file_id: storedFileId,
    filename: `${marker} intake.pdf`,
    shared_date: AT,
  });
  return {
    owner,
    client,
    storedFileId,
    bytes,
    ids: [owner.id, admin.id, provider.id, client.id, appointmentId, storedFileId, practiceId],
    tokens: {
      owner: await logInAs(t, owner),
      admin: await logInAs(t, admin),
      provider: await logInAs(t, provider),
      client: await logInAsClient(t, { email: client.email, password: PASSWORD }),
    },
  };
}

/** Every entry of a zip, by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

const exportAs = (token?: string) => t.post('users/export-practice', {}, token);

describe('users/export-practice', () => {
  it("gives the owner the practice's records as CSV files and its documents, and nothing of another practice", async () => {
    const alpha = await practice('Alpha');
    const bravo = await practice('Bravo');

    const answer = await exportAs(alpha.tokens.owner);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="practice-export.zip"');
    expect(answer.headers['cache-control']).toBe('no-store');

    const entries = await unzip(answer.rawPayload);
    const documentName = [...entries.keys()].find((name) => name.startsWith('documents/'));
    expect([...entries.keys()]).toEqual([
      'clients.csv',
      'appointments.csv',
      'private_notes.csv',
      'messages.csv',
      'invoices.csv',
      'documents.csv',
      `documents/${alpha.storedFileId}-Alpha intake.pdf`,
    ]);
    expect(entries.get(documentName!)!.equals(alpha.bytes)).toBe(true);

    const text = (name: string) => entries.get(name)!.toString('utf8');
    expect(text('clients.csv')).toMatch(/^\uFEFFid,name,email,phone,time_zone,created_at,deleted_at\r\n/);
    // A cell a spreadsheet would run as a formula starts with an apostrophe.
    expect(text('clients.csv')).toContain(`,'+Alpha Client,${alpha.client.email},`);
    expect(text('messages.csv')).toContain(`"'=HYPERLINK(""http://evil.test/Alpha"")"`);
    expect(text('private_notes.csv')).toContain('"<p>Alpha private note, ""quoted"", with a comma</p>"');
    expect(text('appointments.csv')).toContain('Alpha session note');
    expect(text('appointments.csv')).toContain(',Alpha Provider,');
    expect(text('invoices.csv')).toContain(',12000,usd,succeeded,');
    expect(text('documents.csv')).toContain(
      `,Alpha intake.pdf,2026-11-20T09:00:00.000Z,,${documentName}\r\n`,
    );
    for (const name of entries.keys())
      if (name.endsWith('.csv')) expect(text(name).split('\r\n').length, name).toBe(3);

    // Nothing of the other practice: no name, no id, no file.
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain('Bravo');
    for (const id of bravo.ids) expect(everything).not.toContain(id);
    expect(everything).not.toContain(bravo.bytes.toString('latin1'));
  });

  it('is for the owners alone: a colleague gets 400 with a message, a client 403, nobody 403', async () => {
    const p = await practice('Charlie');
    for (const token of [p.tokens.admin, p.tokens.provider]) {
      const answer = await exportAs(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ msg: PRACTICE_EXPORT_MESSAGES.ownersOnly });
    }
    const client = await exportAs(p.tokens.client);
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ msg: AUTH_MESSAGES.notForYou });
    const nobody = await exportAs();
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json()).toEqual({ msg: AUTH_MESSAGES.noSession });
    // None of those used the practice's turn.
    expect((await exportAs(p.tokens.owner)).statusCode).toBe(200);
  });

  it('answers 429 with a message and Retry-After to a second export within the minute, per practice', async () => {
    const p = await practice('Delta');
    const other = await practice('Echo');
    expect((await exportAs(p.tokens.owner)).statusCode).toBe(200);
    const again = await exportAs(p.tokens.owner);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ msg: PRACTICE_EXPORT_MESSAGES.tooSoon });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await exportAs(other.tokens.owner)).statusCode).toBe(200);
  });

  it('ends a download whose file cannot be read as failed, and the API goes on serving', async () => {
    const p = await practice('Foxtrot');
    const open = vi.spyOn(t.deps.files, 'open').mockRejectedValueOnce(new Error('the disk is gone'));
    const outcome = await exportAs(p.tokens.owner).then(
      (answer) => answer.rawPayload,
      (error: unknown) => error,
    );
    open.mockRestore();
    // Either the connection broke off or the archive is cut short: never a whole zip.
    if (Buffer.isBuffer(outcome)) await expect(unzip(outcome)).rejects.toThrow();
    const after = await t.post('users/get-practice', {}, p.tokens.owner);
    expect(after.statusCode).toBe(200);
  });
});
