import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../testing/upload-test-files.ts';
import { ImageRefused, MAX_IMAGE_PIXELS, renderImage, widthsFor } from './image-processing.ts';

describe('renderImage', () => {
  it('keeps the listed widths an image fills, or its own width when it is narrower than all', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1200]);
    expect(widthsFor(1200)).toEqual([320, 640, 960, 1200]);
    expect(widthsFor(959)).toEqual([320, 640]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(319)).toEqual([319]);
    expect(widthsFor(1)).toEqual([1]);
  });

  it('takes a 48-megapixel phone photo', async () => {
    const photo = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#446688' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const renditions = await renderImage(photo);
    expect(renditions.map((r) => r.width)).toEqual([320, 640, 960, 1200]);
    const largest = await sharp(renditions.at(-1)!.bytes).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(['webp', 1200, 900]);
  });

  it('refuses, from the header alone, more pixels than it may decode', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    await expect(renderImage(pngDeclaring(8000, 6251))).rejects.toEqual(new ImageRefused('too-many-pixels'));
    await expect(renderImage(pngDeclaring(20_000, 20_000))).rejects.toEqual(
      new ImageRefused('too-many-pixels'),
    );
  });

  it('refuses what is not a raster image, or whose pixels do not decode', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"/>');
    await expect(renderImage(svg)).rejects.toEqual(new ImageRefused('not-an-image'));
    await expect(renderImage(Buffer.from('hello'))).rejects.toEqual(new ImageRefused('not-an-image'));
    // A valid header over pixel data that is not there.
    await expect(renderImage(pngDeclaring(400, 300))).rejects.toEqual(new ImageRefused('not-an-image'));
  });
});
