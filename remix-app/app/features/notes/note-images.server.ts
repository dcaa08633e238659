import { z } from 'zod';
import { IMAGE_MESSAGES } from '@tele/contract/messages';
import { requireUser } from '#app/features/identity/index.server.ts';
import { uploadImage } from '#app/services/images.server.ts';
import { ImageFileField } from '#app/utils/form-fields.ts';

const NoteImageSchema = z.object({ image: ImageFileField });

/**
 * The note editor's image upload: one png or jpeg of at most 2 MB (the editor checks first; this checks
 * again, as the API does), kept as a note's image. Answers `{path}`, where the browser reads it, or `{msg}`.
 */
export async function uploadNoteImage(request: Request): Promise<Response> {
  await requireUser(request);
  if (request.method !== 'POST') return Response.json({ msg: 'Please send an image.' }, { status: 405 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ msg: IMAGE_MESSAGES.noFile }, { status: 400 });
  }
  const parsed = NoteImageSchema.safeParse({ image: form.get('image') ?? undefined });
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message;
    const isFile = form.get('image') instanceof File;
    return Response.json({ msg: isFile && msg ? msg : IMAGE_MESSAGES.noFile }, { status: 400 });
  }
  const uploaded = await uploadImage(request, { file: parsed.data.image, purpose: 'note-image' });
  if (!uploaded.ok) return Response.json({ msg: uploaded.msg }, { status: uploaded.status });
  return Response.json({ path: uploaded.displayPath });
}
