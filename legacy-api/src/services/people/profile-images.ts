import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { FilePurpose } from '@tele/data/repositories/stored-files';
import { bytesOfDataUrl } from '#api/services/files/images.js';
import { isOwnFile, storeImage } from '#api/services/files/stored-files.js';
import { IMAGE_MESSAGES } from '@tele/contract/messages';

/**
 * A profile picture field (`photo`, `bgPhoto`) as it arrives: undefined when not sent, '' to remove the
 * picture, the path `documents/image-upload` answered (it must be one of this person's pictures of that kind),
 * or a legacy `data:image/...;base64,` URL, which is cleaned and stored like an upload (2 MB, PNG or JPEG,
 * re-encoded: services/files/images.ts). The stored value is always a path of ours, never the image itself.
 */
export async function readProfileImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  input: {
    value: string | undefined;
    /** What the profile holds now: sent back unchanged, it is kept as it is. */
    current: string | null;
    ownerId: string;
    practiceId: string;
    purpose: FilePurpose;
    now: Date;
  },
): Promise<string | null | undefined> {
  const value = input.value?.trim();
  if (value === undefined || value === input.current) return undefined;
  if (value === '') return null;
  const bytes = bytesOfDataUrl(value);
  if (bytes)
    return storeImage(deps, {
      ownerId: input.ownerId,
      practiceId: input.practiceId,
      purpose: input.purpose,
      bytes,
      now: input.now,
    });
  if (!(await isOwnFile(deps, value, { ownerId: input.ownerId, purpose: input.purpose })))
    refuse(IMAGE_MESSAGES.noFile);
  return value;
}
