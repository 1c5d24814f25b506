import type { Random } from '../seeded-random.ts';
import { backwaters } from './backwaters.ts';
import { bathroom } from './bathroom.ts';
import { beach } from './beach.ts';
import { bedroom } from './bedroom.ts';
import { city } from './city.ts';
import { desertPalace } from './desert-palace.ts';
import { forest } from './forest.ts';
import { hills } from './hills.ts';
import { kitchen } from './kitchen.ts';
import { lakePalace } from './lake-palace.ts';
import { livingRoom } from './living-room.ts';
import { poolTerrace } from './pool-terrace.ts';
import { riverValley } from './river-valley.ts';
import type { TracedScene } from './scene.ts';
import { teaGarden } from './tea-garden.ts';

/** The scenes demo photos show, by name: the rooms and the pool (decision 151), the places (decision 152). */
export const TRACED_BUILDERS = {
  bedroom,
  'living-room': livingRoom,
  kitchen,
  bathroom,
  pool: poolTerrace,
  beach,
  'lake-palace': lakePalace,
  'desert-palace': desertPalace,
  backwaters,
  city,
  hills,
  'tea-garden': teaGarden,
  forest,
  'river-valley': riverValley,
} satisfies Record<string, (rng: Random) => TracedScene>;

export type TracedName = keyof typeof TRACED_BUILDERS;
export const TRACED_NAMES = Object.keys(TRACED_BUILDERS) as TracedName[];

/** The rooms and the pool: a listing's inside photos, so every listing shows one of each. */
const ROOMS: ReadonlySet<string> = new Set(['bedroom', 'living-room', 'kitchen', 'bathroom', 'pool']);

/**
 * Renders kept in the repository per scene (server/demo/traced/renders/<scene>-<n>.jpg): six of a
 * room, four of a place, whose picture only its few listings' covers and a destination show.
 */
export const rendersOf = (scene: TracedName) => (ROOMS.has(scene) ? 6 : 4);
/** Their size: the widest photo served (1200 px); narrower ones are made from these. */
export const RENDER_SIZE = { width: 1200, height: 900 } as const;

/**
 * Which of `renders` pictures a photo key shows, and whether mirrored: with six, listing n and n + 6
 * see the same picture turned the other way, so a demo's 33 listings meet each room at most three times.
 */
export function renderOf(variant: number, renders: number): { render: number; mirrored: boolean } {
  const index = Math.max(0, variant - 1);
  return {
    render: (index % renders) + 1,
    mirrored: Math.floor(index / renders) % 2 === 1,
  };
}

export const renderFile = (scene: TracedName, render: number) => `${scene}-${render}.jpg`;
