import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderFile, renderOf, type TracedName } from './traced-catalog.ts';

const RENDERS = new URL('./renders/', import.meta.url);

/** A room's render at width x height, turned round as its variant says: a PNG to develop. */
export async function tracedPicture(room: TracedName, variant: number, width: number, height: number) {
  const { render, mirrored } = renderOf(variant);
  const image = sharp(fileURLToPath(new URL(renderFile(room, render), RENDERS))).resize(width, height);
  return (mirrored ? image.flop() : image).png({ compressionLevel: 0 }).toBuffer();
}
