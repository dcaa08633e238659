import { IMAGE_MESSAGES } from '@tele/contract/messages';

/**
 * The square crop of a profile picture, as pure arithmetic (spec part 2, sections 5 and 9: pictures are cropped
 * square and resized to 120 px (the photo) and 150 px (the background), png or jpeg, 2 MB at most). The crop is
 * a square inside the image: its side is the image's shorter side divided by the zoom, its centre a point of
 * the image kept so that the square never leaves it. Keyboard and buttons change it by steps (cropStep).
 */

export type PictureKind = 'photo' | 'background';

/** The side of the stored square, in pixels. */
export const PICTURE_SIZES: Record<PictureKind, number> = { photo: 120, background: 150 };

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
/** What the file input offers (the spec's .png, .jpeg and .jpg). */
export const PICTURE_ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

export const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;
/** A move is a tenth of the crop's side. */
const MOVE_FRACTION = 0.1;

export type ImageSize = { width: number; height: number };
/** The crop: its zoom (1 = the largest square) and its centre in image pixels. */
export type Crop = { zoom: number; centerX: number; centerY: number };
/** The square of the image to draw: its top-left corner and side, in image pixels. */
export type SourceSquare = { x: number; y: number; side: number };

/** Why a chosen file cannot be a picture (the spec's messages), or null when it can. */
export function checkPictureFile(file: { type: string; size: number; name?: string }): string | null {
  const byName = /\.(png|jpe?g)$/i.test(file.name ?? '');
  const byType = (PICTURE_TYPES as readonly string[]).includes(file.type);
  if (!byType && !(file.type === '' && byName)) return IMAGE_MESSAGES.badType;
  if (file.size > MAX_PICTURE_BYTES) return IMAGE_MESSAGES.tooLarge;
  if (file.size === 0) return IMAGE_MESSAGES.noFile;
  return null;
}

/** The largest square, in the middle: where a crop starts. */
export function initialCrop(image: ImageSize): Crop {
  return { zoom: 1, centerX: image.width / 2, centerY: image.height / 2 };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The crop kept inside the image: zoom from 1 to MAX_ZOOM, the centre where the square still fits. */
export function clampCrop(image: ImageSize, crop: Crop): Crop {
  const zoom = clamp(Number.isFinite(crop.zoom) ? crop.zoom : 1, 1, MAX_ZOOM);
  const half = Math.min(image.width, image.height) / zoom / 2;
  return {
    zoom,
    centerX: clamp(crop.centerX, half, image.width - half),
    centerY: clamp(crop.centerY, half, image.height - half),
  };
}

/** The square of the image a crop takes, in whole pixels, inside the image. */
export function sourceSquare(image: ImageSize, crop: Crop): SourceSquare {
  const { zoom, centerX, centerY } = clampCrop(image, crop);
  const side = Math.max(1, Math.floor(Math.min(image.width, image.height) / zoom));
  const x = clamp(Math.round(centerX - side / 2), 0, image.width - side);
  const y = clamp(Math.round(centerY - side / 2), 0, image.height - side);
  return { x, y, side };
}

export type CropMove = 'left' | 'right' | 'up' | 'down' | 'zoomIn' | 'zoomOut' | 'reset';

/** The keys the crop area answers, and what each does (arrows move, + and - zoom, 0 starts again). */
export const CROP_KEYS: Readonly<Record<string, CropMove>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  _: 'zoomOut',
  '0': 'reset',
  Home: 'reset',
};

/** One step of a crop (a key or a button): the result is always inside the image. */
export function cropStep(image: ImageSize, crop: Crop, move: CropMove): Crop {
  const side = Math.min(image.width, image.height) / clampCrop(image, crop).zoom;
  const step = side * MOVE_FRACTION;
  switch (move) {
    case 'left':
      return clampCrop(image, { ...crop, centerX: crop.centerX - step });
    case 'right':
      return clampCrop(image, { ...crop, centerX: crop.centerX + step });
    case 'up':
      return clampCrop(image, { ...crop, centerY: crop.centerY - step });
    case 'down':
      return clampCrop(image, { ...crop, centerY: crop.centerY + step });
    case 'zoomIn':
      return clampCrop(image, { ...crop, zoom: crop.zoom * ZOOM_STEP });
    case 'zoomOut':
      return clampCrop(image, { ...crop, zoom: crop.zoom / ZOOM_STEP });
    case 'reset':
      return initialCrop(image);
    default: {
      const unknown: never = move;
      return unknown;
    }
  }
}

/** Where the crop square sits over the whole image, in percent of its width and height (the preview frame). */
export function cropFrame(
  image: ImageSize,
  crop: Crop,
): { left: number; top: number; width: number; height: number } {
  const { x, y, side } = sourceSquare(image, crop);
  return {
    left: (x / image.width) * 100,
    top: (y / image.height) * 100,
    width: (side / image.width) * 100,
    height: (side / image.height) * 100,
  };
}
