import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderFile, renderOf, rendersOf, type TracedName } from './traced-catalog.ts';

const RENDERS = new URL('./renders/', import.meta.url);

/** A scene's render at width x height, turned round as its variant says (a sharp pipeline). */
export function tracedPicture(scene: TracedName, variant: number, width: number, height: number) {
  const { render, mirrored } = renderOf(variant, rendersOf(scene));
  const image = sharp(fileURLToPath(new URL(renderFile(scene, render), RENDERS))).resize(width, height);
  return mirrored ? image.flop() : image;
}
