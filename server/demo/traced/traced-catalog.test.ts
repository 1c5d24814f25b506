import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RENDER_SIZE, renderFile, renderOf, rendersOf, TRACED_NAMES } from './traced-catalog.ts';
import { tracedPicture } from './traced-photo.ts';

describe('the rooms kept as renders', () => {
  it('gives listing n and n + 6 the same room turned round, and n + 12 as n', () => {
    expect(renderOf(1, 6)).toEqual({ render: 1, mirrored: false });
    expect(renderOf(6, 6)).toEqual({ render: 6, mirrored: false });
    expect(renderOf(7, 6)).toEqual({ render: 1, mirrored: true });
    expect(renderOf(13, 6)).toEqual({ render: 1, mirrored: false });
    expect(renderOf(0, 6)).toEqual({ render: 1, mirrored: false });
  });

  it('keeps six renders of a room and four of a place, a place mirrored from its fifth listing', () => {
    expect([rendersOf('bedroom'), rendersOf('pool'), rendersOf('beach')]).toEqual([6, 6, 4]);
    expect(renderOf(5, rendersOf('beach'))).toEqual({ render: 1, mirrored: true });
    expect(renderOf(9, rendersOf('beach'))).toEqual({ render: 1, mirrored: false });
  });

  it('has every render in the repository at its size', async () => {
    for (const room of TRACED_NAMES) {
      for (let render = 1; render <= rendersOf(room); render++) {
        const file = fileURLToPath(new URL(`./renders/${renderFile(room, render)}`, import.meta.url));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual([
          'jpeg',
          RENDER_SIZE.width,
          RENDER_SIZE.height,
        ]);
      }
    }
  });

  it('draws a mirrored variant as the same render flipped left to right', async () => {
    const raw = { width: 64, height: 48, channels: 3 as const };
    const plain = await tracedPicture('bedroom', 2, 64, 48).removeAlpha().raw().toBuffer();
    const turned = await tracedPicture('bedroom', 8, 64, 48).removeAlpha().raw().toBuffer();
    expect(turned.equals(plain)).toBe(false);
    expect(turned.equals(await sharp(plain, { raw }).flop().raw().toBuffer())).toBe(true);
  });
});
