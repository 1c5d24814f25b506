import { describe, expect, it } from 'vitest';
import { SHOWCASE_SCENES } from '../../../domain/showcase-photos.ts';
import { parseSceneKey, SCENE_NAMES, sceneKey } from './scene-catalog.ts';

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

  it('knows the rooms, the pool and every place a destination shows', () => {
    expect([...SCENE_NAMES].sort()).toEqual(
      [
        'backwaters',
        'bathroom',
        'beach',
        'bedroom',
        'city',
        'desert-palace',
        'forest',
        'hills',
        'kitchen',
        'lake-palace',
        'living-room',
        'pool',
        'river-valley',
        'tea-garden',
      ].sort(),
    );
  });

  it('knows every photo the site shows outside listings', () => {
    for (const key of Object.values(SHOWCASE_SCENES)) expect(parseSceneKey(key), key).not.toBeNull();
  });
});
