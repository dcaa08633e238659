import { z } from 'zod';
import { IMAGE_MESSAGES } from '@tele/contract/messages';
import { shapeOf, uploadToApi } from '#app/services/api.server.ts';
import { ImageFileField } from '#app/utils/form-fields.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';

/**
 * What an uploaded image is for: a person's photo or background, or an image in a private note or an article
 * (the API keeps them apart).
 */
export type ImagePurpose = 'photo' | 'background' | 'note-image' | 'article-image';

export type UploadedImage =
  | {
      ok: true;
      /** The stored image's path as the API answers it (`/api/files/{id}`): what a profile or note keeps. */
      path: string;
      /** Where the browser reads it (`/files/{id}`). */
      displayPath: string;
    }
  | { ok: false; msg: string; status: number };

const UNSTORED = 'The image could not be stored. Please try again.';

/**
 * Uploads an image (png or jpeg, at most 2 MB; the API sniffs, cleans and keeps it) through
 * documents/image-upload: a photo of `ownerId` (a client of the practice, or the caller), or an image for a
 * private note (the caller's own).
 */
export async function uploadImage(
  request: Request,
  { file, purpose, ownerId }: { file: File; purpose: ImagePurpose; ownerId?: string },
): Promise<UploadedImage> {
  const result = await uploadToApi(request, 'documents/image-upload', file, {
    purpose,
    ...(ownerId ? { user_id: ownerId } : {}),
  });
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  const path = typeof result.results === 'string' ? result.results : '';
  const displayPath = displayPathOf(path);
  if (!displayPath) {
    console.error(`[images] image-upload answered without a stored path: ${shapeOf(result.results)}`);
    return { ok: false, msg: UNSTORED, status: 502 };
  }
  return { ok: true, path, displayPath };
}

const EditorImageSchema = z.object({ image: ImageFileField });

/**
 * A rich-text editor's image upload (a private note's, an article's): one png or jpeg of at most 2 MB (the
 * editor checks first; this checks again, as the API does), kept for `purpose`. Answers `{path}`, where the
 * browser reads it, or `{msg}`. The caller has checked who is signed in.
 */
export async function answerEditorImageUpload(
  request: Request,
  purpose: 'note-image' | 'article-image',
): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ msg: 'Please send an image.' }, { status: 405 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ msg: IMAGE_MESSAGES.noFile }, { status: 400 });
  }
  const parsed = EditorImageSchema.safeParse({ image: form.get('image') ?? undefined });
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message;
    const isFile = form.get('image') instanceof File;
    return Response.json({ msg: isFile && msg ? msg : IMAGE_MESSAGES.noFile }, { status: 400 });
  }
  const uploaded = await uploadImage(request, { file: parsed.data.image, purpose });
  if (!uploaded.ok) return Response.json({ msg: uploaded.msg }, { status: uploaded.status });
  return Response.json({ path: uploaded.displayPath });
}
