import { describe, expect, it } from 'vitest';
import { SHOWCASE_SCENES } from '../../../domain/showcase-photos.ts';
import {
  PAINTED_SCENE_NAMES,
  parseSceneKey,
  renderSceneSvg,
  SCENE_NAMES,
  sceneKey,
} from './scene-catalog.ts';

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
      // Names every object inherits are not scenes (most fail the key's pattern first; `constructor`
      // is the one that reaches the lookup).
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

  it('knows the traced rooms as scenes beside the painted ones', () => {
    expect(SCENE_NAMES).toEqual(
      expect.arrayContaining(['bedroom', 'living-room', 'kitchen', 'bathroom', 'pool', 'beach']),
    );
    expect(PAINTED_SCENE_NAMES).not.toContain('bedroom');
  });

  it('draws every painted scene the same way each time, and variants differently', () => {
    for (const scene of PAINTED_SCENE_NAMES) {
      const svg = renderSceneSvg({ scene, variant: 1 }, 640, 480);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('width="640" height="480"');
      expect(renderSceneSvg({ scene, variant: 1 }, 640, 480)).toBe(svg);
      expect(renderSceneSvg({ scene, variant: 2 }, 640, 480)).not.toBe(svg);
      // Outside the embedded noise images, whose base64 may spell anything.
      expect(svg.replace(/data:image\/png;base64,[A-Za-z0-9+/=]+/g, '')).not.toContain('NaN');
    }
  });

  it('gives skies real clouds', () => {
    // Clouds are fractal noise, not a few blurred ellipses.
    expect(renderSceneSvg({ scene: 'hills', variant: 4 }, 640, 480)).toContain(
      '<image href="data:image/png;base64,',
    );
  });

  it('knows every photo the site shows outside listings', () => {
    for (const key of Object.values(SHOWCASE_SCENES)) expect(parseSceneKey(key), key).not.toBeNull();
  });
});
