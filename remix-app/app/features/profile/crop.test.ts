import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  checkPictureFile,
  clampCrop,
  cropFrame,
  cropStep,
  initialCrop,
  MAX_ZOOM,
  sourceSquare,
  type CropMove,
} from './crop.ts';

const landscape = { width: 1200, height: 800 };

describe('the square crop', () => {
  test('starts as the largest square, in the middle', () => {
    expect(sourceSquare(landscape, initialCrop(landscape))).toEqual({ x: 200, y: 0, side: 800 });
    expect(sourceSquare({ width: 300, height: 500 }, initialCrop({ width: 300, height: 500 }))).toEqual({
      x: 0,
      y: 100,
      side: 300,
    });
  });

  test('zooming in takes a smaller square around the same centre; zooming out stops at the largest', () => {
    const zoomed = cropStep(landscape, initialCrop(landscape), 'zoomIn');
    expect(zoomed.zoom).toBe(1.25);
    expect(sourceSquare(landscape, zoomed)).toEqual({ x: 280, y: 80, side: 640 });
    expect(cropStep(landscape, initialCrop(landscape), 'zoomOut').zoom).toBe(1);
  });

  test('arrows move a tenth of the square, and the square stops at the edge', () => {
    const zoomed = cropStep(landscape, initialCrop(landscape), 'zoomIn');
    expect(sourceSquare(landscape, cropStep(landscape, zoomed, 'left'))).toEqual({
      x: 216,
      y: 80,
      side: 640,
    });
    expect(sourceSquare(landscape, cropStep(landscape, zoomed, 'down'))).toEqual({
      x: 280,
      y: 144,
      side: 640,
    });
    let far = zoomed;
    for (let i = 0; i < 50; i += 1) far = cropStep(landscape, far, 'right');
    expect(sourceSquare(landscape, far)).toEqual({ x: 560, y: 80, side: 640 });
    expect(cropStep(landscape, far, 'reset')).toEqual(initialCrop(landscape));
  });

  test('the frame over the preview is the square in percent of the image', () => {
    expect(cropFrame(landscape, initialCrop(landscape))).toEqual({
      left: (200 / 1200) * 100,
      top: 0,
      width: (800 / 1200) * 100,
      height: 100,
    });
  });

  test('whatever the steps, the square is whole, inside the image and at least a pixel', () => {
    const moves: CropMove[] = ['left', 'right', 'up', 'down', 'zoomIn', 'zoomOut', 'reset'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.constantFrom(...moves), { maxLength: 40 }),
        (width, height, steps) => {
          const image = { width, height };
          const crop = steps.reduce((current, move) => cropStep(image, current, move), initialCrop(image));
          const { x, y, side } = sourceSquare(image, crop);
          expect(crop.zoom).toBeGreaterThanOrEqual(1);
          expect(crop.zoom).toBeLessThanOrEqual(MAX_ZOOM);
          expect(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(side)).toBe(true);
          expect(side).toBeGreaterThanOrEqual(1);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(x + side).toBeLessThanOrEqual(width);
          expect(y + side).toBeLessThanOrEqual(height);
        },
      ),
    );
  });

  test('a crop from elsewhere (NaN zoom, a centre outside) is brought back inside', () => {
    expect(clampCrop(landscape, { zoom: Number.NaN, centerX: -50, centerY: 9999 })).toEqual({
      zoom: 1,
      centerX: 400,
      centerY: 400,
    });
  });
});

describe('the picture file', () => {
  test('png and jpeg up to 2 MB; anything else has the spec’s message', () => {
    expect(checkPictureFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPictureFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkPictureFile({ type: '', size: 10, name: 'me.JPG' })).toBeNull();
    expect(checkPictureFile({ type: 'image/gif', size: 10, name: 'me.gif' })).toBe(
      'Only .png, .jpeg and .jpg format allowed.',
    );
    expect(checkPictureFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The file size have to be smaller than 2MB. Please choose the file again.',
    );
    expect(checkPictureFile({ type: 'image/png', size: 0 })).toBe('Please choose the file.');
  });
});
