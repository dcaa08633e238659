import sharp from 'sharp';
import { castFor, type Conversation } from './conversation.js';

/** The documents group: uploading an image (photos and note images), and reading it back (files). */
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
}
