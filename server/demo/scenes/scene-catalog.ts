import { type Random, seededRandom } from '../seeded-random.ts';
import { bathroom, bedroom, kitchen, livingRoom, pool } from './interiors.ts';
import { backwaters, beach, city, forest, hills, palace, riverValley, teaGarden } from './landscapes.ts';
import { H, type Palette, palette, Svg, vignette, W } from './svg-kit.ts';

type Painter = (svg: Svg, rng: Random, p: Palette) => void;

/** Every scene a demo photo can show; a photo key is `<scene>-<variant>`, e.g. `beach-17`. */
const PAINTERS = {
  beach,
  hills,
  'desert-palace': (svg, rng, p) => palace(svg, rng, p, false),
  'lake-palace': (svg, rng, p) => palace(svg, rng, p, true),
  'tea-garden': teaGarden,
  backwaters,
  'river-valley': riverValley,
  city,
  forest,
  bedroom,
  'living-room': livingRoom,
  kitchen,
  bathroom,
  pool,
} satisfies Record<string, Painter>;

export type SceneName = keyof typeof PAINTERS;
export const SCENE_NAMES = Object.keys(PAINTERS) as SceneName[];

export type SceneKey = { scene: SceneName; variant: number };

const KEY = /^([a-z]+(?:-[a-z]+)*)-(\d{1,4})$/;

/** `beach-17` -> { scene: 'beach', variant: 17 }; null for anything that is not a known scene. */
export function parseSceneKey(key: string): SceneKey | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, scene, variant] = match;
  // Own keys only: `in` would also accept `constructor`, `toString` and `__proto__` from the prototype.
  if (!scene || !Object.hasOwn(PAINTERS, scene)) return null;
  return { scene: scene as SceneName, variant: Number(variant) };
}

export function sceneKey(scene: SceneName, variant: number): string {
  return `${scene}-${variant}`;
}

/** The SVG of a scene: the same key draws the same picture on every run and every machine. */
export function renderSceneSvg({ scene, variant }: SceneKey, width = W, height = H): string {
  const rng = seededRandom(`${scene}:${variant}`);
  const mirrored = rng.chance(0.5);
  const svg = new Svg();
  const painter: Painter = PAINTERS[scene];
  painter(svg, rng, palette(rng));
  vignette(svg);
  return svg.render(width, height, mirrored);
}
