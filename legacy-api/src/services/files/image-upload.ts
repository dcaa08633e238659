import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { AppError, forbid, refuse } from '#api/errors/app-error.js';
import type { FilePurpose } from '@tele/data/repositories/stored-files';
import { findPracticeClientIds } from '@tele/data/repositories/people';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { IMAGE_MESSAGES, NOTE_ACCESS_MESSAGES } from '@tele/contract/messages';
import { MAX_IMAGE_BYTES } from './images.js';
import { storeImage } from './stored-files.js';

const PURPOSES: readonly FilePurpose[] = ['photo', 'background', 'note-image', 'article-image'];
/** Pictures the team puts in its own writing: a note's, an article's (always the uploader's own). */
const TEAM_PURPOSES: readonly FilePurpose[] = ['note-image', 'article-image'];

interface UploadForm {
  bytes: Buffer | null;
  purpose: string | null;
  userId: string | null;
}

/**
 * Reads the multipart form of `image-upload`: the file in `selectedFile` (the original apps' field), and two
 * new optional fields, `purpose` (photo, background, note-image or article-image) and `user_id` (whose photo
 * it is).
 * A file past the limit is refused as soon as the limit is passed, before the rest is read.
 */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) refuse(IMAGE_MESSAGES.noFile);
  const form: UploadForm = { bytes: null, purpose: null, userId: null };
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'selectedFile') {
        part.file.resume();
        continue;
      }
      form.bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', IMAGE_MESSAGES.tooLarge);
        throw error;
      });
    } else if (part.fieldname === 'purpose' && typeof part.value === 'string') {
      form.purpose = part.value;
    } else if (part.fieldname === 'user_id' && typeof part.value === 'string') {
      form.userId = part.value;
    }
  }
  return form;
}

/**
 * `documents/image-upload`: keeps an image (png or jpeg, 2 MB at most, cleaned: services/files/images.ts) and
 * answers the path it is read at. A photo or background is of the caller, or, for a team member, of a client
 * of its practice; an image for a private note or an article is the team member's own.
 */
export async function uploadImage(deps: AppDeps, user: SessionUser, request: FastifyRequest, now: Date) {
  const form = await readForm(request);
  if (!form.bytes || form.bytes.length === 0) refuse(IMAGE_MESSAGES.noFile);
  const purpose = (form.purpose ?? (user.teamRole ? 'note-image' : 'photo')) as FilePurpose;
  if (!PURPOSES.includes(purpose)) refuse(IMAGE_MESSAGES.badType);
  const isTeamPicture = TEAM_PURPOSES.includes(purpose);
  if (isTeamPicture && user.teamRole === null) forbid();
  const ownerId = form.userId && !isTeamPicture ? form.userId : user.id;
  if (ownerId !== user.id) {
    const isPracticeClient =
      user.teamRole !== null &&
      (await findPracticeClientIds(deps.db, user.practiceId, [ownerId])).has(ownerId);
    if (!isPracticeClient) throw new AppError('forbidden', NOTE_ACCESS_MESSAGES.otherClient);
  }
  return storeImage(deps, { ownerId, practiceId: user.practiceId, purpose, bytes: form.bytes, now });
}
