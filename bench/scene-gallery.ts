// Makes every demo scene (traced places, rooms and the pool) at 1200 px and a contact sheet, with
// timings and sizes:
//   npx tsx bench/scene-gallery.ts [outDir] [variantsPerScene]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { scenePhotoPainter } from '../server/demo/scene-photos.ts';
import { SCENE_NAMES } from '../server/demo/scenes/scene-catalog.ts';

const outDir = path.resolve(process.argv[2] ?? '.data/scene-gallery');
const variants = Number(process.argv[3] ?? 2);
mkdirSync(outDir, { recursive: true });

const painter = scenePhotoPainter({ concurrency: 1 });
const tiles: { input: Buffer; left: number; top: number }[] = [];
const [tileW, tileH, columns] = [300, 225, 4];
let totalMs = 0;
let totalBytes = 0;
let n = 0;
for (const scene of SCENE_NAMES) {
  for (let variant = 1; variant <= variants; variant++) {
    const started = performance.now();
    const jpeg = await painter.paint({ scene, variant }, 1200);
    const ms = performance.now() - started;
    totalMs += ms;
    totalBytes += jpeg.length;
    await sharp(jpeg).toFile(path.join(outDir, `${scene}-${variant}.jpg`));
    const input = await sharp(jpeg).resize(tileW, tileH).toBuffer();
    tiles.push({ input, left: (n % columns) * tileW, top: Math.floor(n / columns) * tileH });
    n++;
    console.log(
      `${`${scene}-${variant}`.padEnd(18)} ${(jpeg.length / 1024).toFixed(0).padStart(4)} KB ${ms.toFixed(0).padStart(5)} ms`,
    );
  }
}
const sheet = path.join(outDir, 'contact-sheet.png');
await sharp({
  create: { width: tileW * columns, height: tileH * Math.ceil(n / columns), channels: 3, background: '#fff' },
})
  .composite(tiles)
  .png()
  .toFile(sheet);
console.log(
  `${n} photos, average ${(totalBytes / n / 1024).toFixed(0)} KB, ${(totalMs / n).toFixed(0)} ms each; ${sheet}`,
);
