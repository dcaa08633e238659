import sharp from 'sharp';
import { AppError, refuse } from '#api/errors/app-error.js';
import { IMAGE_MESSAGES } from '@tele/contract/messages';

/** The spec's image limit (part 2, section 9): 2 MB, i.e. 2,097,152 bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Images are never stored larger than this on their longer side (a phone photo in a note stays readable). */
const MAX_EDGE_PX = 2048;

export interface CleanImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** What the first bytes say a file is: only PNG and JPEG are images here, whatever the name or type claimed. */
function sniffImage(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * An uploaded image made safe to keep and show: sniffed from its bytes (PNG or JPEG only), decoded and
 * encoded again (so nothing but pixels survives: no metadata such as a phone's GPS position, no trailing
 * payload), turned upright and bounded in size. Anything else is refused with the spec's messages.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_MESSAGES.tooLarge);
  const format = sniffImage(bytes);
  if (!format) refuse(IMAGE_MESSAGES.badType);
  try {
    const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: format === 'png' ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    // Bytes that start like an image but do not decode as one.
    refuse(IMAGE_MESSAGES.badType);
  }
}

/** The bytes of a `data:image/...;base64,` URL (how the original apps send photos), or null when it is not one. */
export function bytesOfDataUrl(value: string): Buffer | null {
  const match = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  return match ? Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64') : null;
}
