import { describe, expect, it } from 'vitest';
import { parseSceneKey, renderSceneSvg, SCENE_NAMES, sceneKey } from './scene-catalog.ts';

describe('scene keys', () => {
  it('reads keys of known scenes only', () => {
    expect(parseSceneKey('beach-17')).toEqual({ scene: 'beach', variant: 17 });
    expect(parseSceneKey('living-room-3')).toEqual({ scene: 'living-room', variant: 3 });
    for (const bad of [
      'beach',
      'beach-',
      'beach-12345',
      'volcano-1',
      'Beach-1',
      '../beach-1',
      'beach-1.jpg',
      // Names every object inherits are not scenes.
      'constructor-1',
      'to-string-1',
      'has-own-property-1',
      'valueOf-1',
      'toString-1',
      '__proto__-1',
    ]) {
      expect(parseSceneKey(bad), bad).toBeNull();
    }
    for (const scene of SCENE_NAMES) expect(parseSceneKey(sceneKey(scene, 9))).toEqual({ scene, variant: 9 });
  });

  it('draws every scene the same way each time, and variants differently', () => {
    for (const scene of SCENE_NAMES) {
      const svg = renderSceneSvg({ scene, variant: 1 }, 640, 480);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('width="640" height="480"');
      expect(renderSceneSvg({ scene, variant: 1 }, 640, 480)).toBe(svg);
      expect(renderSceneSvg({ scene, variant: 2 }, 640, 480)).not.toBe(svg);
      expect(svg).not.toContain('NaN');
    }
  });
});
