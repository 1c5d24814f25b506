import type { Random } from '../seeded-random.ts';
import { bathroom } from './bathroom.ts';
import { bedroom } from './bedroom.ts';
import { kitchen } from './kitchen.ts';
import { livingRoom } from './living-room.ts';
import { poolTerrace } from './pool-terrace.ts';
import type { TracedScene } from './scene.ts';

/** The scenes demo photos show as traced renders (decision 151): the rooms and the pool, by name. */
export const TRACED_BUILDERS = {
  bedroom,
  'living-room': livingRoom,
  kitchen,
  bathroom,
  pool: poolTerrace,
} satisfies Record<string, (rng: Random) => TracedScene>;

export type TracedName = keyof typeof TRACED_BUILDERS;
export const TRACED_NAMES = Object.keys(TRACED_BUILDERS) as TracedName[];

/** Renders kept in the repository per scene (server/demo/traced/renders/<scene>-<n>.jpg). */
export const RENDERS_PER_SCENE = 6;
/** Their size: the widest photo served (1200 px); narrower ones are made from these. */
export const RENDER_SIZE = { width: 1200, height: 900 } as const;

export const isTraced = (scene: string): scene is TracedName => Object.hasOwn(TRACED_BUILDERS, scene);

/**
 * Which render a photo key shows, and whether mirrored: listing n and n + 6 see the same picture turned
 * the other way, so a demo's 33 listings meet each picture at most three times.
 */
export function renderOf(variant: number): { render: number; mirrored: boolean } {
  const index = Math.max(0, variant - 1);
  return {
    render: (index % RENDERS_PER_SCENE) + 1,
    mirrored: Math.floor(index / RENDERS_PER_SCENE) % 2 === 1,
  };
}

export const renderFile = (scene: TracedName, render: number) => `${scene}-${render}.jpg`;
