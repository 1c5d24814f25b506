import { type Random, seededRandom } from '../seeded-random.ts';
import { TRACED_NAMES, type TracedName } from '../traced/traced-catalog.ts';
import { backwaters, beach, city, forest, hills, palace, riverValley, teaGarden } from './landscapes.ts';
import { H, type Palette, palette, Svg, vignette, W } from './svg-kit.ts';

type Painter = (svg: Svg, rng: Random, p: Palette) => void;

/** The scenes painted as SVG: places (rooms and the pool are traced renders, server/demo/traced). */
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
} satisfies Record<string, Painter>;

export type PaintedSceneName = keyof typeof PAINTERS;
/** Every scene a demo photo can show; a photo key is `<scene>-<variant>`, e.g. `beach-17`. */
export type SceneName = PaintedSceneName | TracedName;
export const PAINTED_SCENE_NAMES = Object.keys(PAINTERS) as PaintedSceneName[];
export const SCENE_NAMES: readonly SceneName[] = [...PAINTED_SCENE_NAMES, ...TRACED_NAMES];
const KNOWN: ReadonlySet<string> = new Set(SCENE_NAMES);

export type SceneKey = { scene: SceneName; variant: number };

const KEY = /^([a-z]+(?:-[a-z]+)*)-(\d{1,4})$/;

/** `beach-17` -> { scene: 'beach', variant: 17 }; null for anything that is not a known scene. */
export function parseSceneKey(key: string): SceneKey | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, scene, variant] = match;
  if (!scene || !KNOWN.has(scene)) return null;
  return { scene: scene as SceneName, variant: Number(variant) };
}

export function sceneKey(scene: SceneName, variant: number): string {
  return `${scene}-${variant}`;
}

export const isPainted = (key: SceneKey): key is { scene: PaintedSceneName; variant: number } =>
  Object.hasOwn(PAINTERS, key.scene);

/** The SVG of a painted scene: the same key draws the same picture on every run and every machine. */
export function renderSceneSvg(
  { scene, variant }: { scene: PaintedSceneName; variant: number },
  width = W,
  height = H,
): string {
  const rng = seededRandom(`${scene}:${variant}`);
  const mirrored = rng.chance(0.5);
  const svg = new Svg();
  const painter: Painter = PAINTERS[scene];
  painter(svg, rng, palette(rng));
  vignette(svg);
  return svg.render(width, height, mirrored);
}
