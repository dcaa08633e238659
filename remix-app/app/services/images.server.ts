import { shapeOf, uploadToApi } from '#app/services/api.server.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';

/**
 * What an uploaded image is for: a person's photo or background, or an image in a private note (the API keeps
 * them apart).
 */
export type ImagePurpose = 'photo' | 'background' | 'note-image';

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
