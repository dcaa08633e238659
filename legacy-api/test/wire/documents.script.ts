import sharp from 'sharp';
import { docxBytes, pdfBytes } from '../support/documents.js';
import { castFor, type Conversation } from './conversation.js';

/**
 * The documents group: uploading an image (photos and note images), and reading it back (files); uploading,
 * sharing, listing and downloading documents (ADR 0041).
 */
export async function documentsScript(c: Conversation): Promise<void> {
  const { people } = await castFor(c, { planString: 'month_team_ultimate' });
  const picture = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const png = { name: 'chart.png', type: 'image/png', bytes: picture };

  await c.call('nobody', 'documents/image-upload', {}, { file: png });
  await c.call('owner', 'documents/image-upload', {});
  await c.call(
    'owner',
    'documents/image-upload',
    {},
    { file: { ...png, bytes: Buffer.from('not an image') } },
  );
  const noteImage = await c.call('owner', 'documents/image-upload', { purpose: 'note-image' }, { file: png });
  const clientPhoto = await c.call(
    'owner',
    'documents/image-upload',
    { purpose: 'photo', user_id: people.client! },
    { file: png },
  );
  await c.call(
    'other practice',
    'documents/image-upload',
    { purpose: 'photo', user_id: people.client! },
    { file: png },
  );
  await c.call('client', 'documents/image-upload', { purpose: 'note-image' }, { file: png });

  const pathOf = (response: Awaited<ReturnType<Conversation['call']>>) =>
    (response.json() as { results: string }).results;
  await c.call('owner', pathOf(noteImage), undefined, { method: 'GET' });
  await c.call('administrator', pathOf(noteImage), undefined, { method: 'GET' });
  await c.call('client', pathOf(clientPhoto), undefined, { method: 'GET' });
  await c.call('other practice', pathOf(clientPhoto), undefined, { method: 'GET' });
  await c.call('nobody', '/api/files/000000000000000000000000', undefined, { method: 'GET' });

  await documentsExchange(c, people);
}

/** Documents between the owner and its client, as the original apps send the calls. */
async function documentsExchange(c: Conversation, people: Record<string, string>): Promise<void> {
  const pathOf = (response: Awaited<ReturnType<Conversation['call']>>) =>
    (response.json() as { results: string }).results;
  const pdf = { name: 'Intake Form.pdf', type: 'application/pdf', bytes: pdfBytes('Intake form') };
  const docx = {
    name: 'homework.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: docxBytes('My homework'),
  };
  await c.call('nobody', 'documents/upload', {}, { file: pdf });
  await c.call('owner', 'documents/upload', {});
  const page = Buffer.from('<html><script>alert(1)</script></html>');
  await c.call('owner', 'documents/upload', {}, { file: { ...pdf, bytes: page } });
  await c.call(
    'client',
    'documents/file-upload',
    {},
    { file: { name: 'x.svg', type: 'image/svg', bytes: Buffer.from('<svg><script>1</script></svg>') } },
  );
  const intake = pathOf(await c.call('owner', 'documents/upload', {}, { file: pdf }));
  const homework = pathOf(await c.call('client', 'documents/file-upload', {}, { file: docx }));

  const share = {
    role: 'provider',
    sender_id: people.owner!,
    recipient_id: people.client!,
    path: intake,
    filename: 'Intake Form.pdf',
  };
  await c.call('owner', 'documents/share-with', share);
  await c.call('owner', 'documents/share-with', share);
  await c.call('provider', 'documents/share-with', { ...share, sender_id: people.provider! });
  // Pat's own upload, to a client Pat is not connected to.
  const patsFile = pathOf(await c.call('provider', 'documents/upload', {}, { file: pdf }));
  await c.call('provider', 'documents/share-with', {
    role: 'provider',
    recipient_id: people.client!,
    path: patsFile,
  });
  await c.call('client', 'documents/share-with', {
    role: 'client',
    sender_id: people.client!,
    recipient_id: people.owner!,
    path: homework,
    filename: 'homework.docx',
  });
  // Sid's own upload, to a provider Sid is not connected to.
  const sidsFile = pathOf(await c.call('second client', 'documents/upload', {}, { file: docx }));
  await c.call('second client', 'documents/share-with', {
    role: 'client',
    recipient_id: people.owner!,
    path: sidsFile,
  });

  for (const route of ['document-client-sender', 'document-client-recipient'])
    await c.call('client', `/api/api/documents/${route}`, undefined, { method: 'GET' });
  for (const route of ['document-provider-sender', 'document-provider-recipient'])
    await c.call('owner', `/api/api/documents/${route}`, undefined, { method: 'GET' });
  await c.call('owner', 'documents/all-document', {});
  await c.call('administrator', 'documents/all-document', {});
  await c.call('client', 'documents/shared-with-me', { id: people.client! });
  await c.call('second client', 'documents/shared-with-me', { id: people.client! });
  const pair = { provider_id: people.owner!, client_id: people.client! };
  await c.call('team owner', 'documents/get-document-one', pair);
  await c.call('provider', 'documents/get-document-one', pair);

  await c.call('client', intake, undefined, { method: 'GET' });
  await c.call('owner', homework, undefined, { method: 'GET' });
  await c.call('administrator', intake, undefined, { method: 'GET' });
  await c.call('other practice', intake, undefined, { method: 'GET' });
}
