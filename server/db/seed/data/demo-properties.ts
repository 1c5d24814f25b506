import { HERITAGE_PROPERTIES } from './properties-heritage.data.ts';
import { HIMALAYA_PROPERTIES } from './properties-himalaya.data.ts';
import { KERALA_PROPERTIES } from './properties-kerala.data.ts';
import { SOUTH_PROPERTIES } from './properties-south.data.ts';
import { WEST_PROPERTIES } from './properties-west.data.ts';
import type { PropertySeed } from './property-seed.ts';

/** All demo listings, interleaved by region so the newest-first home page mixes destinations. */
export const DEMO_PROPERTIES: PropertySeed[] = interleave([
  WEST_PROPERTIES,
  HIMALAYA_PROPERTIES,
  HERITAGE_PROPERTIES,
  KERALA_PROPERTIES,
  SOUTH_PROPERTIES,
]);

function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item) out.push(item);
    }
  }
  return out;
}
