import { describe, expect, it } from 'vitest';
import { documentKey, imageKey, isPrivateKey, renditionKey } from './upload-keys.ts';

const ID = '3f2a9c1e-0b7d-4c1a-9e55-2d6f0a7b8c9d';

describe('upload keys', () => {
  it('files each purpose under its folder, images by width', () => {
    expect(imageKey('photo', ID, 640)).toBe(`photos/${ID}-640.webp`);
    expect(imageKey('profile', ID, 320)).toBe(`profiles/${ID}-320.webp`);
    expect(imageKey('catalog', ID, 1200)).toBe(`catalog/${ID}-1200.webp`);
    expect(documentKey(ID, 'docx')).toBe(`documents/${ID}.docx`);
    expect(isPrivateKey(documentKey(ID, 'pdf'))).toBe(true);
    expect(isPrivateKey(imageKey('photo', ID, 640))).toBe(false);
  });

  it('serves ?w= from the smallest kept width at least that wide, never past the URL’s own', () => {
    const url = `photos/${ID}-1200.webp`;
    expect(renditionKey(url, undefined)).toBe(url);
    expect(renditionKey(url, 320)).toBe(`photos/${ID}-320.webp`);
    expect(renditionKey(url, 321)).toBe(`photos/${ID}-640.webp`);
    expect(renditionKey(url, 1200)).toBe(url);
    expect(renditionKey(url, 4000)).toBe(url);
    // An image kept at 960 at most has no 1200.
    expect(renditionKey(`photos/${ID}-960.webp`, 1000)).toBe(`photos/${ID}-960.webp`);
    // One narrower than every listed width is kept at its own width only.
    expect(renditionKey(`profiles/${ID}-200.webp`, 100)).toBe(`profiles/${ID}-200.webp`);
  });

  it('serves any other key as it is', () => {
    for (const key of [
      'demo/green-square.png',
      `documents/${ID}.pdf`,
      'photos/a-640.webp',
      `other/${ID}-640.webp`,
    ]) {
      expect(renditionKey(key, 320)).toBe(key);
    }
  });
});
