import { TRACED_NAMES, type TracedName } from '../traced/traced-catalog.ts';

/**
 * Every scene a demo photo can show, all traced renders (decision 152); a photo key is
 * `<scene>-<variant>`, e.g. `beach-17`.
 */
export type SceneName = TracedName;
export const SCENE_NAMES: readonly SceneName[] = TRACED_NAMES;
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
