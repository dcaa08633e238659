import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { IMAGE_MESSAGES } from '@tele/contract/messages';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';

// Uploaded images (issue 24): cleaned on arrival, kept privately, read only by whom they concern (ADR 0027).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}

/** A multipart upload as a browser sends it (the original apps' field `selectedFile`). */
function upload(
  token: string,
  file: { bytes: Buffer; name?: string; type?: string },
  fields: Record<string, string> = {},
) {
  const boundary = '----teletherapist-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="selectedFile"; filename="${file.name ?? 'photo.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.inject({
    method: 'POST',
    url: '/api/api/documents/image-upload',
    payload: Buffer.concat(parts),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

const read = (path: string, token?: string) =>
  t.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });

const storedCount = async () =>
  Number(
    (
      await t.deps.db.sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM stored_files', {
        type: QueryTypes.SELECT,
      })
    )[0]!.n,
  );

async function practice() {
  const owner = await seedProvider(t.deps.db, { planString: 'month_team_ultimate' });
  const provider = await seedProvider(t.deps.db, { practiceId: owner.practiceId, teamRole: 'provider' });
  const administrator = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'administrator',
  });
  const client = await seedClient(t.deps.db, {
    practiceId: owner.practiceId,
    providerId: owner.id,
    password: 'client password 123',
  });
  return {
    owner,
    ownerToken: await logInAs(t, owner),
    providerToken: await logInAs(t, provider),
    administratorToken: await logInAs(t, administrator),
    client,
    clientToken: await logInAsClient(t, { email: client.email, password: 'client password 123' }),
  };
}

describe('documents/image-upload', () => {
  it('keeps a cleaned PNG and answers the path it is read at', async () => {
    const p = await practice();
    const answer = await upload(p.providerToken, { bytes: await png() }, { purpose: 'note-image' });
    expect(answer.statusCode, answer.body).toBe(200);
    const path = answer.json().results as string;
    expect(path).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    const file = await read(path, p.providerToken);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(40);
  });

  it('strips what a camera writes into a JPEG (a position, a maker) and keeps the pixels', async () => {
    const p = await practice();
    const withExif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'GPS 51.5,-0.12' } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('SecretPhone'))).toBe(true);
    const answer = await upload(p.clientToken, { bytes: withExif, name: 'me.jpg', type: 'image/jpeg' });
    expect(answer.statusCode, answer.body).toBe(200);
    const file = await read(answer.json().results as string, p.clientToken);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not a PNG or JPEG by its bytes, a lying image and a file over 2 MB, keeping nothing', async () => {
    const p = await practice();
    const before = await storedCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: Array<[Buffer, string, number, string]> = [
      [html, 'x.png', 400, IMAGE_MESSAGES.badType],
      [Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), html]), 'x.png', 400, IMAGE_MESSAGES.badType],
      [Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 413, IMAGE_MESSAGES.tooLarge],
    ];
    for (const [bytes, name, status, msg] of cases) {
      const answer = await upload(p.ownerToken, { bytes, name });
      expect(answer.statusCode, name).toBe(status);
      expect(answer.json()).toEqual({ msg });
    }
    const empty = await t.post('documents/image-upload', {}, p.ownerToken);
    expect(empty.json()).toEqual({ msg: IMAGE_MESSAGES.noFile });
    expect(await storedCount()).toBe(before);
  });
});

describe('/api/files/:id', () => {
  it("shows a client's photo to the client and its practice's team only", async () => {
    const p = await practice();
    const answer = await upload(
      p.ownerToken,
      { bytes: await png() },
      { purpose: 'photo', user_id: p.client.id },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const path = answer.json().results as string;
    const stranger = await seedProvider(t.deps.db);
    const strangerToken = await logInAs(t, stranger);
    expect((await read(path, p.clientToken)).statusCode).toBe(200);
    expect((await read(path, p.providerToken)).statusCode).toBe(200);
    for (const token of [undefined, strangerToken]) {
      const refused = await read(path, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ msg: 'There is no such file.' });
    }
  });

  it("shows a provider's photo to anyone (the directory and the waiting room show it)", async () => {
    const p = await practice();
    const path = (await upload(p.providerToken, { bytes: await png() }, { purpose: 'photo' })).json().results;
    expect((await read(path as string)).statusCode).toBe(200);
  });

  it("shows a note's image to the provider who wrote it and the practice's owners, not to an administrator", async () => {
    const p = await practice();
    const path = (await upload(p.providerToken, { bytes: await png() }, { purpose: 'note-image' })).json()
      .results as string;
    expect((await read(path, p.providerToken)).statusCode).toBe(200);
    expect((await read(path, p.ownerToken)).statusCode).toBe(200);
    expect((await read(path, p.administratorToken)).statusCode).toBe(404);
    expect((await read(path, p.clientToken)).statusCode).toBe(404);
  });

  it("refuses a photo of another practice's client, and a note image from a client", async () => {
    const p = await practice();
    const other = await practice();
    const before = await storedCount();
    const foreign = await upload(
      p.ownerToken,
      { bytes: await png() },
      { purpose: 'photo', user_id: other.client.id },
    );
    expect(foreign.statusCode).toBe(403);
    const byClient = await upload(p.clientToken, { bytes: await png() }, { purpose: 'note-image' });
    expect(byClient.statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
    expect((await read('/api/files/not-an-id')).statusCode).toBe(404);
  });
});
