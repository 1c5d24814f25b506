// Draws the app icons in web/public from web/public/favicon.svg (run by hand when the logo changes):
//   npx tsx scripts/make-icons.ts
// favicon.ico (16, 32 and 48 px PNGs in one ICO, for clients that ask for /favicon.ico), the web
// app manifest's 192 and 512 px icons, a full-bleed maskable one and the 180 px apple-touch-icon.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', dir));
const brand = '#14532d';

const png = (size: number) =>
  sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** The same mark on a full square of brand green, its drawing inside the central 60% (the maskable safe zone). */
async function fullBleed(size: number, markShare: number) {
  const mark = await sharp(svg, { density: 72 * ((size * markShare) / 32) })
    .resize(Math.round(size * markShare))
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const icoSizes = [16, 32, 48];
writeFileSync(
  new URL('favicon.ico', dir),
  ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))),
);
writeFileSync(new URL('icon-192.png', dir), await png(192));
writeFileSync(new URL('icon-512.png', dir), await png(512));
writeFileSync(new URL('icon-maskable-512.png', dir), await fullBleed(512, 0.6));
writeFileSync(new URL('apple-touch-icon.png', dir), await fullBleed(180, 0.8));
console.log('wrote favicon.ico, icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png');
